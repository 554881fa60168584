import { DAY_MS, fixedZone, type TimeZone } from "./time-zone.js";

/** Offsets only change on a quarter hour, so one reading serves every instant of a quarter hour. */
const BLOCK_MS = 15 * 60_000;
/** Bounds the days and the quarter hours remembered per zone (4096 days are over eleven years). */
const MAX_CACHED = 4096;

/** Names that need no rules: the statistics' default zone. */
const FIXED = new Set(["UTC", "Etc/UTC"]);

/** The IANA name Intl gives `typed` (`europe/berlin` → `Europe/Berlin`), or null for a name it does not know. */
export function canonicalZoneName(typed: string): string | null {
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: typed.trim() }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * The zone `name` (`STATS_TIMEZONE`, an IANA name such as `Europe/Berlin`) with the rules of daylight-saving time
 * that Node's ICU carries, read through one `Intl.DateTimeFormat` made once per zone.
 * @throws RangeError for a name Intl does not know.
 */
export function timeZoneNamed(name: string): TimeZone {
  if (FIXED.has(name)) return fixedZone(0, name);
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone: name,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  });
  const read = (at: number): number => {
    const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
    const wall = Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
    );
    return wall - (at - (((at % 60_000) + 60_000) % 60_000));
  };
  const blocks = new Map<number, number>();
  // A UTC day whose first and last quarter hours share an offset has it throughout (zones change at most once a
  // day), so most days take two readings instead of 96: formatToParts is the costly part of every bucket.
  const days = new Map<number, number | null>();
  const remember = <T>(cache: Map<number, T>, key: number, value: T): T => {
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(key, value);
    return value;
  };
  return {
    name,
    offsetMs(at) {
      const day = Math.floor(at / DAY_MS);
      let whole = days.get(day);
      if (whole === undefined) {
        const first = read(day * DAY_MS);
        whole = remember(days, day, first === read((day + 1) * DAY_MS - BLOCK_MS) ? first : null);
      }
      if (whole !== null) return whole;
      const block = Math.floor(at / BLOCK_MS);
      return blocks.get(block) ?? remember(blocks, block, read(block * BLOCK_MS));
    },
  };
}

/** Whether Intl knows `name` as a time zone (`Europe/Berlin`, `UTC`), to check `STATS_TIMEZONE`. */
export function isTimeZoneName(name: string): boolean {
  try {
    timeZoneNamed(name);
    return true;
  } catch {
    return false;
  }
}
