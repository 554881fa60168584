/**
 * The day a daylight-saving change happens on: `Jn` (day 1–365, 29 February never counted, so J60 is always
 * 1 March), `n` (day 0–365 counting 29 February) or `Mm.w.d` (weekday d, 0 = Sunday, of week w of month m; week 5
 * is the month's last such weekday).
 */
export type PosixDate =
  | { readonly kind: "julian"; readonly day: number }
  | { readonly kind: "day"; readonly day: number }
  | { readonly kind: "month"; readonly month: number; readonly week: number; readonly weekday: number };

/** A change of the clocks: its day, and the local time of day it happens at, in seconds (may be < 0 or > 24 h). */
export interface PosixChange {
  readonly date: PosixDate;
  readonly time: number;
}

/** Daylight-saving time of a POSIX TZ rule: its offset, and the changes into it (start) and out of it (end). */
export interface PosixDst {
  /** Local time minus UTC during daylight-saving time, in seconds. */
  readonly offset: number;
  /** The change into daylight-saving time, its time read in standard time. */
  readonly start: PosixChange;
  /** The change back, its time read in daylight-saving time. */
  readonly end: PosixChange;
}

/** A POSIX TZ rule as a TZif footer carries it (`CET-1CEST,M3.5.0,M10.5.0/3`), offsets east of UTC positive. */
export interface PosixTz {
  /** Local standard time minus UTC, in seconds (Berlin: 3600; the text says `-1`, POSIX counts west). */
  readonly offset: number;
  /** Daylight-saving time, absent for a zone with one offset all year. */
  readonly dst?: PosixDst;
}

/** Hours allowed in offsets and change times: RFC 8536's extension of POSIX (less than a week). */
const MAX_HOURS = 167;
/** What POSIX implementations assume for a DST name without a rule (the US rule since 2007). */
const DEFAULT_RULE = ",M3.2.0,M11.1.0";

/**
 * Parses a POSIX TZ string with RFC 8536's extensions (change times from −167 to 167 hours, quoted names such as
 * `<+0530>`). Throws a RangeError naming the text when it is not one.
 */
export function parsePosixTz(text: string): PosixTz {
  const cursor = { text, at: 0 };
  const fail = (): never => {
    throw new RangeError(`invalid POSIX TZ string "${text}" (at character ${cursor.at + 1})`);
  };
  if (!readName(cursor)) fail();
  // POSIX counts west of Greenwich; `0 -` keeps UTC's offset +0 rather than −0.
  const std = 0 - (readSeconds(cursor, MAX_HOURS) ?? fail());
  if (cursor.at === text.length) return { offset: std };
  if (!readName(cursor)) fail();
  const given = peek(cursor) === "," ? undefined : readSeconds(cursor, MAX_HOURS);
  const offset = given === undefined ? std + 3600 : 0 - given;
  const rule = { text: cursor.at === text.length ? DEFAULT_RULE : text.slice(cursor.at), at: 0 };
  const start = readChange(rule);
  const end = start && readChange(rule);
  if (!end || rule.at !== rule.text.length) {
    cursor.at += rule.text === DEFAULT_RULE ? 0 : rule.at;
    return fail();
  }
  return { offset: std, dst: { offset, start, end } };
}

interface Cursor {
  readonly text: string;
  at: number;
}

function peek(cursor: Cursor): string {
  return cursor.text[cursor.at] ?? "";
}

/** Reads a zone abbreviation: three or more letters, or three or more of `A-Za-z0-9+-` between `<` and `>`. */
function readName(cursor: Cursor): boolean {
  const rest = cursor.text.slice(cursor.at);
  const match = /^(?:[A-Za-z]{3,}|<[A-Za-z0-9+-]{3,}>)/.exec(rest);
  if (match) cursor.at += match[0].length;
  return match !== null;
}

/** Reads `[+-]hh[:mm[:ss]]` as signed seconds, hours up to `maxHours`; undefined when there is none. */
function readSeconds(cursor: Cursor, maxHours: number): number | undefined {
  const rest = cursor.text.slice(cursor.at);
  const match = /^([+-]?)(\d{1,3})(?::(\d{1,2})(?::(\d{1,2}))?)?/.exec(rest);
  if (!match) return undefined;
  const [hours, minutes, seconds] = [match[2], match[3], match[4]].map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
  ];
  if (hours > maxHours || minutes > 59 || seconds > 59) return undefined;
  cursor.at += match[0].length;
  const total = hours * 3600 + minutes * 60 + seconds;
  return match[1] === "-" ? -total : total;
}

/** Reads `,date[/time]`; the time defaults to 02:00. */
function readChange(cursor: Cursor): PosixChange | undefined {
  const rest = cursor.text.slice(cursor.at);
  const match = /^,(?:J(\d{1,3})|(\d{1,3})|M(\d{1,2})\.(\d)\.(\d))/.exec(rest);
  if (!match) return undefined;
  const date = toDate(match);
  if (!date) return undefined;
  cursor.at += match[0].length;
  if (peek(cursor) !== "/") return { date, time: 7200 };
  cursor.at += 1;
  const time = readSeconds(cursor, MAX_HOURS);
  return time === undefined ? undefined : { date, time };
}

function toDate(match: RegExpExecArray): PosixDate | undefined {
  const [julian, day, month, week, weekday] = [1, 2, 3, 4, 5].map((i) =>
    match[i] === undefined ? undefined : Number(match[i]),
  );
  if (julian !== undefined) return julian >= 1 && julian <= 365 ? { kind: "julian", day: julian } : undefined;
  if (day !== undefined) return day <= 365 ? { kind: "day", day } : undefined;
  if (month === undefined || week === undefined || weekday === undefined) return undefined;
  const valid = month >= 1 && month <= 12 && week >= 1 && week <= 5 && weekday <= 6;
  return valid ? { kind: "month", month, week, weekday } : undefined;
}
