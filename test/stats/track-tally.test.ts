import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { timeZoneNamed } from "../../src/stats/intl-time-zone.js";
import type { TrackPlay } from "../../src/stats/records.js";
import { localIso } from "../../src/stats/time-zone.js";
import { mergeTallies, monthStart, tallyPlays, trackKey, trimTallies } from "../../src/stats/track-tally.js";

const berlin = timeZoneNamed("Europe/Berlin");

const playArb = fc.record({
  station: fc.constant("s"),
  at: fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 31) }),
  artist: fc.constantFrom("Band", "band ", "Other"),
  title: fc.constantFrom("Song", "SONG", "Tune"),
  dj: fc.constant("Auto"),
  listeners: fc.option(fc.nat(200), { nil: null }),
});

describe("track tallies", () => {
  it("count a track once whatever its spelling's case and spaces", () => {
    expect(trackKey(" Band ", "Some  Song")).toBe(trackKey("band", "some song"));
  });

  it("add up by local month the same whatever the order or grouping of the plays", () => {
    fc.assert(
      fc.property(fc.array(playArb, { maxLength: 40 }), fc.nat(40), (plays: TrackPlay[], cut) => {
        const month = (at: number) => monthStart(at, berlin);
        const all = tallyPlays(plays, month);
        expect(tallyPlays([...plays].reverse(), month)).toEqual(all);
        expect(
          mergeTallies([...tallyPlays(plays.slice(cut), month), ...tallyPlays(plays.slice(0, cut), month)]),
        ).toEqual(all);
        expect(all.reduce((sum, tally) => sum + tally.plays, 0)).toBe(plays.length);
      }),
    );
  });

  it("start a month at local midnight of its first day", () => {
    expect(localIso(monthStart(Date.UTC(2026, 2, 31, 22, 30), berlin), berlin)).toBe(
      "2026-04-01T00:00+02:00",
    );
  });

  it("keep a month's most played tracks when trimmed", () => {
    const play = (title: string): TrackPlay => ({
      station: "s",
      at: Date.UTC(2026, 5, 2),
      artist: "A",
      title,
      dj: "",
      listeners: 1,
    });
    const tallies = tallyPlays([play("x"), play("y"), play("y"), play("z"), play("z"), play("z")], () => 0);
    expect(trimTallies(tallies, 2).map((t) => [t.title, t.plays])).toEqual([
      ["z", 3],
      ["y", 2],
    ]);
  });
});
