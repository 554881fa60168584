import { describe, expect, it } from "vitest";
import type { SavedStation } from "../../src/settings/guild-settings.js";
import {
  overStationLimit,
  withoutStation,
  withServerStation,
  withStation,
} from "../../src/settings/server-stations.js";

const saved = (key: string): SavedStation => ({ key, url: `https://${key}`, serverId: 1, name: null });

describe("a server's own stations (public bot)", () => {
  it("are over the limit only for a station beyond it, not one saved again", () => {
    const settings = { stations: [saved("a#1"), saved("b#1")] };
    expect(overStationLimit(settings, "c#1", 2)).toBe(true);
    expect(overStationLimit(settings, "b#1", 2)).toBe(false);
    expect(overStationLimit(null, "a#1", 1)).toBe(false);
  });

  it("make the first station added the server's station, and replace one saved again", () => {
    const first = withStation(null, saved("a#1"));
    expect(first).toEqual({ stations: [saved("a#1")], station: "a#1" });
    const renamed = { ...saved("a#1"), name: "Alpha" };
    expect(withStation(withStation(first, saved("b#1")), renamed)).toEqual({
      stations: [saved("b#1"), renamed],
      station: "a#1",
    });
  });

  it("lose a removed station, and the server's station with it when it was that one", () => {
    const settings = { stations: [saved("a#1"), saved("b#1")], station: "a#1", locale: "ru" as const };
    expect(withoutStation(settings, "a#1")).toEqual({ stations: [saved("b#1")], locale: "ru" });
    expect(withoutStation(settings, "b#1")).toEqual({
      stations: [saved("a#1")],
      station: "a#1",
      locale: "ru",
    });
  });

  it("choose the server's station", () => {
    expect(withServerStation({ locale: "en" }, "b#1")).toEqual({ locale: "en", station: "b#1" });
  });
});
