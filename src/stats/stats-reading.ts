import type { PeriodKind } from "./periods.js";
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
  /** The names of the DJs seen on the station, in code-unit order. */
  djs(station: string): Promise<string[]>;
}
