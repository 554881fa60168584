import type { SeriesId } from "./records.js";
import { HOUR_MS } from "./time-zone.js";

/** How long a bucket is: a local hour or a local day of the statistics' time zone. */
export type Resolution = "hour" | "day";

/**
 * A series' listener samples over one local hour or day, summed so that buckets merge in any order and any
 * grouping ({@link mergeBucket} is associative and commutative; {@link EMPTY_FIGURES} is its identity).
 */
export interface BucketFigures {
  /** Samples taken. */
  readonly count: number;
  /** The sum of their listener counts. */
  readonly sum: number;
  /** The most listeners in one sample (0 for no samples). */
  readonly peak: number;
  /**
   * Listener-milliseconds: for each sample, its listeners × the time since the series' sample before it, when
   * that is at most the roll-up's largest gap (see `rollUpSamples`); else 0.
   */
  readonly listenerMs: number;
  /** The milliseconds counted in `listenerMs`: the time the bot was watching. */
  readonly coveredMs: number;
}

/** One bucket: the figures of a station's series over [start, start + its local hour or day). */
export interface ListenerBucket extends BucketFigures {
  readonly station: string;
  readonly channel: SeriesId;
  readonly resolution: Resolution;
  /** The bucket's start in Unix ms: a local hour's or day's first instant. */
  readonly start: number;
}

/** Figures of no samples: merging them changes nothing. */
export const EMPTY_FIGURES: BucketFigures = { count: 0, sum: 0, peak: 0, listenerMs: 0, coveredMs: 0 };

/** The figures of two buckets together (of the same series and span, or to be counted as one). */
export function mergeFigures(a: BucketFigures, b: BucketFigures): BucketFigures {
  return {
    count: a.count + b.count,
    sum: a.sum + b.sum,
    peak: Math.max(a.peak, b.peak),
    listenerMs: a.listenerMs + b.listenerMs,
    coveredMs: a.coveredMs + b.coveredMs,
  };
}

/** The identity of a bucket: station, series, resolution and start. Buckets with the same key merge. */
export function bucketKey(
  bucket: Pick<ListenerBucket, "station" | "channel" | "resolution" | "start">,
): string {
  return `${bucket.station}\u0000${bucket.channel}\u0000${bucket.resolution}\u0000${bucket.start}`;
}

/** Two buckets of the same key as one (a and b from two roll-ups, or the store's row and a new one). */
export function mergeBucket(a: ListenerBucket, b: ListenerBucket): ListenerBucket {
  if (bucketKey(a) !== bucketKey(b))
    throw new RangeError(`cannot merge ${bucketKey(a)} into ${bucketKey(b)}`);
  return { ...a, ...mergeFigures(a, b) };
}

/** Buckets merged by key, in order of start then station then series: the same answer for any input order. */
export function mergeBuckets(buckets: Iterable<ListenerBucket>): ListenerBucket[] {
  const byKey = new Map<string, ListenerBucket>();
  for (const bucket of buckets) {
    const key = bucketKey(bucket);
    const seen = byKey.get(key);
    byKey.set(key, seen ? mergeBucket(seen, bucket) : bucket);
  }
  return [...byKey.values()].sort(
    (a, b) => a.start - b.start || compareText(a.station, b.station) || compareText(a.channel, b.channel),
  );
}

/** Merges the figures of every bucket given, whatever their keys (a period's total of a series). */
export function totalFigures(buckets: Iterable<BucketFigures>): BucketFigures {
  let total = EMPTY_FIGURES;
  for (const bucket of buckets) total = mergeFigures(total, bucket);
  return total;
}

/**
 * The average audience: listener-milliseconds over the milliseconds watched (a time-weighted mean), or the mean of
 * the samples when none of them covered any time; null without samples.
 */
export function averageListeners(figures: BucketFigures): number | null {
  if (figures.coveredMs > 0) return figures.listenerMs / figures.coveredMs;
  return figures.count > 0 ? figures.sum / figures.count : null;
}

/** Listening hours: the hours all listeners together spent listening while the bot watched. */
export function listeningHours(figures: BucketFigures): number {
  return figures.listenerMs / HOUR_MS;
}

/** Code-unit order, the same everywhere (no locale collation: see test/architecture/no-intl.test.ts). */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
