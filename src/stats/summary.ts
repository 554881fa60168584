import {
  type ListenerBucket,
  type Resolution,
  averageListeners,
  listeningHours,
  totalFigures,
} from "./buckets.js";
import { type Comparison, compare, compareSums } from "./compare.js";
import { type DjFigures, djFigures } from "./dj-figures.js";
import { type BusiestHour, busiestHour } from "./busiest-hour.js";
import type { Period, PeriodKind } from "./periods.js";
import { type DjSpan, STATION_TOTAL, type TrackPlay, isVoiceSeries } from "./records.js";
import type { TimeZone } from "./time-zone.js";
import { type TopTracks, topTracks } from "./top-tracks.js";
import type { TrackTally } from "./track-tally.js";

/** What a summary is computed from: the store's records of one station around two periods. */
export interface SummaryInput {
  readonly period: Period;
  /** The period before it (`previousPeriod`). */
  readonly previous: Period;
  /** Now: a period still running is compared with the period before up to the same point, not with all of it. */
  readonly now: number;
  readonly zone: TimeZone;
  /**
   * The station's buckets over both periods, hourly and daily: {@link summaryResolution} picks the ones that
   * count, the station's total series for the audience and the voice series for Discord voice.
   */
  readonly buckets: readonly ListenerBucket[];
  /** Track tallies of this period (from its plays, or a month's or a year's monthly tallies). */
  readonly tallies: readonly TrackTally[];
  /** Plays and DJ spans of this period, for the DJs' audience and time on air. */
  readonly plays: readonly TrackPlay[];
  readonly spans: readonly DjSpan[];
  /** How many tracks each ranking shows (default 10). */
  readonly topLimit?: number;
}

/** Peak, average and listening hours of a series, each beside the previous period's. */
export interface AudienceFigures {
  readonly peak: Comparison;
  readonly average: Comparison;
  readonly listeningHours: Comparison;
}

/** Everything `/stats` and the weekly report say about a period. */
export interface StatsSummary {
  readonly period: Period;
  readonly previous: Period;
  /** The end of the span of the previous period compared: its end, or as far into it as `now` is into this one. */
  readonly previousComparedUntil: number;
  readonly audience: AudienceFigures;
  readonly busiestHour: {
    readonly current: BusiestHour | null;
    readonly previous: BusiestHour | null;
    /** This period's busiest hour's average audience beside the previous period's busiest hour's. */
    readonly average: Comparison;
  };
  readonly tracks: TopTracks;
  readonly djs: readonly DjFigures[];
  /** The listeners in Discord voice: the people in the bot's voice channels playing the station, together. */
  readonly voice: AudienceFigures;
}

/** Hourly buckets for a day or a week; daily ones for a month or a year (hourly ones are kept two months). */
export function summaryResolution(kind: PeriodKind): Resolution {
  return kind === "day" || kind === "week" ? "hour" : "day";
}

/** Summarises a period against the one before. Pure; empty inputs give nulls, never Infinity or NaN. */
export function summarise(input: SummaryInput): StatsSummary {
  const { period, previous, zone } = input;
  const elapsed = Math.max(0, Math.min(input.now, period.end) - period.start);
  const previousEnd = Math.min(previous.end, previous.start + elapsed);
  const resolution = summaryResolution(period.kind);
  const slice = (from: number, to: number, wanted: Resolution, series: (channel: string) => boolean) =>
    input.buckets.filter(
      (bucket) =>
        bucket.resolution === wanted && series(bucket.channel) && bucket.start >= from && bucket.start < to,
    );
  const total = (channel: string) => channel === STATION_TOTAL;
  const audienceOf = (series: (channel: string) => boolean) =>
    audienceFigures(
      slice(period.start, period.end, resolution, series),
      slice(previous.start, previousEnd, resolution, series),
    );
  const currentHour = busiestHour(slice(period.start, period.end, "hour", total), zone);
  const previousHour = busiestHour(slice(previous.start, previousEnd, "hour", total), zone);
  return {
    period,
    previous,
    previousComparedUntil: previousEnd,
    audience: audienceOf(total),
    busiestHour: {
      current: currentHour,
      previous: previousHour,
      average: compare(currentHour?.averageListeners ?? null, previousHour?.averageListeners ?? null),
    },
    tracks: topTracks(input.tallies, { limit: input.topLimit ?? 10 }),
    djs: djFigures(input.spans, input.plays, period, djHours(input)),
    voice: audienceOf(isVoiceSeries),
  };
}

/**
 * The hours a month's or a year's DJ audience is read from (the station's total, hourly, in the period): plays are
 * kept 30 days, the hours two months. Undefined for a day or a week, whose plays are all kept.
 */
export function djHours(input: Pick<SummaryInput, "period" | "buckets">): ListenerBucket[] | undefined {
  const { period } = input;
  if (summaryResolution(period.kind) === "hour") return undefined;
  return input.buckets.filter(
    (bucket) =>
      bucket.resolution === "hour" &&
      bucket.channel === STATION_TOTAL &&
      bucket.start >= period.start &&
      bucket.start < period.end,
  );
}

/** Peak, average and listening hours of two sets of buckets, compared; a set without buckets gives nulls. */
export function audienceFigures(
  current: readonly ListenerBucket[],
  previous: readonly ListenerBucket[],
): AudienceFigures {
  const figures = (buckets: readonly ListenerBucket[]) => {
    if (buckets.length === 0) return { peak: null, average: null, hours: null, coveredMs: 0 };
    const total = totalFigures(buckets);
    const { peak, coveredMs } = total;
    return { peak, average: averageListeners(total), hours: listeningHours(total), coveredMs };
  };
  const now = figures(current);
  const before = figures(previous);
  return {
    // A peak, like a sum, grows with the time watched: compared only with a period seen about as long.
    peak: compareSums(
      { value: now.peak, coveredMs: now.coveredMs },
      { value: before.peak, coveredMs: before.coveredMs },
    ),
    average: compare(now.average, before.average),
    listeningHours: compareSums(
      { value: now.hours, coveredMs: now.coveredMs },
      { value: before.hours, coveredMs: before.coveredMs },
    ),
  };
}
