import { type Period, periodAt, previousPeriod } from "./periods.js";
import { instantOf, localTime, type TimeZone } from "./time-zone.js";

/** When a server's weekly report is posted: an ISO weekday (1 Monday … 7 Sunday) and an hour, in the stats' zone. */
export interface ReportTime {
  readonly day: number;
  readonly hour: number;
}

/**
 * How late a report may still be posted: a bot that was down at the report's hour posts it when it is back that
 * day, but not days later, when the next week's is nearly due.
 */
export const REPORT_LATE_MS = 24 * 3_600_000;

/** The instant of `time` in the local week of `now`. Pure. */
export function reportInstant(time: ReportTime, now: number, zone: TimeZone): number {
  return instantInWeek(time, periodAt("week", now, zone), zone);
}

function instantInWeek(time: ReportTime, week: Period, zone: TimeZone): number {
  const monday = localTime(week.start, zone);
  return instantOf(zone, monday.year, monday.month, monday.day + time.day - 1, time.hour);
}

/**
 * The week a server's report is due for at `now`: from the report's time until {@link REPORT_LATE_MS} after it, the
 * last week complete at that time; null outside that window. The time may be in the week before `now`'s (a Sunday
 * 23:00 report seen on Monday 01:00 is late, not missed). Pure.
 */
export function reportDue(time: ReportTime, now: number, zone: TimeZone): Period | null {
  const current = periodAt("week", now, zone);
  for (const week of [current, previousPeriod(current, zone)]) {
    const due = instantInWeek(time, week, zone);
    if (now >= due && now < due + REPORT_LATE_MS) return previousPeriod(week, zone);
  }
  return null;
}

/** What the fleet keeps of a server's weekly report: the start of the last week reported. */
export interface ReportState {
  readonly week: number;
}

/**
 * Whether the report of the week starting at `week` is still to be queued, given the state the fleet saved (JSON
 * read back, untrusted: anything unreadable counts as nothing reported). Pure.
 */
export function reportPending(saved: unknown, week: number): boolean {
  const last =
    typeof saved === "object" && saved !== null && "week" in saved && typeof saved.week === "number"
      ? saved.week
      : null;
  return last === null || last < week;
}
