/** A cron expression's allowed values per field: seconds, minutes, hours, days of month, months, days of week. */
export interface CronFields {
  readonly seconds: readonly number[];
  readonly minutes: readonly number[];
  readonly hours: readonly number[];
  readonly days: ReadonlySet<number>;
  readonly months: ReadonlySet<number>;
  /** 0 = Sunday (a 7 in the expression is Sunday too). */
  readonly weekdays: ReadonlySet<number>;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];
const RANGES: readonly (readonly [number, number, readonly string[], number])[] = [
  [0, 59, [], 0],
  [0, 59, [], 0],
  [0, 23, [], 0],
  [1, 31, [], 0],
  [1, 12, MONTHS, 1],
  [0, 7, WEEKDAYS, 0],
];
const ITEM = /^(\*|\d{1,2}|[a-z]{3})(?:-(\d{1,2}|[a-z]{3}))?(?:\/(\d{1,2}))?$/;

/** One field's values, or null when it uses anything beyond numbers, names, `*`, ranges, lists and steps. */
function parseField(text: string, [min, max, names, nameBase]: (typeof RANGES)[number]): number[] | null {
  const values = new Set<number>();
  const valueOf = (token: string): number => {
    const named = names.indexOf(token);
    return named >= 0 ? named + nameBase : /^\d+$/.test(token) ? Number(token) : Number.NaN;
  };
  for (const item of text.toLowerCase().split(",")) {
    const match = ITEM.exec(item);
    if (!match) return null;
    const [, first = "", last, step] = match;
    // `5/10` (a start with a step but no end) is left to node-cron, which reads it its own way.
    if (step !== undefined && first !== "*" && last === undefined) return null;
    if (first === "*" && last !== undefined) return null;
    const from = first === "*" ? min : valueOf(first);
    const to = first === "*" ? max : last === undefined ? from : valueOf(last);
    const by = step === undefined ? 1 : Number(step);
    if (!(from >= min && to <= max && from <= to && by >= 1)) return null;
    for (let value = from; value <= to; value += by) values.add(value);
  }
  return [...values].sort((a, b) => a - b);
}

/**
 * Parses a cron expression of 5 fields (seconds then 0) or 6 (seconds first), with numbers, English month and
 * weekday names, `*`, ranges, lists and steps. Null for anything else (nicknames, `L`, `W`, `#`, `?`, values out
 * of range): node-cron decides about those. Pure.
 */
export function parseCronFields(expression: string): CronFields | null {
  const parts = expression.trim().split(/\s+/);
  const fields = parts.length === 5 ? ["0", ...parts] : parts;
  if (fields.length !== 6) return null;
  const parsed = fields.map((field, i) => {
    const range = RANGES[i];
    return range ? parseField(field, range) : null;
  });
  const [seconds, minutes, hours, days, months, weekdays] = parsed;
  if (!seconds || !minutes || !hours || !days || !months || !weekdays) return null;
  return {
    seconds,
    minutes,
    hours,
    days: new Set(days),
    months: new Set(months),
    weekdays: new Set(weekdays.map((day) => day % 7)),
  };
}

/**
 * The first moment after `after` (ms) whose local time matches every field (day of month AND day of week, as
 * node-cron matches them), or null when none within 8 years. Local times a clock change skips are skipped. Pure.
 */
export function nextCronMatch(fields: CronFields, after: number): number | null {
  const base = new Date(Math.floor(after / 1000) * 1000);
  const day = new Date(base.getFullYear(), base.getMonth(), base.getDate());
  for (let i = 0; i < 366 * 8; i++, day.setDate(day.getDate() + 1)) {
    const [year, month, date] = [day.getFullYear(), day.getMonth(), day.getDate()];
    if (!fields.months.has(month + 1) || !fields.days.has(date) || !fields.weekdays.has(day.getDay()))
      continue;
    // On the first day, the hours and minutes already past are not tried (every 15 s would try thousands).
    const today = i === 0;
    for (const hour of fields.hours) {
      if (today && hour < base.getHours()) continue;
      for (const minute of fields.minutes) {
        if (today && hour === base.getHours() && minute < base.getMinutes()) continue;
        for (const second of fields.seconds) {
          const at = new Date(year, month, date, hour, minute, second);
          if (at.getTime() > base.getTime() && at.getHours() === hour && at.getMinutes() === minute) {
            return at.getTime();
          }
        }
      }
    }
  }
  return null;
}
