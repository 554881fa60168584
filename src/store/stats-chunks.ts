import { mergeFigures, type ListenerBucket, type Resolution } from "../stats/buckets.js";
import type { ListenerSample, TrackPlay } from "../stats/records.js";
import { DAY_MS, HOUR_MS } from "../stats/time-zone.js";
import { trackKey, type TrackTally } from "../stats/track-tally.js";

/**
 * The statistics are stored in chunks: one row per series (or station) and span of time, its records a JSON array
 * of tuples timed from the chunk's start. A row's own cost (about 40 bytes in PostgreSQL, with its index entry) is
 * then paid once per chunk instead of once per sample or bucket, which keeps a station's year within 2 MiB on both
 * databases; PostgreSQL compresses a chunk of plays or tallies larger than 2 kB on top.
 */
export const CHUNK_MS = { sample: HOUR_MS, hour: DAY_MS, day: 32 * DAY_MS, play: DAY_MS } as const;

/** A sample in its chunk: [ms after the chunk's start, listeners]. */
export type SampleEntry = readonly [number, number];
/** A bucket in its chunk: [ms after the chunk's start, count, sum, peak, listenerMs, coveredMs]. */
export type BucketEntry = readonly [number, number, number, number, number, number];
/** A play in its chunk: [ms after the chunk's start, artist, title, dj, listeners]. */
export type PlayEntry = readonly [number, string, string, string, number | null];
/** A track's tally in its month's chunk: [artist, title, plays, audienceSum, audienceCount]. */
export type TallyEntry = readonly [string, string, number, number, number];

/**
 * The entries a chunk is written with: those whose numbers are all safe integers, as the store reads them back.
 * Within the listener bounds (src/stats/listener-bounds.ts) every entry is; this keeps a sum that somehow passed
 * them from making the whole chunk unreadable.
 */
export function storableEntries(entries: readonly unknown[]): unknown[] {
  return entries.filter(
    (entry) =>
      Array.isArray(entry) && entry.every((cell) => typeof cell !== "number" || Number.isSafeInteger(cell)),
  );
}

/** The start of the chunk of `span` ms holding `at`. */
export function chunkStart(at: number, span: number): number {
  return Math.floor(at / span) * span;
}

/** Records grouped by a key of theirs (a series' and a chunk's), in the order first met. */
export function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const id = key(item);
    const group = groups.get(id);
    if (group) group.push(item);
    else groups.set(id, [item]);
  }
  return groups;
}

/** A chunk's samples with the new ones added: an instant already stored keeps its stored count. */
export function mergeSampleEntries(
  stored: readonly SampleEntry[],
  added: readonly ListenerSample[],
  chunk: number,
): SampleEntry[] {
  const byTime = new Map(stored.map((entry) => [entry[0], entry]));
  // At one instant the larger count is the one kept, as in the roll-up.
  for (const sample of [...added].sort((a, b) => a.at - b.at || b.listeners - a.listeners)) {
    if (!byTime.has(sample.at - chunk)) byTime.set(sample.at - chunk, [sample.at - chunk, sample.listeners]);
  }
  return [...byTime.values()].sort((a, b) => a[0] - b[0]);
}

/** A chunk's buckets with the new ones merged in (`mergeFigures` for a bucket already stored). */
export function mergeBucketEntries(
  stored: readonly BucketEntry[],
  added: readonly ListenerBucket[],
  chunk: number,
): BucketEntry[] {
  const byStart = new Map(stored.map((entry) => [entry[0], entry]));
  for (const bucket of added) {
    const offset = bucket.start - chunk;
    const seen = byStart.get(offset);
    const figures = seen ? mergeFigures(bucketFigures(seen), bucket) : bucket;
    byStart.set(offset, [
      offset,
      figures.count,
      figures.sum,
      figures.peak,
      figures.listenerMs,
      figures.coveredMs,
    ]);
  }
  return [...byStart.values()].sort((a, b) => a[0] - b[0]);
}

function bucketFigures(entry: BucketEntry) {
  const [, count, sum, peak, listenerMs, coveredMs] = entry;
  return { count, sum, peak, listenerMs, coveredMs };
}

/** A stored bucket as a record. */
export function bucketOf(
  station: string,
  channel: string,
  resolution: Resolution,
  chunk: number,
  entry: BucketEntry,
): ListenerBucket {
  return { station, channel, resolution, start: chunk + entry[0], ...bucketFigures(entry) };
}

/** A chunk's plays with the new ones added, and which were new: a play at a stored play's instant is that play. */
export function mergePlayEntries(
  stored: readonly PlayEntry[],
  added: readonly TrackPlay[],
  chunk: number,
): { entries: PlayEntry[]; added: TrackPlay[] } {
  const byTime = new Map(stored.map((entry) => [entry[0], entry]));
  const fresh: TrackPlay[] = [];
  for (const play of added) {
    if (byTime.has(play.at - chunk)) continue;
    byTime.set(play.at - chunk, [play.at - chunk, play.artist, play.title, play.dj, play.listeners]);
    fresh.push(play);
  }
  return { entries: [...byTime.values()].sort((a, b) => a[0] - b[0]), added: fresh };
}

/** A stored play as a record. */
export function playOf(station: string, chunk: number, entry: PlayEntry): TrackPlay {
  const [offset, artist, title, dj, listeners] = entry;
  return { station, at: chunk + offset, artist, title, dj, listeners };
}

/** A stored tally as a record; its key is the one of the spelling kept (only the spelling is stored). */
export function tallyOf(station: string, start: number, entry: TallyEntry): TrackTally {
  const [artist, title, plays, audienceSum, audienceCount] = entry;
  return { station, start, key: trackKey(artist, title), artist, title, plays, audienceSum, audienceCount };
}

/** A tally as stored in its month's chunk. */
export function tallyEntry(tally: TrackTally): TallyEntry {
  return [tally.artist, tally.title, tally.plays, tally.audienceSum, tally.audienceCount];
}
