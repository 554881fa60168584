/**
 * A time zone as the statistics need it: the offset of local time from UTC at any instant. The period and bucket
 * arithmetic is pure over this; `timeZoneNamed` gives the IANA zones' rules through Intl.
 */
export interface TimeZone {
  /** The IANA name (`Europe/Berlin`), or a fixed name such as `UTC`. */
  readonly name: string;
  /** Local time minus UTC at the instant `at`, in milliseconds (Berlin in summer: 7 200 000). */
  offsetMs(at: number): number;
}

/** A zone with one offset all year (UTC, or a test's fixed zone). */
export function fixedZone(offsetMinutes: number, name = offsetName(offsetMinutes)): TimeZone {
  const offset = offsetMinutes * 60_000;
  return { name, offsetMs: () => offset };
}

/** Coordinated Universal Time. */
export const UTC: TimeZone = fixedZone(0, "UTC");

/** A wall-clock reading in a zone. `month` 1–12; `weekday` 0 = Monday … 6 = Sunday (ISO order). */
export interface LocalTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly weekday: number;
}

/** An hour in milliseconds (a local hour is always this long; a local day is not). */
export const HOUR_MS = 3_600_000;
/** 24 hours in milliseconds: retention's and the backfill's unit, never a local day's length. */
export const DAY_MS = 86_400_000;

/** The wall clock in `zone` at the instant `at`. */
export function localTime(at: number, zone: TimeZone): LocalTime {
  const local = new Date(at + zone.offsetMs(at));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    weekday: (local.getUTCDay() + 6) % 7,
  };
}

/**
 * The instant a wall-clock time happens in `zone`, disambiguated as Temporal's "compatible" mode does: a time that
 * happens twice (autumn, clocks back) gives the earlier instant; a time that never happens (spring, clocks
 * forward) is read with the offset from before the change, so it lands as far after the change as it was into
 * the gap (a day that starts in the gap starts when the clocks jump). Months and days outside their range roll
 * over as Date.UTC rolls them, which the period arithmetic relies on (month 13 is next January).
 */
export function instantOf(zone: TimeZone, year: number, month: number, day = 1, hour = 0): number {
  const wall = Date.UTC(year, month - 1, day, hour);
  // Two zone changes are never within a day of each other, so these two offsets bracket any change near `wall`.
  const before = zone.offsetMs(wall - DAY_MS);
  const after = zone.offsetMs(wall + DAY_MS);
  const candidates = [wall - before, wall - after].filter(
    (at, i) => zone.offsetMs(at) === (i ? after : before),
  );
  return candidates.length ? Math.min(...candidates) : wall - before;
}

/** The start of the local hour that contains `at` (a UTC hour except in zones offset by a part of an hour). */
export function hourStart(at: number, zone: TimeZone): number {
  const local = at + zone.offsetMs(at);
  return at - (((local % HOUR_MS) + HOUR_MS) % HOUR_MS);
}

/** The start of the local day that contains `at` (not always midnight: a day can begin when the clocks jump). */
export function dayStart(at: number, zone: TimeZone): number {
  const { year, month, day } = localTime(at, zone);
  return instantOf(zone, year, month, day);
}

/** `+02:00`-style text of an offset in milliseconds. */
export function offsetText(offsetMs: number): string {
  const minutes = Math.round(Math.abs(offsetMs) / 60_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${offsetMs < 0 ? "-" : "+"}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

function offsetName(offsetMinutes: number): string {
  return offsetMinutes === 0 ? "UTC" : `UTC${offsetText(offsetMinutes * 60_000)}`;
}

/** `2026-03-29T03:00+02:00`: the local time with its offset, as spreadsheets and people read it. */
export function localIso(at: number, zone: TimeZone): string {
  const offset = zone.offsetMs(at);
  const text = new Date(at + offset).toISOString().slice(0, 16);
  return `${text}${offsetText(offset)}`;
}
