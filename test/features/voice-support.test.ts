import { describe, expect, it } from "vitest";
import { voiceHomesOf, voiceSupport } from "../../src/features/voice.js";
import { memoryLog } from "../e2e/world.js";

describe("voice support", () => {
  it("is off on a Node before 22.12, saying so once, without loading the voice library", async () => {
    const log = memoryLog();
    expect(await voiceSupport(log, "20.18.0")).toEqual({ voiceOff: "node", voiceLib: null });
    expect(log.lines).toEqual([
      expect.stringMatching(
        /^info voice is off, \/radio is not registered: .*needs Node\.js 22\.12 or newer.*20\.18\.0/,
      ),
    ]);
  });

  it("is on from Node 22.12 in every mode, a public bot's included: nothing is logged", async () => {
    const log = memoryLog();
    const support = await voiceSupport(log, "22.12.0");
    expect(support.voiceOff).toBeNull();
    expect(log.lines).toEqual([]);
  });
});

describe("voiceHomesOf", () => {
  const directory: Parameters<typeof voiceHomesOf>[1] = {
    stationKeyOf: (guildId) => (guildId === "g3" ? null : guildId === "g2" ? "beta" : "alpha"),
    keysOf: (guildId) => (guildId === "g3" ? [] : ["alpha", "beta"]),
  };
  const saved: Record<string, { voiceStation?: string | null }> = {
    g1: { voiceStation: "beta" },
    g2: {},
    g3: {},
    g4: { voiceStation: "gone" },
  };
  const fleet = {
    voiceHomes: () =>
      ["g1", "g2", "g3", "g4", "g5"].map((guildId) => ({ guildId, channelId: `${guildId}-v` })),
    guildSettings: (guildId: string) => saved[guildId] ?? null,
  };

  it("gives each of this process's homes the station chosen for it, else the server's own; none without a station", () => {
    expect(voiceHomesOf(fleet, directory, (guildId) => guildId !== "g5")).toEqual([
      { guildId: "g1", channelId: "g1-v", station: "beta", followsServer: false },
      { guildId: "g2", channelId: "g2-v", station: "beta", followsServer: true },
      // A chosen station the server may no longer use: the server's own plays.
      { guildId: "g4", channelId: "g4-v", station: "alpha", followsServer: true },
    ]);
  });
});
