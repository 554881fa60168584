import type { ListenerBucket, Resolution } from "../stats/buckets.js";
import type { DjSpan, ListenerSample, TrackPlay } from "../stats/records.js";
import type { RecordKind, RetentionPolicy } from "../stats/retention.js";
import type { TimeZone } from "../stats/time-zone.js";
import type { TrackTally } from "../stats/track-tally.js";

/** What the station observer hands the store in one write: every record is of the station it is recorded for. */
export interface StatsBatch {
  readonly samples?: readonly ListenerSample[];
  readonly plays?: readonly TrackPlay[];
  readonly spans?: readonly DjSpan[];
}

/** How a batch is rolled up: the zone its hours, days and months are cut in, and the roll-up's largest gap. */
export interface StatsRecordOptions {
  readonly zone: TimeZone;
  /** See `DEFAULT_MAX_GAP_MS` in src/stats/rollup.ts. */
  readonly maxGapMs?: number;
}

/** What a write added: records already stored (a batch recorded again after a takeover) are not counted. */
export interface StatsRecorded {
  /** Samples rolled up (newer than their series' last-seen time). */
  readonly samples: number;
  /** Plays stored and tallied (a play at the same instant as a stored one is the same play). */
  readonly plays: number;
  readonly spans: number;
}

/** A half-open time range [from, to) in Unix ms. */
export interface TimeRange {
  readonly from: number;
  readonly to: number;
}

/**
 * A station's figures in the bot's store (SQLite or PostgreSQL, the same contract): samples as read for two days,
 * rolled up into hourly and daily buckets as they are written, track plays and their monthly tallies, and DJ spans.
 * One process writes a station's figures at a time (the one reading it); each series' last-seen time is stored with
 * its buckets, so a process that takes a station over goes on from there and nothing is counted twice.
 */
export interface StatsStore {
  /**
   * Stores a batch of `station`'s records in one transaction: samples newer than their series' last-seen time are
   * kept and rolled up (`rollUpSamples`, `toDaily`) into the stored hourly and daily buckets, merged with what is
   * there; plays not yet stored are kept and added to their month's tally; spans are merged with the stored spans
   * of the same DJ they overlap or touch. A record of another station is a RangeError, and nothing is written.
   */
  record(station: string, batch: StatsBatch, options: StatsRecordOptions): Promise<StatsRecorded>;
  /** The samples stored of `station` taken in `range`, oldest first (every series). */
  samples(station: string, range: TimeRange): Promise<ListenerSample[]>;
  /** The hourly or daily buckets of `station` starting in `range`, in `mergeBuckets` order. */
  buckets(station: string, resolution: Resolution, range: TimeRange): Promise<ListenerBucket[]>;
  /** The plays of `station` in `range`, oldest first. */
  plays(station: string, range: TimeRange): Promise<TrackPlay[]>;
  /** The monthly tallies of `station` whose month starts in `range`, in `mergeTallies` order. */
  tallies(station: string, range: TimeRange): Promise<TrackTally[]>;
  /** The DJ spans of `station` that overlap `range`, by start. */
  spans(station: string, range: TimeRange): Promise<DjSpan[]>;
  /** The names of the DJs seen on `station` (in its stored plays or spans), in code-unit order. */
  djs(station: string): Promise<string[]>;
  /**
   * Drops every station's records that `policy` expires at `now` (`retentionCutoffs`: buckets, tallies and spans by
   * their start), cuts each month's tally that is over to its most played tracks (`trimTallies`), and drops the DJs
   * no stored record names any more. Resolves to the stored rows dropped or rewritten, by kind.
   */
  prune(now: number, policy: RetentionPolicy): Promise<Record<RecordKind, number>>;
  /** The bytes the statistics' tables and indexes take in the database, as the database counts them. */
  storageBytes(): Promise<number>;
}
