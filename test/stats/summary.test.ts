import { describe, expect, it } from "vitest";
import type { ListenerBucket } from "../../src/stats/buckets.js";
import { periodAt, previousPeriod } from "../../src/stats/periods.js";
import { STATION_TOTAL, type TrackPlay, voiceSeries } from "../../src/stats/records.js";
import { type SummaryInput, summarise } from "../../src/stats/summary.js";
import { HOUR_MS, UTC } from "../../src/stats/time-zone.js";
import { tallyPlays } from "../../src/stats/track-tally.js";

/** An hour's bucket of `listeners` steady for the whole hour. */
function hour(start: number, listeners: number, channel = STATION_TOTAL): ListenerBucket {
  return {
    station: "s",
    channel,
    resolution: "hour",
    start,
    count: 60,
    sum: 60 * listeners,
    peak: listeners,
    listenerMs: listeners * HOUR_MS,
    coveredMs: HOUR_MS,
  };
}

const WEEK = periodAt("week", Date.UTC(2026, 10, 18), UTC); // Monday 16 – Monday 23 November 2026
const BEFORE = previousPeriod(WEEK, UTC);

function input(overrides: Partial<SummaryInput>): SummaryInput {
  return {
    period: WEEK,
    previous: BEFORE,
    now: WEEK.end,
    zone: UTC,
    buckets: [],
    tallies: [],
    plays: [],
    spans: [],
    ...overrides,
  };
}

describe("summarise", () => {
  it("gives figures but no trend or percentage when the previous period is empty", () => {
    const buckets = [hour(WEEK.start, 10), hour(WEEK.start + HOUR_MS, 30)];
    const summary = summarise(input({ buckets }));
    expect(summary.audience.peak).toEqual({ current: 30, previous: null, trend: null, percent: null });
    expect(summary.audience.average).toMatchObject({ current: 20, percent: null });
    expect(summary.audience.listeningHours).toMatchObject({ current: 40, percent: null });
    expect(summary.busiestHour.current).toEqual({ hour: 1, averageListeners: 30 });
    expect(summary.busiestHour.average.percent).toBeNull();
    expect(summary.voice.peak).toEqual({ current: null, previous: null, trend: null, percent: null });
  });

  it("compares each figure with the week before", () => {
    const buckets = [hour(WEEK.start + 20 * HOUR_MS, 30), hour(BEFORE.start + 20 * HOUR_MS, 20)];
    const summary = summarise(input({ buckets }));
    expect(summary.audience.peak).toMatchObject({ trend: "up", percent: 50 });
    expect(summary.audience.listeningHours).toMatchObject({ current: 30, previous: 20, percent: 50 });
    expect(summary.busiestHour.previous).toEqual({ hour: 20, averageListeners: 20 });
  });

  it("compares a period still running with the period before up to the same point", () => {
    const now = WEEK.start + 2 * 24 * HOUR_MS; // Wednesday 00:00
    const buckets = [hour(WEEK.start, 10), hour(BEFORE.start, 10), hour(BEFORE.start + 3 * 24 * HOUR_MS, 90)];
    const summary = summarise(input({ buckets, now }));
    expect(summary.previousComparedUntil).toBe(BEFORE.start + 2 * 24 * HOUR_MS);
    expect(summary.audience.peak).toMatchObject({ current: 10, previous: 10, trend: "same" });
  });

  it("counts only the station's total for the audience and the voice series for Discord voice", () => {
    const buckets = [hour(WEEK.start, 10), hour(WEEK.start, 99, "1"), hour(WEEK.start, 4, voiceSeries("g"))];
    const summary = summarise(input({ buckets }));
    expect(summary.audience.peak.current).toBe(10);
    expect(summary.voice.peak.current).toBe(4);
    expect(summary.voice.listeningHours.current).toBe(4);
  });

  it("uses daily buckets for a month and ignores hourly ones there", () => {
    const month = periodAt("month", Date.UTC(2026, 10, 18), UTC);
    const day: ListenerBucket = { ...hour(month.start, 7), resolution: "day" };
    const summary = summarise(
      input({ period: month, previous: previousPeriod(month, UTC), buckets: [day, hour(month.start, 50)] }),
    );
    expect(summary.audience.peak.current).toBe(7);
    expect(summary.busiestHour.current).toEqual({ hour: 0, averageListeners: 50 });
  });

  it("ranks tracks by plays and by average audience, and DJs by their shows' audience", () => {
    const play = (minutes: number, title: string, listeners: number | null, dj = "Auto"): TrackPlay => ({
      station: "s",
      at: WEEK.start + minutes * 60_000,
      artist: "Band",
      title,
      dj,
      listeners,
    });
    const plays = [
      play(0, "Hit", 10),
      play(10, "hit ", 20),
      play(20, "Hit", null),
      play(30, "Deep cut", 90),
      play(70, "Ballad", 40, "Ann"),
      play(80, "Ballad", 60, "Ann"),
    ];
    const spans = [
      { station: "s", dj: "Ann", from: WEEK.start + HOUR_MS, to: WEEK.start + 2 * HOUR_MS },
      { station: "s", dj: "Bob", from: BEFORE.start, to: WEEK.start + HOUR_MS / 2 },
    ];
    const summary = summarise(input({ plays, spans, tallies: tallyPlays(plays, () => WEEK.start) }));
    expect(summary.tracks.byPlays.map((t) => [t.title, t.plays, t.averageListeners])).toEqual([
      ["Hit", 3, 15],
      ["Ballad", 2, 50],
      ["Deep cut", 1, 90],
    ]);
    // One lucky play is no hit: "Deep cut" needs a second play to be ranked by audience.
    expect(summary.tracks.byAudience.map((t) => t.title)).toEqual(["Ballad", "Hit"]);
    expect(summary.djs).toEqual([
      { dj: "Ann", shows: 1, hoursOnAir: 1, plays: 2, averageListeners: 50, peakListeners: 60 },
      { dj: "Bob", shows: 1, hoursOnAir: 0.5, plays: 3, averageListeners: 15, peakListeners: 20 },
    ]);
  });
});
