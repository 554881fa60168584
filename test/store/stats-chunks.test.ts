import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mergeBuckets, type ListenerBucket } from "../../src/stats/buckets.js";
import type { TrackPlay } from "../../src/stats/records.js";
import { DAY_MS, HOUR_MS } from "../../src/stats/time-zone.js";
import {
  bucketOf,
  chunkStart,
  mergeBucketEntries,
  mergePlayEntries,
  mergeSampleEntries,
  playOf,
} from "../../src/store/stats-chunks.js";

const CHUNK = 20 * DAY_MS;
const bucket = (hour: number, count: number, peak: number): ListenerBucket => ({
  station: "s",
  channel: "1",
  resolution: "hour",
  start: CHUNK + hour * HOUR_MS,
  count,
  sum: count * 3,
  peak,
  listenerMs: count * 1000,
  coveredMs: count * 100,
});

describe("stats chunks", () => {
  it("starts a chunk at a multiple of its span, before the epoch too", () => {
    expect([chunkStart(CHUNK + 5, DAY_MS), chunkStart(-1, DAY_MS)]).toEqual([CHUNK, -DAY_MS]);
  });

  it("stores the same buckets however a chunk's buckets are merged in, in batches", () => {
    const arbBuckets = fc.array(
      fc.tuple(
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 99 }),
      ),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(arbBuckets, fc.integer({ min: 1, max: 7 }), (specs, size) => {
        const all = specs.map(([hour, count, peak]) => bucket(hour, count, peak));
        let entries = mergeBucketEntries([], [], CHUNK);
        for (let i = 0; i < all.length; i += size)
          entries = mergeBucketEntries(entries, all.slice(i, i + size), CHUNK);
        const stored = entries.map((entry) => bucketOf("s", "1", "hour", CHUNK, entry));
        expect(stored).toEqual(mergeBuckets(all));
      }),
    );
  });

  it("keeps a stored sample's count, and the larger of two new ones at one instant", () => {
    const sample = (offset: number, listeners: number) => ({
      station: "s",
      channel: "1",
      at: CHUNK + offset,
      listeners,
    });
    const entries = mergeSampleEntries(
      [[5_000, 7]],
      [sample(5_000, 9), sample(1_000, 2), sample(1_000, 4)],
      CHUNK,
    );
    expect(entries).toEqual([
      [1_000, 4],
      [5_000, 7],
    ]);
  });

  it("adds only the plays at instants not stored yet, and reads them back as they were", () => {
    const play = (offset: number, title: string): TrackPlay => ({
      station: "s",
      at: CHUNK + offset,
      artist: "A",
      title,
      dj: "",
      listeners: null,
    });
    const first = mergePlayEntries([], [play(10, "x"), play(20, "y")], CHUNK);
    const second = mergePlayEntries(first.entries, [play(20, "z"), play(30, "w")], CHUNK);
    expect(second.added).toEqual([play(30, "w")]);
    expect(second.entries.map((entry) => playOf("s", CHUNK, entry))).toEqual([
      play(10, "x"),
      play(20, "y"),
      play(30, "w"),
    ]);
  });
});
