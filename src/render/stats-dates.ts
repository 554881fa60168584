import type { StatsTexts } from "../i18n/types/stats.js";
import type { Period } from "../stats/periods.js";
import { type TimeZone, localTime } from "../stats/time-zone.js";

/** The date of an instant in the station's zone, in the catalogue's words (no Intl: the zone's own offsets). */
export function dateText(at: number, zone: TimeZone, words: StatsTexts): string {
  const { day, month, year } = localTime(at, zone);
  return words.date(day, words.monthsShort[month - 1] ?? String(month), year);
}

/** The first and last day of [from, to): one date when they are the same day. */
export function spanText(from: number, to: number, zone: TimeZone, words: StatsTexts): string {
  const first = dateText(from, zone, words);
  const last = dateText(Math.max(from, to - 1), zone, words);
  return first === last ? first : words.range(first, last);
}

/** The reply's title: the period's kind and dates, with the station's name (already made safe). */
export function periodTitle(period: Period, station: string, zone: TimeZone, words: StatsTexts): string {
  const { month, year } = localTime(period.start, zone);
  switch (period.kind) {
    case "day":
      return words.title.day(station, dateText(period.start, zone, words));
    case "week":
      return words.title.week(station, spanText(period.start, period.end, zone, words));
    case "month":
      return words.title.month(station, words.monthsLong[month - 1] ?? String(month), year);
    case "year":
      return words.title.year(station, year);
  }
}

/** `2026-11-23`: the period's first local day, for a file name. */
export function isoDate(at: number, zone: TimeZone): string {
  const { day, month, year } = localTime(at, zone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${String(year)}-${pad(month)}-${pad(day)}`;
}
