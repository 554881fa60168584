import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  EMPTY_FIGURES,
  type ListenerBucket,
  averageListeners,
  listeningHours,
  mergeBucket,
  mergeBuckets,
  totalFigures,
} from "../../src/stats/buckets.js";
import { timeZoneNamed } from "../../src/stats/intl-time-zone.js";
import type { ListenerSample } from "../../src/stats/records.js";
import { rollUpSamples, toDaily } from "../../src/stats/rollup.js";
import { HOUR_MS, dayStart } from "../../src/stats/time-zone.js";

const berlin = timeZoneNamed("Europe/Berlin");
const T0 = Date.UTC(2026, 9, 24, 20); // the evening before Berlin's clocks go back

const bucketArb = fc.record({
  station: fc.constant("s"),
  channel: fc.constant("total"),
  resolution: fc.constant("hour" as const),
  start: fc.constant(T0),
  count: fc.nat(1000),
  sum: fc.nat(100_000),
  peak: fc.nat(500),
  listenerMs: fc.nat(1e9),
  coveredMs: fc.nat(1e7),
});

const sampleArb = fc.record({
  station: fc.constantFrom("a", "b"),
  channel: fc.constantFrom("total", "1"),
  at: fc.integer({ min: T0, max: T0 + 10 * HOUR_MS }),
  listeners: fc.nat(300),
});

/** Rolls up every sample in one batch. */
const whole = (samples: readonly ListenerSample[]) => rollUpSamples(samples, { zone: berlin }).hourly;

describe("merging buckets", () => {
  it("is associative and commutative, with no samples as its identity", () => {
    fc.assert(
      fc.property(bucketArb, bucketArb, bucketArb, (a, b, c) => {
        expect(mergeBucket(a, mergeBucket(b, c))).toEqual(mergeBucket(mergeBucket(a, b), c));
        expect(mergeBucket(a, b)).toEqual(mergeBucket(b, a));
        expect(mergeBucket(a, { ...a, ...EMPTY_FIGURES })).toEqual(a);
      }),
    );
  });

  it("gives the same buckets whatever the order and grouping of the input", () => {
    fc.assert(
      fc.property(fc.array(sampleArb, { maxLength: 60 }), fc.nat(59), (samples, cut) => {
        const buckets = whole(samples);
        const twice = [...buckets, ...buckets].map((bucket, i) => ({
          ...bucket,
          start: bucket.start + (i % 2),
        }));
        expect(mergeBuckets([...twice].reverse())).toEqual(mergeBuckets(twice));
        const halves = mergeBuckets([...mergeBuckets(buckets.slice(0, cut)), ...buckets.slice(cut)]);
        expect(halves).toEqual(buckets);
      }),
    );
  });

  it("refuses to merge buckets of different series or hours", () => {
    const a: ListenerBucket = { ...EMPTY_FIGURES, station: "s", channel: "1", resolution: "hour", start: T0 };
    expect(() => mergeBucket(a, { ...a, channel: "2" })).toThrow(RangeError);
  });
});

describe("rolling samples up", () => {
  it("counts listening time between samples at most the largest gap apart, credited to the later one", () => {
    const at = (minutes: number) => T0 + minutes * 60_000;
    const samples = [0, 1, 2, 30, 31].map((m, i) => ({
      station: "s",
      channel: "total",
      at: at(m),
      listeners: 10 * (i + 1),
    }));
    const [bucket] = whole(samples);
    // 20 and 30 listeners for a minute each; the 28-minute silence is over the 10-minute gap; 50 for a minute.
    expect(bucket?.listenerMs).toBe((20 + 30 + 50) * 60_000);
    expect(bucket?.coveredMs).toBe(3 * 60_000);
    expect(bucket?.count).toBe(5);
    expect(bucket?.peak).toBe(50);
    expect(averageListeners(bucket!)).toBeCloseTo(100 / 3);
    expect(listeningHours(bucket!)).toBeCloseTo(100 / 60);
  });

  it("gives the same buckets for a batch in any order", () => {
    fc.assert(
      fc.property(fc.array(sampleArb, { maxLength: 60 }), (samples) => {
        expect(whole([...samples].reverse())).toEqual(whole(samples));
      }),
    );
  });

  it("gives the same buckets in batches passed their last-seen times as all at once, and counts a replay once", () => {
    fc.assert(
      fc.property(
        fc.array(sampleArb, { maxLength: 60 }),
        fc.integer({ min: T0, max: T0 + 10 * HOUR_MS }),
        fc.nat(20),
        (samples, cut, overlap) => {
          const sorted = [...samples].sort((a, b) => a.at - b.at);
          const first = rollUpSamples(
            sorted.filter((s) => s.at < cut),
            { zone: berlin },
          );
          // The process taking over re-reads some samples the first one had already counted.
          const again = sorted.filter((s) => s.at >= cut - overlap * 60_000);
          const second = rollUpSamples(again, { zone: berlin, lastSeen: first.lastSeen });
          expect(mergeBuckets([...first.hourly, ...second.hourly])).toEqual(whole(samples));
          expect(rollUpSamples(again, { zone: berlin, lastSeen: second.lastSeen }).hourly).toEqual([]);
        },
      ),
    );
  });

  it("keeps every distinct sample's count, sum and peak", () => {
    fc.assert(
      fc.property(fc.array(sampleArb, { maxLength: 60 }), (samples) => {
        const distinct = new Map(samples.map((s) => [`${s.station}/${s.channel}/${s.at}`, s]));
        const total = totalFigures(whole(samples));
        expect(total.count).toBe(distinct.size);
        expect(total.peak).toBe(Math.max(0, ...samples.map((s) => s.listeners)));
      }),
    );
  });

  it("puts the two 02:00 hours of the night the clocks go back in two buckets", () => {
    const samples = [0, 1].map((h) => ({
      station: "s",
      channel: "total",
      at: Date.UTC(2026, 9, 25, h, 30),
      listeners: 5,
    }));
    expect(whole(samples).map((b) => b.start)).toEqual([Date.UTC(2026, 9, 25, 0), Date.UTC(2026, 9, 25, 1)]);
  });
});

describe("daily buckets", () => {
  it("hold exactly their local day's hours (25 of them on 2026-10-25 in Berlin)", () => {
    fc.assert(
      fc.property(fc.array(sampleArb, { maxLength: 80 }), (samples) => {
        const hourly = whole(samples);
        const daily = toDaily(hourly, berlin);
        expect(totalFigures(daily)).toEqual(totalFigures(hourly));
        for (const day of daily) {
          expect(day.start).toBe(dayStart(day.start, berlin));
          expect(day.resolution).toBe("day");
        }
        expect(toDaily(daily, berlin)).toEqual(daily);
      }),
    );
    const start = dayStart(Date.UTC(2026, 9, 25, 12), berlin);
    const hours = Array.from({ length: 25 }, (_, h) => ({
      station: "s",
      channel: "total",
      at: start + h * HOUR_MS,
      listeners: 1,
    }));
    const days = toDaily(whole(hours), berlin);
    expect(days).toHaveLength(1);
    expect(days[0]?.count).toBe(25);
  });
});
