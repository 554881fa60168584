import type { Period, PeriodKind } from "./periods.js";
import type { ListenerBucket } from "./buckets.js";
import type { TrackPlay } from "./records.js";
import type { SummaryInput } from "./summary.js";
import type { TimeZone } from "./time-zone.js";

/**
 * What `/stats` and the weekly report read of the stations' kept figures (the store implements it; commands see
 * only this): a period's records, and the DJs seen.
 */
export interface StatsReading {
  /** `STATS_TIMEZONE`, resolved once at start: the zone every period is cut in. */
  readonly zone: TimeZone;
  /** The records of the period of `kind` that holds `now` and the one before it (see `summarise`). */
  summaryInput(station: string, kind: PeriodKind, now: number): Promise<SummaryInput>;
  /**
   * What the export of the period of `kind` holding `now` reads: its hourly buckets and its plays, and nothing of
   * the period before. Read a day at a time with the event loop's turn between days, so a month's export never
   * holds the loop for the whole read.
   */
  exportRecords(station: string, kind: PeriodKind, now: number): Promise<ExportRecords>;
  /** The names of the DJs seen on the station, in code-unit order. */
  djs(station: string): Promise<string[]>;
  /** The plays of the station in `range`, oldest first (`/history at:`). */
  plays(station: string, range: { readonly from: number; readonly to: number }): Promise<TrackPlay[]>;
  /**
   * The plays of the station's last 30 days (`SEARCH_DAYS`), oldest first (`/history search:` and its
   * autocomplete), reused for a few seconds between letters typed.
   */
  recentPlays(station: string, now: number): Promise<readonly TrackPlay[]>;
}

/** A period's records as the export writes them. */
export interface ExportRecords {
  readonly period: Period;
  readonly buckets: readonly ListenerBucket[];
  readonly plays: readonly TrackPlay[];
}
