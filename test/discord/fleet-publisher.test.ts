import { Client } from "discord.js";
import { describe, expect, it } from "vitest";
import { shardIdsOf, shardsToPublish } from "../../src/discord/fleet-publisher.js";

describe("the shards a process serves", () => {
  it("are the ones discord.js was given, and shard 0 for a bot without shards", async () => {
    const sharded = new Client({ intents: [], shards: [1, 3], shardCount: 4 });
    const single = new Client({ intents: [] });
    expect([shardIdsOf(sharded), shardIdsOf(single)]).toEqual([[1, 3], [0]]);
    await Promise.all([sharded.destroy(), single.destroy()]);
  });

  it("include the shards the fleet still lists that the bot no longer has, and only those", async () => {
    const listed = [0, 1, 3, 5, 5].map((shardId, i) => ({ guildId: `g${i}`, shardId, envChannels: [] }));
    const second = new Client({ intents: [], shards: [1], shardCount: 2 });
    const single = new Client({ intents: [] });
    expect([shardsToPublish(second, listed), shardsToPublish(single, listed)]).toEqual([
      [1, 3, 5],
      [0, 1, 3, 5],
    ]);
    await Promise.all([second.destroy(), single.destroy()]);
  });
});
