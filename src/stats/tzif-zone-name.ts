/** Where tz databases are installed unless `TZDIR` says otherwise (Debian, Alpine, macOS link it here). */
export const DEFAULT_ZONEINFO_DIR = "/usr/share/zoneinfo";

/** Longer than any IANA name (the longest is 32 characters), so nothing unbounded is joined into a path. */
const MAX_NAME_LENGTH = 64;

/**
 * Whether `name` has the shape of an IANA zone name: parts of letters, digits, `_`, `+` and `-` joined by single
 * slashes (`America/Argentina/Buenos_Aires`, `Etc/GMT+3`). No dots, so no `..`, and no leading slash: a name
 * that passes names a file inside the zoneinfo directory and nothing outside it.
 */
export function isZoneName(name: string): boolean {
  return name.length <= MAX_NAME_LENGTH && /^[A-Za-z0-9_+-]+(?:\/[A-Za-z0-9_+-]+)*$/.test(name);
}

/** The tz database directory: `TZDIR` when set and not empty (as the C library reads it), else the usual place. */
export function zoneinfoDir(env: Readonly<Record<string, string | undefined>>): string {
  return env.TZDIR?.trim() ? env.TZDIR : DEFAULT_ZONEINFO_DIR;
}
