import { describe, expect, it } from "vitest";
import type { DjSpan, ListenerSample, TrackPlay } from "../../src/stats/records.js";
import { periodAt, previousPeriod } from "../../src/stats/periods.js";
import { rollUpSamples, toDaily } from "../../src/stats/rollup.js";
import { summarise } from "../../src/stats/summary.js";
import { HOUR_MS, fixedZone } from "../../src/stats/time-zone.js";
import { tallyPlays } from "../../src/stats/track-tally.js";
import { summaryInputOf } from "../../src/store/stats-summary-input.js";
import { throwawayStats } from "../support/throwaway-stats.js";

const STATION = "http://panel.test:8080#1";
const ZONE = fixedZone(60, "Europe/Berlin");
/** A Wednesday afternoon: this week began on Monday the 23rd, the one before on the 16th. */
const NOW = Date.UTC(2026, 10, 25, 15);
const statsStore = throwawayStats();

/** The station's audience every minute from `from` for `hours`, rising through each hour. */
function samples(from: number, hours: number, base: number): ListenerSample[] {
  return Array.from({ length: hours * 60 }, (_, i) => ({
    station: STATION,
    channel: "total",
    at: from + i * 60_000,
    listeners: base + (i % 60),
  }));
}

const play = (at: number, title: string, dj: string, listeners: number): TrackPlay => ({
  station: STATION,
  at,
  artist: "Artist",
  title,
  dj,
  listeners,
});

describe("summaryInputOf", () => {
  it("reads a week and the week before so that its summary is the pure summary of the same records", async () => {
    const stats = statsStore();
    const week = periodAt("week", NOW, ZONE);
    const before = previousPeriod(week, ZONE);
    const all = [
      ...samples(before.start + 10 * HOUR_MS, 30, 5),
      ...samples(week.start + 10 * HOUR_MS, 30, 20),
    ];
    const plays = [
      play(week.start + 11 * HOUR_MS, "One", "DJ Nova", 30),
      play(week.start + 12 * HOUR_MS, "Two", "", 25),
      play(week.start + 13 * HOUR_MS, "One", "DJ Nova", 40),
    ];
    const spans: DjSpan[] = [
      { station: STATION, dj: "DJ Nova", from: week.start + 11 * HOUR_MS, to: week.start + 14 * HOUR_MS },
    ];
    await stats.record(STATION, { samples: all, plays, spans }, { zone: ZONE });

    const input = await summaryInputOf(stats, { station: STATION, kind: "week", now: NOW, zone: ZONE });
    const summary = summarise(input);

    const { hourly } = rollUpSamples(all, { zone: ZONE });
    const pure = summarise({
      period: week,
      previous: before,
      now: NOW,
      zone: ZONE,
      buckets: [...hourly, ...toDaily(hourly, ZONE)],
      tallies: tallyPlays(plays, () => week.start),
      plays,
      spans,
    });
    expect(summary).toEqual(pure);
    expect(summary.audience.peak.current).toBe(79);
    expect(summary.audience.peak.previous).toBe(64);
    expect(summary.tracks.byPlays[0]).toEqual(expect.objectContaining({ title: "One", plays: 2 }));
    expect(summary.djs.map((dj) => dj.dj)).toEqual(["DJ Nova"]);
  });

  it("gives a month its daily figures and its monthly tallies, and an empty station an empty summary", async () => {
    const stats = statsStore();
    const empty = summarise(
      await summaryInputOf(stats, { station: STATION, kind: "month", now: NOW, zone: ZONE }),
    );
    expect(empty.audience.peak.current).toBeNull();
    expect(empty.tracks.byPlays).toEqual([]);
    const month = periodAt("month", NOW, ZONE);
    await stats.record(
      STATION,
      {
        samples: samples(month.start + HOUR_MS, 3, 50),
        plays: [play(month.start + HOUR_MS, "Three", "", 51)],
      },
      { zone: ZONE },
    );
    const input = await summaryInputOf(stats, { station: STATION, kind: "month", now: NOW, zone: ZONE });
    expect(new Set(input.buckets.map((bucket) => bucket.resolution))).toEqual(new Set(["day", "hour"]));
    expect(input.tallies.map((tally) => [tally.title, tally.plays])).toEqual([["Three", 1]]);
    expect(summarise(input).audience.peak.current).toBe(109);
  });
});
