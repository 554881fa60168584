import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ListenerBucket } from "../../src/stats/buckets.js";
import type { Comparison } from "../../src/stats/compare.js";
import { timeZoneNamed } from "../../src/stats/intl-time-zone.js";
import { PERIOD_KINDS, periodAt, previousPeriod } from "../../src/stats/periods.js";
import { STATION_TOTAL, voiceSeries } from "../../src/stats/records.js";
import { summarise } from "../../src/stats/summary.js";
import { HOUR_MS, dayStart, hourStart } from "../../src/stats/time-zone.js";

const berlin = timeZoneNamed("Europe/Berlin");
const NOW = Date.UTC(2026, 9, 28, 15);

/** A bucket somewhere in the year before NOW, possibly of no samples or of samples that covered no time. */
const bucketArb = fc
  .record({
    at: fc.integer({ min: NOW - 400 * 24 * HOUR_MS, max: NOW }),
    daily: fc.boolean(),
    voice: fc.boolean(),
    count: fc.nat(100),
    listeners: fc.nat(500),
    coveredMs: fc.constantFrom(0, 1, HOUR_MS),
  })
  .map(({ at, daily, voice, count, listeners, coveredMs }): ListenerBucket => ({
    station: "s",
    channel: voice ? voiceSeries("g") : STATION_TOTAL,
    resolution: daily ? "day" : "hour",
    start: daily ? dayStart(at, berlin) : hourStart(at, berlin),
    count,
    sum: count * listeners,
    peak: count ? listeners : 0,
    listenerMs: listeners * coveredMs,
    coveredMs,
  }));

const sane = (comparison: Comparison) =>
  [comparison.current, comparison.previous, comparison.percent].every(
    (value) => value === null || Number.isFinite(value),
  );

describe("a summary of any records", () => {
  it("holds no Infinity or NaN, and a percentage only beside a previous figure above 0", () => {
    fc.assert(
      fc.property(
        fc.array(bucketArb, { maxLength: 40 }),
        fc.constantFrom(...PERIOD_KINDS),
        (buckets, kind) => {
          const period = periodAt(kind, NOW, berlin);
          const summary = summarise({
            period,
            previous: previousPeriod(period, berlin),
            now: NOW,
            zone: berlin,
            buckets,
            tallies: [],
            plays: [],
            spans: [],
          });
          const comparisons = [
            ...Object.values(summary.audience),
            ...Object.values(summary.voice),
            summary.busiestHour.average,
          ];
          for (const comparison of comparisons) {
            expect(sane(comparison)).toBe(true);
            if (comparison.percent !== null) expect(comparison.previous).toBeGreaterThan(0);
          }
        },
      ),
    );
  });
});
