import { type TimeZone, instantOf, localTime } from "./time-zone.js";

/** The spans `/stats` and the reports cover. A week runs Monday to Monday (ISO 8601). */
export type PeriodKind = "day" | "week" | "month" | "year";

/** Every period kind, shortest first. */
export const PERIOD_KINDS: readonly PeriodKind[] = ["day", "week", "month", "year"];

/**
 * A period in a time zone: [start, end) in Unix ms. Starts and ends are local midnights (or the instant a day began
 * when the clocks jumped over midnight), so a day lasts 23, 24 or 25 hours and a week 167, 168 or 169.
 */
export interface Period {
  readonly kind: PeriodKind;
  readonly start: number;
  readonly end: number;
  /** The zone's name, so that a period is never compared with one cut in another zone by mistake. */
  readonly zone: string;
}

/** The period of `kind` in `zone` that contains the instant `at`. */
export function periodAt(kind: PeriodKind, at: number, zone: TimeZone): Period {
  const local = localTime(at, zone);
  const [year, month, day] = firstDay(kind, local);
  const start = instantOf(zone, year, month, day);
  const [nextYear, nextMonth, nextDay] = advance(kind, year, month, day);
  return { kind, start, end: instantOf(zone, nextYear, nextMonth, nextDay), zone: zone.name };
}

/** The period of the same kind just before `period` (the week before, the month before …), for comparisons. */
export function previousPeriod(period: Period, zone: TimeZone): Period {
  return periodAt(period.kind, period.start - 1, zone);
}

/** The period of the same kind just after `period`. */
export function nextPeriod(period: Period, zone: TimeZone): Period {
  return periodAt(period.kind, period.end, zone);
}

/** The last whole period of `kind` before the one containing `at` (what a weekly report on Monday covers). */
export function lastCompletePeriod(kind: PeriodKind, at: number, zone: TimeZone): Period {
  return previousPeriod(periodAt(kind, at, zone), zone);
}

/** Whether the instant `at` lies in the period. */
export function inPeriod(period: Period, at: number): boolean {
  return at >= period.start && at < period.end;
}

/** The period's length in hours (a day of daylight-saving change: 23 or 25). */
export function periodHours(period: Period): number {
  return (period.end - period.start) / 3_600_000;
}

function firstDay(
  kind: PeriodKind,
  local: { year: number; month: number; day: number; weekday: number },
): [number, number, number] {
  switch (kind) {
    case "day":
      return [local.year, local.month, local.day];
    case "week":
      // Day numbers below 1 roll back into the month before, as Date.UTC rolls them.
      return [local.year, local.month, local.day - local.weekday];
    case "month":
      return [local.year, local.month, 1];
    case "year":
      return [local.year, 1, 1];
  }
}

function advance(kind: PeriodKind, year: number, month: number, day: number): [number, number, number] {
  switch (kind) {
    case "day":
      return [year, month, day + 1];
    case "week":
      return [year, month, day + 7];
    case "month":
      return [year, month + 1, day];
    case "year":
      return [year + 1, month, day];
  }
}
