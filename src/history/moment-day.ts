import { dayWordOf, type DayWord, type MomentVocabulary } from "./moment-vocabulary.js";

/**
 * The day part of a moment: a day word (yesterday, a weekday), a full date (`2026-11-30`, `30.11.2026`), or a day
 * and month whose year is the latest that puts it in the past (`30.11`, `30/11`).
 */
export type MomentDay =
  | DayWord
  | { readonly kind: "date"; readonly year: number; readonly month: number; readonly day: number }
  | { readonly kind: "day-month"; readonly month: number; readonly day: number };

const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/u;
/** Day first, as every one of the bot's languages but American English writes it; German ends it with a dot. */
const DAY_MONTH = /^(\d{1,2})[./](\d{1,2})(?:[./](\d{4}))?\.?$/u;

/** The day `text` (lower case, trimmed) names, or undefined: `2026-02-30` and `31.04` name none. */
export function readMomentDay(text: string, vocabulary: MomentVocabulary): MomentDay | undefined {
  const iso = ISO_DATE.exec(text);
  if (iso) return dateOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dayMonth = DAY_MONTH.exec(text);
  if (dayMonth) {
    const [, day, month, year] = dayMonth;
    if (year !== undefined) return dateOf(Number(year), Number(month), Number(day));
    // A leap year is always within reach of the latest past 29 February, so only 30 February and the like fail.
    return isDate(2024, Number(month), Number(day))
      ? { kind: "day-month", month: Number(month), day: Number(day) }
      : undefined;
  }
  return dayWordOf(vocabulary, text);
}

/** Whether `day`.`month`.`year` is a day of the calendar (no 31 April, 29 February in leap years only). */
export function isDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function dateOf(year: number, month: number, day: number): MomentDay | undefined {
  // Date.UTC reads years 0–99 as 1900–1999; the station's history is younger than Unix time anyway.
  return year >= 1970 && isDate(year, month, day) ? { kind: "date", year, month, day } : undefined;
}
