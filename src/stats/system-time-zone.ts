import { join } from "node:path";
import { intlTimeZone, isTimeZoneName } from "./intl-time-zone.js";
import { fixedZone, type TimeZone } from "./time-zone.js";
import { parseTzif } from "./tzif.js";
import { nodeZoneFiles, type ZoneFiles } from "./tzif-files.js";
import { tzifTimeZone } from "./tzif-time-zone.js";
import { isZoneName, zoneinfoDir } from "./tzif-zone-name.js";

/** Where a zone's rules came from: built in (UTC), the system's tz database, or ICU through Intl. */
export type TimeZoneSource = "fixed" | "tzif" | "intl";

/** A zone and where its rules came from; `reason` says why the tz database was not used when it was not. */
export interface SystemTimeZone {
  readonly zone: TimeZone;
  readonly source: TimeZoneSource;
  readonly reason?: string;
}

/** What {@link systemTimeZone} reads. */
export interface SystemTimeZoneDeps {
  /** The tz database directory (see `zoneinfoDir`). */
  readonly dir: string;
  readonly files: ZoneFiles;
  /** The Intl zone for `name`, or undefined when Intl does not know it. */
  readonly intlZone: (name: string) => TimeZone | undefined;
}

/** The machine's tz database (`TZDIR` or /usr/share/zoneinfo) and Node's Intl. */
export function defaultSystemTimeZoneDeps(
  env: Readonly<Record<string, string | undefined>> = process.env,
): SystemTimeZoneDeps {
  return {
    dir: zoneinfoDir(env),
    files: nodeZoneFiles,
    intlZone: (name) => (isTimeZoneName(name) ? intlTimeZone(name) : undefined),
  };
}

/** Names that need no file: the statistics' default zone works on a machine without a tz database. */
const FIXED = new Set(["UTC", "Etc/UTC"]);

/**
 * The zone `name` (`STATS_TIMEZONE`) read from the system's tz database (TZif files), which costs a few KiB;
 * where that is impossible (no database, as in slim containers; a name it lacks; a file it cannot read) from Intl,
 * which maps ICU's data into the process. Logs nothing: the caller warns on `source: "intl"` with `reason`.
 * Throws a RangeError when `name` is not shaped like an IANA name (nothing outside the database is ever opened)
 * or neither source knows it.
 */
export function systemTimeZone(
  name: string,
  deps: SystemTimeZoneDeps = defaultSystemTimeZoneDeps(),
): SystemTimeZone {
  if (!isZoneName(name)) throw new RangeError(`"${name}" is not an IANA time zone name`);
  if (FIXED.has(name)) return { zone: fixedZone(0, name), source: "fixed" };
  const reason = tzifZone(name, deps);
  if (typeof reason !== "string") return { zone: reason, source: "tzif" };
  const zone = deps.intlZone(name);
  if (!zone) throw new RangeError(`unknown time zone "${name}" (${reason}; Intl does not know it either)`);
  return { zone, source: "intl", reason };
}

/** The zone from its TZif file, or why there is none. */
function tzifZone(name: string, { dir, files }: SystemTimeZoneDeps): TimeZone | string {
  const path = join(dir, name);
  try {
    if (!files.isDirectory(dir)) return `no tz database at ${dir}`;
    const bytes = files.read(path);
    if (!bytes) return `no zone file ${path}`;
    return tzifTimeZone(name, parseTzif(bytes));
  } catch (error) {
    return `${path}: ${error instanceof Error ? error.message : String(error)}`;
  }
}
