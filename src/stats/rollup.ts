import { type ListenerBucket, mergeBuckets } from "./buckets.js";
import type { ListenerSample } from "./records.js";
import { type TimeZone, dayStart, hourStart } from "./time-zone.js";

/**
 * The longest time between two samples that still counts as listening. The reader reads every few seconds and
 * the history's plays are a track apart; a longer silence is the bot being away (restart, outage, takeover), and
 * the audience then is unknown, so it is not counted.
 */
export const DEFAULT_MAX_GAP_MS = 10 * 60_000;

/** What a roll-up needs besides the samples. */
export interface RollUpOptions {
  readonly zone: TimeZone;
  /** See {@link DEFAULT_MAX_GAP_MS}. */
  readonly maxGapMs?: number;
  /**
   * The time of each series' latest sample already rolled up, by {@link seriesKey}: the first new sample is timed
   * from it, and samples at or before it are skipped, so a batch counted twice (a takeover) counts once.
   */
  readonly lastSeen?: ReadonlyMap<string, number>;
}

/** The hourly buckets of a batch of samples, and each series' latest sample time to pass to the next batch. */
export interface RollUp {
  readonly hourly: ListenerBucket[];
  readonly lastSeen: Map<string, number>;
}

/** The key of a station's series in {@link RollUpOptions.lastSeen}. */
export function seriesKey(station: string, channel: string): string {
  return `${station}\u0000${channel}`;
}

/**
 * Rolls samples (any order) up into local-hour buckets. Each sample adds 1 to `count`, its listeners to `sum`,
 * to `peak` by max, and — when the series' sample before it is at most `maxGapMs` older — listeners × that gap to
 * `listenerMs` and the gap to `coveredMs`, all in the bucket of the hour the sample was taken in. Two samples of a
 * series at the same instant count once (the larger count). Pure.
 */
export function rollUpSamples(samples: readonly ListenerSample[], options: RollUpOptions): RollUp {
  const maxGap = options.maxGapMs ?? DEFAULT_MAX_GAP_MS;
  const lastSeen = new Map(options.lastSeen);
  // On a tie the larger count comes first and is the one kept, whatever order the batch came in.
  const sorted = [...samples].sort((a, b) => a.at - b.at || b.listeners - a.listeners);
  // Added up in place: a roll-up of months of samples (after a restart) would otherwise make an object per sample.
  const open = new Map<string, { -readonly [K in keyof ListenerBucket]: ListenerBucket[K] }>();
  for (const sample of sorted) {
    const key = seriesKey(sample.station, sample.channel);
    const previous = lastSeen.get(key);
    if (previous !== undefined && sample.at <= previous) continue;
    lastSeen.set(key, sample.at);
    const gap = previous === undefined ? Infinity : sample.at - previous;
    const covered = gap <= maxGap ? gap : 0;
    const start = hourStart(sample.at, options.zone);
    const bucket = open.get(`${key}\u0000${start}`);
    if (bucket) {
      bucket.count += 1;
      bucket.sum += sample.listeners;
      bucket.peak = Math.max(bucket.peak, sample.listeners);
      bucket.listenerMs += sample.listeners * covered;
      bucket.coveredMs += covered;
    } else {
      open.set(`${key}\u0000${start}`, {
        station: sample.station,
        channel: sample.channel,
        resolution: "hour",
        start,
        count: 1,
        sum: sample.listeners,
        peak: sample.listeners,
        listenerMs: sample.listeners * covered,
        coveredMs: covered,
      });
    }
  }
  return { hourly: mergeBuckets(open.values()), lastSeen };
}

/**
 * Daily buckets from hourly ones (or daily ones, merged again): each hour goes to the local day it starts in,
 * which holds it whole, so a day's figures are exactly its hours' figures merged.
 */
export function toDaily(buckets: readonly ListenerBucket[], zone: TimeZone): ListenerBucket[] {
  return mergeBuckets(
    buckets.map((bucket) => ({ ...bucket, resolution: "day" as const, start: dayStart(bucket.start, zone) })),
  );
}
