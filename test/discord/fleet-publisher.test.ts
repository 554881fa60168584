import { Client } from "discord.js";
import { describe, expect, it } from "vitest";
import { shardIdsOf } from "../../src/discord/fleet-publisher.js";

describe("the shards a process serves", () => {
  it("are the ones discord.js was given, and shard 0 for a bot without shards", async () => {
    const sharded = new Client({ intents: [], shards: [1, 3], shardCount: 4 });
    const single = new Client({ intents: [] });
    expect([shardIdsOf(sharded), shardIdsOf(single)]).toEqual([[1, 3], [0]]);
    await Promise.all([sharded.destroy(), single.destroy()]);
  });
});
