import { LANGUAGE_TABLE, type Locale } from "../locale.js";

/** A day of the calendar, already in the station's zone. */
export interface CalendarDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const DATE: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric" };

const formats = new Map<string, Intl.DateTimeFormat>();

/** One Intl date format per language, shape and zone (UTC unless told), made on first use and kept. */
function formatOf(locale: Locale, options: Intl.DateTimeFormatOptions, zone = "UTC"): Intl.DateTimeFormat {
  const key = `${locale} ${zone} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_TABLE[locale].intl, { ...options, timeZone: zone });
    formats.set(key, format);
  }
  return format;
}

const MOMENT: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};

/**
 * A moment as the language writes a day and a clock time in `zone`, the zone named (`Dec 2, 9:40 PM UTC`,
 * `2. Dez., 22:40 MEZ`): for text where Discord shows no timestamp in the reader's own zone (a menu's options).
 * A zone Intl does not know is written as UTC.
 */
export function momentWords(locale: Locale, ms: number, zone: string): string {
  try {
    return formatOf(locale, MOMENT, zone).format(ms);
  } catch {
    return formatOf(locale, MOMENT).format(ms);
  }
}

const utc = (day: CalendarDay) => Date.UTC(day.year, day.month - 1, day.day);

/** A calendar day as the language writes a date: `Dec 1, 2026`, `1. Dez. 2026`, `1 дек. 2026 г.`. */
export function dateWords(locale: Locale, day: CalendarDay): string {
  return formatOf(locale, DATE).format(utc(day));
}

/** Calendar days from `first` to `last` as the language writes a span: `Nov 23 – 29, 2026`, `23.–29. Nov. 2026`. */
export function dateRangeWords(locale: Locale, first: CalendarDay, last: CalendarDay): string {
  return formatOf(locale, DATE).formatRange(utc(first), utc(last));
}

/** A month (1–12) named standing alone, as a month's title names it (`December`, Russian `декабрь`). */
export function monthWords(locale: Locale, month: number): string {
  return formatOf(locale, { month: "long" }).format(Date.UTC(2024, month - 1, 1));
}

/** An ISO weekday (1 Monday … 7 Sunday), short (`Mon`) or long (`Monday`), in the language's own case. */
export function weekdayWords(locale: Locale, isoDay: number, width: "short" | "long"): string {
  // 1 January 2024 was a Monday.
  return formatOf(locale, { weekday: width }).format(Date.UTC(2024, 0, isoDay));
}
