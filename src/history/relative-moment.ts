import { HOUR_MS, instantOf, localTime, type TimeZone } from "../stats/time-zone.js";
import { signedFold, type MomentVocabulary, type RelativeUnit } from "./moment-vocabulary.js";

/** A span counted back or ahead from now: whole local days (the same clock time) and a length of time. */
export interface RelativeSpan {
  readonly days: number;
  readonly ms: number;
  readonly future: boolean;
}

const MINUTE_MS = 60_000;
/** English units, longest first (`min` before `m`), for English's compound `2h30m ago`. */
const UNIT = "days|day|d|hours|hour|hrs|hr|h|minutes|minute|mins|min|m";
const DURATION = `\\d{1,6} ?(?:${UNIT})(?: ?\\d{1,6} ?(?:${UNIT}))*`;
const ENGLISH: readonly { readonly pattern: RegExp; readonly future: boolean }[] = [
  { pattern: new RegExp(`^-(${DURATION})$`, "u"), future: false },
  { pattern: new RegExp(`^(${DURATION}) ago$`, "u"), future: false },
  { pattern: new RegExp(`^\\+(${DURATION})$`, "u"), future: true },
  { pattern: new RegExp(`^in (${DURATION})$`, "u"), future: true },
];
const AMOUNT = new RegExp(`(\\d{1,6}) ?(${UNIT})`, "gu");

/**
 * The span `text` counts: English's `2h ago`, `-2h`, `2h30m ago`, `90 min ago`, `in 2 hours`, or any form Intl
 * writes in the vocabulary's language (`vor 2 Stunden`, `2 часа назад`, `hace 2 horas`, `za 2 godziny`).
 */
export function readRelativeSpan(text: string, vocabulary: MomentVocabulary): RelativeSpan | undefined {
  const folded = signedFold(text);
  for (const { pattern, future } of ENGLISH) {
    const duration = pattern.exec(folded)?.[1];
    if (duration !== undefined) return englishSpan(duration, future);
  }
  for (const { pattern, unit, future } of vocabulary.relative) {
    const count = pattern.exec(folded)?.[1];
    if (count !== undefined) return spanOf(Number(count), unit, future);
  }
  return undefined;
}

/**
 * The instant `span` before now: days are counted on the local calendar (`1 day ago` is yesterday at this clock
 * time, 23 or 25 hours back across a change of the clocks), hours and minutes as lengths of time.
 */
export function instantBefore(span: RelativeSpan, now: number, zone: TimeZone): number {
  return shiftDays(now, -span.days, zone) - span.ms;
}

function englishSpan(duration: string, future: boolean): RelativeSpan {
  let days = 0;
  let ms = 0;
  for (const [, count = "0", unit = ""] of duration.matchAll(AMOUNT)) {
    const span = spanOf(Number(count), englishUnit(unit), future);
    days += span.days;
    ms += span.ms;
  }
  return { days, ms, future };
}

function englishUnit(unit: string): RelativeUnit {
  if (unit.startsWith("d")) return "day";
  return unit.startsWith("h") ? "hour" : "minute";
}

function spanOf(count: number, unit: RelativeUnit, future: boolean): RelativeSpan {
  if (unit === "day") return { days: count, ms: 0, future };
  return { days: 0, ms: count * (unit === "hour" ? HOUR_MS : MINUTE_MS), future };
}

function shiftDays(now: number, days: number, zone: TimeZone): number {
  // Today is now itself: re-reading the wall clock would pick the earlier of an hour that happens twice.
  if (days === 0) return now;
  const wall = localTime(now, zone);
  const intoMinute = ((now % MINUTE_MS) + MINUTE_MS) % MINUTE_MS;
  return (
    instantOf(zone, wall.year, wall.month, wall.day + days, wall.hour) + wall.minute * MINUTE_MS + intoMinute
  );
}
