import type { PosixDate, PosixDst, PosixTz } from "./posix-tz.js";

const DAY_SECONDS = 86_400;

/** The two changes of one year's rule as UTC instants in seconds (`start` may come after `end`: south of the equator). */
export interface YearChanges {
  readonly start: number;
  readonly end: number;
}

/** The UTC instants (seconds) at which daylight-saving time starts and ends in `year` under `dst`. */
export function yearChanges(offset: number, dst: PosixDst, year: number): YearChanges {
  return {
    start: ruleDay(dst.start.date, year) * DAY_SECONDS + dst.start.time - offset,
    end: ruleDay(dst.end.date, year) * DAY_SECONDS + dst.end.time - dst.offset,
  };
}

/** Years of changes {@link rememberedYearChanges} keeps (a year is two numbers). */
const MAX_REMEMBERED_YEARS = 64;

/** {@link yearChanges} that remembers the last years asked for: a zone reads its rule at every instant it is asked. */
export function rememberedYearChanges(offset: number, dst: PosixDst): (year: number) => YearChanges {
  const years = new Map<number, YearChanges>();
  return (year) => {
    let changes = years.get(year);
    if (!changes) {
      if (years.size >= MAX_REMEMBERED_YEARS) years.clear();
      changes = yearChanges(offset, dst, year);
      years.set(year, changes);
    }
    return changes;
  };
}

/**
 * Local time minus UTC, in seconds, at the instant `at` (seconds since 1970) under `tz`. `changesOf` gives a year's
 * changes (pass {@link rememberedYearChanges} where many instants are read).
 */
export function posixOffsetAt(tz: PosixTz, at: number, changesOf?: (year: number) => YearChanges): number {
  return lastPosixChange(tz, at, changesOf)?.offset ?? tz.offset;
}

/** A change of the clocks under a rule: its UTC instant in seconds and the offset from then on. */
export interface PosixChangeAt {
  readonly at: number;
  readonly offset: number;
}

/** The rule's last change at or before `at` (seconds since 1970); undefined for a rule without daylight saving. */
export function lastPosixChange(
  tz: PosixTz,
  at: number,
  changesOf?: (year: number) => YearChanges,
): PosixChangeAt | undefined {
  const { dst } = tz;
  if (!dst) return undefined;
  const changes = changesOf ?? ((y: number) => yearChanges(tz.offset, dst, y));
  const year = new Date((at + tz.offset) * 1000).getUTCFullYear();
  // A change time may be up to a week off its day, so a year's changes can fall in the next year or, with both
  // late in December, leave the year before to decide: the latest change at or before `at` over four years wins.
  let last: PosixChangeAt | undefined;
  for (let y = year - 2; y <= year + 1; y++) {
    const { start, end } = changes(y);
    // An end and the next start at one instant (daylight-saving time all year) leave the clocks on DST.
    const ordered: PosixChangeAt[] = [
      { at: end, offset: tz.offset },
      { at: start, offset: dst.offset },
    ];
    if (start < end) ordered.reverse();
    for (const change of ordered) {
      if (change.at <= at && change.at >= (last?.at ?? -Infinity)) last = change;
    }
  }
  return last;
}

/** Days from 1970-01-01 to the day `date` names in `year`. */
export function ruleDay(date: PosixDate, year: number): number {
  const first = Date.UTC(year, 0, 1) / (DAY_SECONDS * 1000);
  switch (date.kind) {
    case "julian":
      return first + date.day - 1 + (isLeap(year) && date.day >= 60 ? 1 : 0);
    case "day":
      return first + date.day;
    case "month": {
      const monthStart = Date.UTC(year, date.month - 1, 1) / (DAY_SECONDS * 1000);
      const length = Date.UTC(year, date.month, 1) / (DAY_SECONDS * 1000) - monthStart;
      // 1970-01-01 was a Thursday (4 with Sunday 0).
      const firstWeekday = (((monthStart + 4) % 7) + 7) % 7;
      let day = ((date.weekday - firstWeekday + 7) % 7) + (date.week - 1) * 7;
      while (day >= length) day -= 7;
      return monthStart + day;
    }
  }
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}
