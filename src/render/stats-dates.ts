import type { StatsTexts } from "../i18n/areas.js";
import { dateRangeWords, dateWords, monthWords } from "../i18n/dates.js";
import type { Locale } from "../locale.js";
import type { Period } from "../stats/periods.js";
import { type TimeZone, localTime } from "../stats/time-zone.js";

/** The date of an instant in the station's zone, as the reader's language writes dates. */
export function dateText(at: number, zone: TimeZone, locale: Locale): string {
  return dateWords(locale, localTime(at, zone));
}

/** The first and last day of [from, to): one date when they are the same day. */
export function spanText(from: number, to: number, zone: TimeZone, locale: Locale): string {
  return dateRangeWords(locale, localTime(from, zone), localTime(Math.max(from, to - 1), zone));
}

/** The reply's title: the period's kind and dates, with the station's name (already made safe). */
export function periodTitle(
  period: Period,
  station: string,
  zone: TimeZone,
  words: StatsTexts,
  locale: Locale,
): string {
  const { month, year } = localTime(period.start, zone);
  switch (period.kind) {
    case "day":
      return words.title.day({ station, date: dateText(period.start, zone, locale) });
    case "week":
      return words.title.week({ station, range: spanText(period.start, period.end, zone, locale) });
    case "month":
      return words.title.month({ station, month: monthWords(locale, month), year });
    case "year":
      return words.title.year({ station, year });
  }
}

/** `2026-11-23`: the period's first local day, for a file name. */
export function isoDate(at: number, zone: TimeZone): string {
  const { day, month, year } = localTime(at, zone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${String(year)}-${pad(month)}-${pad(day)}`;
}
