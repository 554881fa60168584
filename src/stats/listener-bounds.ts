import { isVoiceSeries, type ListenerSample, STATION_TOTAL, type TrackPlay } from "./records.js";

/**
 * The most listeners one panel channel's count may have to be kept. Far above any internet radio's audience, and
 * low enough that a day's figures of a series stay well within the safe integers the store reads back (see
 * {@link MAX_STATION_LISTENERS}).
 */
export const MAX_CHANNEL_LISTENERS = 1_000_000;

/**
 * The most listeners a station's total (and its Discord voice, and a play's audience) may have to be kept: ten
 * channels at {@link MAX_CHANNEL_LISTENERS}. At this bound a day's bucket holds at most 10⁷ × 25 h in ms
 * (9 × 10¹⁴ listener-ms) and a sum of 10⁷ × 8.64 × 10⁷ samples (one a millisecond): both ten times below
 * `Number.MAX_SAFE_INTEGER` (about 9 × 10¹⁵), whatever the number of days kept, since each stored bucket is one
 * hour or one day.
 */
export const MAX_STATION_LISTENERS = 10 * MAX_CHANNEL_LISTENERS;

/** Why a listener count was not kept (the label of `radio_bot_listener_counts_rejected_total`). */
export const LISTENER_COUNT_REJECTIONS = ["negative", "over_limit", "over_bound", "not_a_count"] as const;
export type ListenerCountRejection = (typeof LISTENER_COUNT_REJECTIONS)[number];

/**
 * Why `count` is not a listener count to keep, or null when it is: it must be a whole number from 0 to `bound`,
 * and no more than the channel's configured `limit` (its `listeners` field; 0, null or absent: no limit). Pure.
 */
export function listenerCountRejection(
  count: number,
  bound: number,
  limit?: number | null,
): ListenerCountRejection | null {
  if (Number.isNaN(count)) return "not_a_count";
  if (count < 0) return "negative";
  if (count > bound) return "over_bound";
  if (!Number.isInteger(count)) return "not_a_count";
  if (typeof limit === "number" && limit > 0 && count > limit) return "over_limit";
  return null;
}

/** The bound of a series' samples: a channel's is one channel's, the total's and voice's a station's. */
export function seriesBound(series: string): number {
  return series === STATION_TOTAL || isVoiceSeries(series) ? MAX_STATION_LISTENERS : MAX_CHANNEL_LISTENERS;
}

/** Records to be written, as the keeper and the backfill hand them to the store. */
export interface ListenerRecords {
  readonly samples?: readonly ListenerSample[];
  readonly plays?: readonly TrackPlay[];
}

/**
 * The records with every listener count that is not to be kept left out: a sample beyond its series' bound (or
 * negative) is dropped, a play keeps its artist and title but loses such an audience (null: unknown). Returns the
 * reason of each count left out, for the metric. Pure.
 */
export function boundedRecords<T extends ListenerRecords>(
  records: T,
): { readonly records: T; readonly rejected: readonly ListenerCountRejection[] } {
  const rejected: ListenerCountRejection[] = [];
  const samples = records.samples?.filter((sample) => {
    const problem = listenerCountRejection(sample.listeners, seriesBound(sample.channel));
    if (problem) rejected.push(problem);
    return problem === null;
  });
  const plays = records.plays?.map((play) => {
    if (play.listeners === null) return play;
    const problem = listenerCountRejection(play.listeners, MAX_STATION_LISTENERS);
    if (!problem) return play;
    rejected.push(problem);
    return { ...play, listeners: null };
  });
  if (rejected.length === 0) return { records, rejected };
  return { records: { ...records, samples, plays }, rejected };
}

/** What a read tells of the audience, as `Observation` and Discord voice give it. */
export interface ReadCounts {
  readonly listeners?: number | null;
  readonly channelListeners?:
    readonly { readonly listeners: number; readonly limit?: number | null }[] | null;
}

/**
 * The counts of a read to keep: the total (null when not read, or when any on-air channel's count or the total
 * itself is not to be kept: that read's audience is not known) and Discord voice (null when not to be kept),
 * with the reason of each count left out. Pure.
 */
export function readListenerCounts(
  read: ReadCounts | null,
  voice: number | null | undefined,
): {
  readonly total: number | null;
  readonly voice: number | null | undefined;
  readonly rejected: readonly ListenerCountRejection[];
} {
  const rejected: ListenerCountRejection[] = [];
  for (const channel of read?.channelListeners ?? []) {
    const problem = listenerCountRejection(channel.listeners, MAX_CHANNEL_LISTENERS, channel.limit);
    if (problem) rejected.push(problem);
  }
  let total = typeof read?.listeners === "number" && rejected.length === 0 ? read.listeners : null;
  const totalProblem = total === null ? null : listenerCountRejection(total, MAX_STATION_LISTENERS);
  if (totalProblem) {
    rejected.push(totalProblem);
    total = null;
  }
  const voiceProblem =
    typeof voice === "number" ? listenerCountRejection(voice, MAX_STATION_LISTENERS) : null;
  if (voiceProblem) rejected.push(voiceProblem);
  return { total, voice: voiceProblem ? null : voice, rejected };
}
