import { type PeriodKind, periodAt, previousPeriod } from "../stats/periods.js";
import { type SummaryInput, summaryResolution } from "../stats/summary.js";
import { setImmediate } from "node:timers/promises";
import type { ListenerBucket } from "../stats/buckets.js";
import type { TrackPlay } from "../stats/records.js";
import type { ExportRecords, StatsReading } from "../stats/stats-reading.js";
import type { TimeZone } from "../stats/time-zone.js";
import { tallyPlays } from "../stats/track-tally.js";
import { createRecentPlays } from "../stats/recent-plays.js";
import type { StatsStore } from "./stats-store.js";

/** Which period a summary is of: the one of `kind` that holds `now`, in the station's zone. */
export interface SummaryRequest {
  readonly station: string;
  readonly kind: PeriodKind;
  readonly now: number;
  readonly zone: TimeZone;
  /** How many tracks each ranking shows. */
  readonly topLimit?: number;
}

/**
 * Reads from the store what `summarise` needs for a period and the one before it: the station's buckets at the
 * period's resolution over both, the hourly ones too (the busiest hour; a month's or a year's covers the hours still
 * kept), its plays and DJ spans of the period, and its track tallies (from the plays for a day or a week, the
 * monthly tallies for a month or a year). `/stats` and the weekly report share it.
 */
export async function summaryInputOf(stats: StatsStore, request: SummaryRequest): Promise<SummaryInput> {
  const { station, kind, now, zone } = request;
  const period = periodAt(kind, now, zone);
  const previous = previousPeriod(period, zone);
  const both = { from: previous.start, to: period.end };
  const current = { from: period.start, to: period.end };
  const resolution = summaryResolution(kind);
  const [atResolution, hourly, plays, spans, monthly] = await Promise.all([
    stats.buckets(station, resolution, both),
    resolution === "hour" ? Promise.resolve([]) : stats.buckets(station, "hour", both),
    stats.plays(station, current),
    stats.spans(station, current),
    resolution === "hour" ? Promise.resolve([]) : stats.tallies(station, current),
  ]);
  return {
    period,
    previous,
    now,
    zone,
    buckets: [...atResolution, ...hourly],
    tallies: resolution === "hour" ? tallyPlays(plays, () => period.start) : monthly,
    plays,
    spans,
    ...(request.topLimit === undefined ? {} : { topLimit: request.topLimit }),
  };
}

/** The store's figures as `/stats` and the weekly report read them, periods cut in `zone`. */
export function storeStatsReading(stats: StatsStore, zone: TimeZone): StatsReading {
  return {
    zone,
    summaryInput: (station, kind, now) => summaryInputOf(stats, { station, kind, now, zone }),
    exportRecords: (station, kind, now) => exportRecordsOf(stats, { station, kind, now, zone }),
    djs: (station) => stats.djs(station),
    plays: (station, range) => stats.plays(station, range),
    recentPlays: createRecentPlays((station, range) => stats.plays(station, range)),
  };
}

/** Days read at once by the export: a day's plays and hours are a few hundred rows, a few milliseconds to decode. */
const EXPORT_READ_MS = 24 * 60 * 60 * 1000;

/**
 * The export's records of a period: its hourly buckets and plays, read a day at a time (the store's reads are
 * synchronous on SQLite), with the event loop's turn after each day.
 */
export async function exportRecordsOf(stats: StatsStore, request: SummaryRequest): Promise<ExportRecords> {
  const period = periodAt(request.kind, request.now, request.zone);
  const buckets: ListenerBucket[] = [];
  const plays: TrackPlay[] = [];
  for (let from = period.start; from < period.end; from += EXPORT_READ_MS) {
    const range = { from, to: Math.min(period.end, from + EXPORT_READ_MS) };
    buckets.push(...(await stats.buckets(request.station, "hour", range)));
    plays.push(...(await stats.plays(request.station, range)));
    await setImmediate();
  }
  return { period, buckets, plays };
}
