import { describe, expect, it } from "vitest";
import { createIncrementalTargetIndex } from "../../src/announcer/incremental-target-index.js";
import { soleStation } from "../../src/announcer/station-targets.js";
import type { AnnounceTarget } from "../../src/settings/announce-targets.js";

describe("the sole station of announce targets", () => {
  it("is the operator's one station", () => {
    expect(soleStation(["https://a.example#1"], "single")).toBe("https://a.example#1");
  });

  it("is none for a network, a public bot, or a bot without stations", () => {
    expect(soleStation(["https://a.example#1", "https://a.example#2"], "network")).toBeNull();
    expect(soleStation(["https://a.example#1"], "public")).toBeNull();
    expect(soleStation([], "single")).toBeNull();
  });

  it("gets every target, none of which names it, in the target index", () => {
    const target = {
      channelId: "1",
      tracks: "post",
      locale: "en",
      stationStatus: true,
      pingRoleId: null,
    } as const;
    const index = indexOf(() => [target], soleStation(["k#1"], "single"));
    expect([index.targetsOf("k#1"), index.targetsOf("k#2")]).toEqual([[target], []]);
  });
});

/** The index over targets worked out all at once, as one owner's. */
function indexOf(compute: () => readonly AnnounceTarget[], only: string | null) {
  return createIncrementalTargetIndex(
    { guilds: () => ["g"], targetsOfGuild: () => compute(), unplaced: () => [], placement: () => [] },
    only,
  );
}
