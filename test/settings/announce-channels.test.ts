import { describe, expect, it } from "vitest";
import {
  announceChannel,
  followedStations,
  isAnnounced,
  unannounceChannel,
} from "../../src/settings/announce-channels.js";

const DEFAULTS = {
  channels: [{ id: "10", tracks: "off" as const }],
  locale: "en" as const,
  stationStatus: false,
};
const ask = { channelId: "20", tracks: null, fallback: "post" as const, station: null, serverStation: "a#1" };

describe("a channel's followed stations", () => {
  it("are its own list, else the server's station, else none", () => {
    expect(followedStations(["b#1"], "a#1")).toEqual(["b#1"]);
    expect(followedStations(undefined, "a#1")).toEqual(["a#1"]);
    expect(followedStations(undefined, null)).toEqual([]);
  });
});

describe("/setup announce, as a settings change", () => {
  it("adds a new channel with the default track mode and keeps the defaults it had", () => {
    const change = announceChannel(null, DEFAULTS, ask);
    expect(change.tracks).toBe("post");
    expect(change.stations).toBeNull();
    expect(change.next.channels).toEqual([
      { id: "10", tracks: "off" },
      { id: "20", tracks: "post" },
    ]);
  });

  it("keeps a channel's own track mode and stations unless asked, and ignores a mode it does not know", () => {
    const saved = { channels: [{ id: "20", tracks: "edit" as const, stations: ["b#1"] }] };
    expect(announceChannel(saved, DEFAULTS, { ...ask, tracks: "loud" }).next.channels).toEqual([
      { id: "20", tracks: "edit", stations: ["b#1"] },
    ]);
    expect(announceChannel(saved, DEFAULTS, { ...ask, tracks: "off" }).tracks).toBe("off");
  });

  it("adds a named station last to what the channel follows (the server's station when it had no list)", () => {
    const saved = { channels: [{ id: "20", tracks: "off" as const }] };
    const change = announceChannel(saved, DEFAULTS, { ...ask, station: "b#1" });
    expect(change.stations).toEqual(["a#1", "b#1"]);
    const again = announceChannel(change.next, DEFAULTS, { ...ask, station: "a#1" });
    expect(again.stations).toEqual(["b#1", "a#1"]);
  });

  it("has a new channel follow only the station named", () => {
    expect(announceChannel(null, DEFAULTS, { ...ask, station: "b#1" }).stations).toEqual(["b#1"]);
  });
});

describe("/setup unannounce, as a settings change", () => {
  const saved = { channels: [{ id: "20", tracks: "off" as const, stations: ["a#1", "b#1"] }] };
  const stop = { channelId: "20", station: null, serverStation: "a#1" };

  it("says a channel that gets nothing is not announced", () => {
    expect(isAnnounced(saved, DEFAULTS, "30")).toBe(false);
    expect(isAnnounced(null, DEFAULTS, "10")).toBe(true);
    expect(unannounceChannel(saved, DEFAULTS, { ...stop, channelId: "30" })).toEqual({
      kind: "not-announced",
    });
  });

  it("stops one station while the channel follows others", () => {
    const change = unannounceChannel(saved, DEFAULTS, { ...stop, station: "a#1" });
    expect(change).toEqual({
      kind: "unfollowed",
      next: { channels: [{ id: "20", tracks: "off", stations: ["b#1"] }] },
    });
  });

  it("removes the channel when no station is named or its last one is", () => {
    expect(unannounceChannel(saved, DEFAULTS, stop)).toEqual({ kind: "removed", next: { channels: [] } });
    const one = { channels: [{ id: "20", tracks: "off" as const }] };
    expect(unannounceChannel(one, DEFAULTS, { ...stop, station: "a#1" })).toMatchObject({ kind: "removed" });
  });
});
