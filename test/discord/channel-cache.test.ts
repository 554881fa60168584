import { describe, expect, it } from "vitest";
import { channelCache } from "../../src/discord/channel-cache.js";

const cached = new Map<string, unknown>([
  ["10", { id: "10", guildId: "900", name: "on-air" }],
  ["11", { id: "11", name: "a group DM" }],
  ["12", { id: "12", guildId: "900", name: null }],
]);
const channels = channelCache({ channels: { cache: cached } });

describe("the channel cache", () => {
  it("places a cached channel in its server, and nothing else", () => {
    expect(["10", "11", "99"].map(channels.guildOf)).toEqual(["900", null, null]);
  });

  it("names a cached channel that has a name, for log lines", () => {
    expect(["10", "11", "12", "99"].map(channels.nameOf)).toEqual([
      "on-air",
      "a group DM",
      undefined,
      undefined,
    ]);
  });
});
