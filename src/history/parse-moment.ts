import type { Locale } from "../locale.js";
import { instantOf, localTime, type TimeZone } from "../stats/time-zone.js";
import { readClockTime, type ClockTime } from "./clock-time.js";
import { isDate, readMomentDay, type MomentDay } from "./moment-day.js";
import { momentVocabulary, type MomentVocabulary } from "./moment-vocabulary.js";
import { joinersOf, withoutJoiners } from "./moment-joiners.js";
import { instantBefore, readRelativeSpan } from "./relative-moment.js";

/** What `parseMoment` needs besides the text: the present, the server's zone and the reader's language. */
export interface MomentOptions {
  readonly now: number;
  /** Clock times and days are read in this zone. */
  readonly zone: TimeZone;
  /** Words are read in this language and in English. */
  readonly locale: Locale;
}

/** A moment read: an instant (Unix ms), one after now (the history has nothing there), or no moment at all. */
export type MomentReading =
  | { readonly kind: "at"; readonly at: number }
  | { readonly kind: "future" }
  | { readonly kind: "unreadable" };

/** Longer input is refused unread: no moment takes more. */
export const MAX_MOMENT_LENGTH = 64;

const MINUTE_MS = 60_000;
/** How many years back a day and month without a year is looked for (29 February: the latest leap year). */
const YEARS_BACK = 8;
const FUTURE: MomentReading = { kind: "future" };
const UNREADABLE: MomentReading = { kind: "unreadable" };

/**
 * The instant a listener means by `text` in `/history at:` (case, accents and surrounding spaces aside):
 * - a clock time (`21:40`, `21.40`, `21h40`, `21h`, `9pm`, `9:15 pm`): its latest occurrence up to now;
 * - a day and a clock time, either order (`yesterday 21:40`, `вчера 21:40`, `mon 8am`, `2026-11-30T21:40`,
 *   `30.11 21:40`): a weekday is its latest occurrence up to now (today if the time has passed, else a week ago), a
 *   day and month the latest year that puts it in the past;
 * - a span back (`2h ago`, `-2h`, `2h30m ago`, `3 days ago`, `vor 2 Stunden`, `2 часа назад`).
 * Words are the reader's language's as Intl writes them, and English's. A day with no clock time is unreadable
 * (`yesterday`, `monday`: a whole day is no moment) unless it is all after now (`tomorrow`, a date ahead): future,
 * as is a span ahead (`in 2 hours`) and any day and time after now (`today 23:00` at 10:00). A clock time that
 * the day skips (clocks forward) is read as `instantOf` reads it, as far past the change as it was into the gap.
 */
export function parseMoment(text: string, options: MomentOptions): MomentReading {
  if (text.length > MAX_MOMENT_LENGTH) return UNREADABLE;
  const vocabulary = momentVocabulary(options.locale);
  const span = readRelativeSpan(text, vocabulary);
  if (span) {
    const empty = span.days === 0 && span.ms === 0;
    return span.future && !empty
      ? FUTURE
      : checked(instantBefore(span, options.now, options.zone), options.now);
  }
  const light = text
    .normalize("NFKC")
    .toLowerCase()
    .trim()
    .replace(/\s+/gu, " ")
    .replace(/^(\d{4}-\d{1,2}-\d{1,2})t(?=\d)/u, "$1 ");
  return readDayAndClock(withoutJoiners(light, joinersOf(options.locale)), vocabulary, options);
}

function readDayAndClock(text: string, vocabulary: MomentVocabulary, options: MomentOptions): MomentReading {
  const alone = readClockTime(text);
  if (alone) return checked(atClock(undefined, alone, options), options.now);
  const day = readMomentDay(text, vocabulary);
  if (day) return dayAlone(day, options);
  const words = text.split(" ");
  for (let cut = 1; cut < words.length; cut++) {
    const head = words.slice(0, cut).join(" ");
    const tail = words.slice(cut).join(" ");
    for (const [dayText, clockText] of [
      [head, tail],
      [tail, head],
    ] as const) {
      const clock = readClockTime(clockText);
      const clockDay = clock && readMomentDay(dayText, vocabulary);
      if (clock && clockDay) return checked(atClock(clockDay, clock, options), options.now);
    }
  }
  return UNREADABLE;
}

/** A day named without a time: a moment only in that, if it is all ahead, the history has nothing of it. */
function dayAlone(day: MomentDay, { now, zone }: MomentOptions): MomentReading {
  if (day.kind === "offset") return day.days > 0 ? FUTURE : UNREADABLE;
  if (day.kind === "date") return instantOf(zone, day.year, day.month, day.day) > now ? FUTURE : UNREADABLE;
  return UNREADABLE;
}

/** The instant of `clock` on `day` (none: its latest occurrence up to now), possibly after now. */
function atClock(day: MomentDay | undefined, clock: ClockTime, { now, zone }: MomentOptions): number {
  const today = localTime(now, zone);
  const on = (year: number, month: number, date: number) =>
    instantOf(zone, year, month, date, clock.hour) + clock.minute * MINUTE_MS;
  const daysBack = (back: number) => on(today.year, today.month, today.day - back);
  const latest = (...candidates: number[]) => candidates.find((at) => at <= now) ?? candidates[0] ?? NaN;
  switch (day?.kind) {
    case undefined:
      return latest(daysBack(0), daysBack(1));
    case "offset":
      return daysBack(-day.days);
    case "weekday": {
      const back = (today.weekday - day.weekday + 7) % 7;
      return latest(daysBack(back), daysBack(back + 7));
    }
    case "date":
      return on(day.year, day.month, day.day);
    case "day-month": {
      const years = Array.from({ length: YEARS_BACK + 1 }, (_, back) => today.year - back);
      const valid = years.filter((year) => isDate(year, day.month, day.day));
      return latest(...valid.map((year) => on(year, day.month, day.day)));
    }
  }
}

function checked(at: number, now: number): MomentReading {
  if (!Number.isFinite(at)) return UNREADABLE;
  return at > now ? FUTURE : { kind: "at", at };
}
