import { describe, expect, it } from "vitest";
import { audienceWhileOnAir } from "../../src/stats/dj-audience.js";
import { periodAt } from "../../src/stats/periods.js";
import { djHours, summarise } from "../../src/stats/summary.js";
import { steadyHour } from "../support/hour-bucket.js";
import { HOUR_MS, UTC } from "../../src/stats/time-zone.js";

const T0 = Date.UTC(2026, 10, 10, 18);

describe("a DJ's audience while on air, from the hourly figures", () => {
  it("weighs each hour by the part of it they were on air, and takes the largest peak of those hours", () => {
    const hours = [
      steadyHour(T0 - HOUR_MS, 5),
      steadyHour(T0, 40, 52),
      steadyHour(T0 + HOUR_MS, 80, 95),
      steadyHour(T0 + 2 * HOUR_MS, 7),
    ];
    // On air 18:30–20:00: half of the 40-listener hour, all of the 80 one.
    const audience = audienceWhileOnAir([{ from: T0 + HOUR_MS / 2, to: T0 + 2 * HOUR_MS }], hours);
    expect(audience?.average).toBeCloseTo((40 * 0.5 + 80) / 1.5, 9);
    expect(audience?.peak).toBe(95);
    expect(audienceWhileOnAir([{ from: T0 - 10 * HOUR_MS, to: T0 - 9 * HOUR_MS }], hours)).toBeNull();
  });

  it("gives a month's DJs their audience while on air, where the nine days of plays kept have none of their shows", () => {
    const month = periodAt("month", T0, UTC);
    const spans = [{ station: "s", dj: "Ann", from: T0, to: T0 + 2 * HOUR_MS }];
    const input = {
      period: month,
      previous: periodAt("month", month.start - 1, UTC),
      now: month.end,
      zone: UTC,
      buckets: [steadyHour(T0, 30, 33), steadyHour(T0 + HOUR_MS, 50, 61)],
      tallies: [],
      plays: [],
      spans,
    };
    expect(djHours(input)).toHaveLength(2);
    expect(summarise(input).djs).toEqual([
      { dj: "Ann", shows: 1, hoursOnAir: 2, plays: 0, averageListeners: 40, peakListeners: 61 },
    ]);
    // A week keeps every play: its DJs' audience stays the plays' (none here).
    const week = {
      ...input,
      period: periodAt("week", T0, UTC),
      previous: periodAt("week", T0 - 7 * 86_400_000, UTC),
    };
    expect(djHours(week)).toBeUndefined();
    expect(summarise(week).djs[0]?.averageListeners).toBeNull();
  });
});
