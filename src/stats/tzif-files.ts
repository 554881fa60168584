import { readFileSync, statSync } from "node:fs";

/** The file reads a zone needs, passed in so tests can hand over bytes instead of a tz database. */
export interface ZoneFiles {
  /** Whether `path` is a directory (the tz database is installed). */
  isDirectory(path: string): boolean;
  /** The bytes of the file at `path`, or undefined when there is no file there; other failures throw. */
  read(path: string): Uint8Array | undefined;
}

/** Error codes that mean "no such zone file" rather than "the file cannot be read". */
const MISSING = new Set(["ENOENT", "ENOTDIR", "EISDIR"]);

/** The machine's files, read synchronously: a zone file is a few KiB, read once when statistics start. */
export const nodeZoneFiles: ZoneFiles = {
  isDirectory: (path) => statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false,
  read(path) {
    try {
      return readFileSync(path);
    } catch (error) {
      if (MISSING.has((error as NodeJS.ErrnoException).code ?? "")) return undefined;
      throw error;
    }
  },
};
