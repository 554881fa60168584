import { DAY_MS } from "./time-zone.js";

/** How long each kind of record is kept, in days before now. */
export interface RetentionPolicy {
  /** Listener samples as read (for the day's fine chart, and to roll up again after a crash). */
  readonly rawDays: number;
  /** Hourly buckets: the busiest hour and the heat map of this month and the month before. */
  readonly hourlyDays: number;
  /** Daily buckets: a year and the year before it, for the year's comparison. */
  readonly dailyDays: number;
  /** Track plays one by one (the export, a week's top tracks and its report). */
  readonly playDays: number;
  /** Monthly track tallies (the top tracks of a month or a year). */
  readonly tallyDays: number;
  /** DJ on-air spans (shows and hours on air). */
  readonly spanDays: number;
}

/** The records a station keeps; sized by {@link estimatedBytesPerYear} to stay within 2 MiB (see the test). */
export const DEFAULT_RETENTION: RetentionPolicy = {
  rawDays: 2,
  hourlyDays: 62,
  dailyDays: 800,
  playDays: 30,
  tallyDays: 760,
  spanDays: 400,
};

/** The kinds of record retention applies to. */
export type RecordKind = "raw" | "hourly" | "daily" | "plays" | "tallies" | "spans";

const DAYS_OF: Record<RecordKind, keyof RetentionPolicy> = {
  raw: "rawDays",
  hourly: "hourlyDays",
  daily: "dailyDays",
  plays: "playDays",
  tallies: "tallyDays",
  spans: "spanDays",
};

/** For each kind, the instant before which records are dropped (`DELETE … WHERE at < cutoff`). */
export function retentionCutoffs(now: number, policy: RetentionPolicy): Record<RecordKind, number> {
  const entries = Object.entries(DAYS_OF).map(([kind, field]) => [kind, now - policy[field] * DAY_MS]);
  return Object.fromEntries(entries) as Record<RecordKind, number>;
}

/**
 * Whether a record of `kind` that starts (or was taken) at `at` is dropped at `now`. A bucket or tally is judged by
 * its start, so it goes as a whole once it began longer ago than its kind is kept.
 */
export function isExpired(kind: RecordKind, at: number, now: number, policy: RetentionPolicy): boolean {
  return at < now - policy[DAYS_OF[kind]] * DAY_MS;
}

/**
 * What a station writes, for sizing retention. The byte counts are what a record costs in its stored chunk (see
 * src/store/stats-chunks.ts) with its share of the row and the indexes, on SQLite, where it costs most: a play is
 * its JSON tuple (artist and title of about 60 characters in all, a DJ's name) and a span a row of its own. They are
 * calibrated on the measured year (`npm run test:slow`: 1 937 408 bytes on SQLite, 1 540 096 on PostgreSQL, above
 * the empty tables), which they stay just above.
 */
export interface StationLoad {
  /** Series rolled up: the panel's channels, the station's total and Discord voice. */
  readonly series: number;
  /** Samples stored per series per day (the observer stores at most one a minute: 1 440). */
  readonly samplesPerDay: number;
  readonly playsPerDay: number;
  /** Distinct tracks a month's tally keeps (its most played; see track-tally.ts). */
  readonly tracksPerMonth: number;
  readonly spansPerDay: number;
  readonly sampleBytes: number;
  readonly bucketBytes: number;
  readonly playBytes: number;
  readonly tallyBytes: number;
  readonly spanBytes: number;
}

/** A busy station: two channels, round-the-clock music (a play every 3.6 minutes), six shows a day. */
export const BUSY_STATION: StationLoad = {
  series: 4,
  samplesPerDay: 1440,
  playsPerDay: 400,
  tracksPerMonth: 100,
  spansPerDay: 6,
  sampleBytes: 10,
  bucketBytes: 36,
  playBytes: 104,
  tallyBytes: 60,
  spanBytes: 48,
};

/**
 * The bytes a station holds once its oldest records start to expire (the most it ever holds), by kind:
 * raw 4 × 1 440 × 2 × 10 = 115 200; hourly 4 × 24 × 62 × 36 = 214 272; daily 4 × 800 × 36 = 115 200;
 * plays 400 × 30 × 104 = 1 248 000; tallies 25 × 100 × 60 = 150 000; spans 6 × 400 × 48 = 115 200;
 * in all 1 957 872 bytes for {@link BUSY_STATION} under {@link DEFAULT_RETENTION}, within 2 MiB (2 097 152). The
 * plays are most of it: 30 days of them (the song finder's month) take what 9 days of rows once did.
 */
export function estimatedBytesPerYear(
  policy: RetentionPolicy,
  load: StationLoad,
): Record<RecordKind, number> {
  const months = Math.ceil(policy.tallyDays / 30.4375);
  return {
    raw: load.series * load.samplesPerDay * policy.rawDays * load.sampleBytes,
    hourly: load.series * 24 * policy.hourlyDays * load.bucketBytes,
    daily: load.series * policy.dailyDays * load.bucketBytes,
    plays: load.playsPerDay * policy.playDays * load.playBytes,
    tallies: months * load.tracksPerMonth * load.tallyBytes,
    spans: load.spansPerDay * policy.spanDays * load.spanBytes,
  };
}
