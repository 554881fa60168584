import { describe, expect, it } from "vitest";
import { announceTargets } from "../../src/settings/announce-targets.js";
import { guildStations } from "../../src/settings/guild-stations.js";
import { createIncrementalTargetIndex } from "../../src/announcer/incremental-target-index.js";
import type { AnnounceTarget } from "../../src/settings/announce-targets.js";

const saved = (key: string) => ({ key, url: "https://p.example", serverId: 1, name: null });

describe("which stations a server uses", () => {
  it("gives every configured station, the server's choice first among equals, else the first", () => {
    expect(guildStations("network", ["a#1", "a#2"], null)).toEqual({ keys: ["a#1", "a#2"], station: "a#1" });
    expect(guildStations("network", ["a#1", "a#2"], { station: "a#2" }).station).toBe("a#2");
    // A choice that is no longer configured falls back to the first.
    expect(guildStations("network", ["a#1"], { station: "a#9" }).station).toBe("a#1");
  });

  it("gives a public bot's server only the stations it added, and none before it adds one", () => {
    expect(guildStations("public", [], null)).toEqual({ keys: [], station: null });
    const settings = { stations: [saved("p#1"), saved("q#2")], station: "q#2" };
    expect(guildStations("public", ["ignored#1"], settings)).toEqual({
      keys: ["p#1", "q#2"],
      station: "q#2",
    });
  });
});

describe("announce targets by station", () => {
  const env = { channelIds: [], tracks: "off" as const, locale: "en" as const, stationStatus: false };
  const settings: Record<string, object> = {
    g1: {
      channels: [
        { id: "c1", tracks: "off" },
        { id: "c2", tracks: "post", stations: ["s#2", "s#3"] },
      ],
    },
    g2: { channels: [{ id: "c3", tracks: "off" }], station: "s#2" },
  };
  const compute = () =>
    announceTargets(
      ["g1", "g2"],
      (id) => settings[id] ?? null,
      env,
      () => null,
      (guildId) => (guildId === "g2" ? "s#2" : "s#1"),
    );

  it("sends a channel its own stations, else its server's station", () => {
    const index = indexOf(compute, null);
    expect(index.targetsOf("s#1").map((t) => t.channelId)).toEqual(["c1"]);
    expect(index.targetsOf("s#2").map((t) => t.channelId)).toEqual(["c2", "c3"]);
    expect(index.targetsOf("s#3").map((t) => t.channelId)).toEqual(["c2"]);
    expect(index.targetsOf("s#4")).toEqual([]);
  });

  it("computes once for every station until invalidated, and gives a one-station bot every channel", () => {
    let computed = 0;
    const index = indexOf(() => {
      computed++;
      return compute();
    }, null);
    for (const key of ["s#1", "s#2", "s#3", "s#1"]) index.targetsOf(key);
    expect(computed).toBe(1);
    index.invalidate();
    index.targetsOf("s#1");
    expect(computed).toBe(2);
    expect(
      indexOf(compute, "s#1")
        .targetsOf("s#1")
        .map((t) => t.channelId),
    ).toEqual(["c1", "c2", "c3"]);
  });
});

/** The index over targets worked out all at once, as one owner's. */
function indexOf(compute: () => readonly AnnounceTarget[], only: string | null) {
  return createIncrementalTargetIndex(
    { guilds: () => ["g"], targetsOfGuild: () => compute(), unplaced: () => [], placement: () => [] },
    only,
  );
}
