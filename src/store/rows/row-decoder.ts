import type { z } from "zod";
import type { Logger } from "../../log.js";

/** A row as a database driver returns it: named columns, their values not yet known to be anything. */
export type RawRow = Readonly<Record<string, unknown>>;

/** Which table a row is from and which of its columns names it, for the log line of a row that does not decode. */
export interface RowSource {
  readonly table: string;
  /** The column whose value names the row in the log: a key or an id, never a value that may be secret. */
  readonly key: string;
}

/**
 * Reads rows through their schemas. A row that does not decode (a newer version of the bot wrote it during a rolling
 * upgrade, or a hand edit) is logged and skipped, never cast and trusted; the rest of the read goes on.
 */
export interface RowDecoder {
  /** The decoded row, or null when there is none or it does not decode. */
  one<T>(schema: z.ZodType<T>, source: RowSource, row: RawRow | undefined): T | null;
  /** The rows that decode, in their order. */
  all<T>(schema: z.ZodType<T>, source: RowSource, rows: readonly RawRow[]): T[];
}

/** Rows skipped and reported at most this many times each before the memory of them starts again. */
const REPORTED_MAX = 1_000;

/**
 * Where a row failed, as paths and issue codes: the column and the JSON path inside it. Never the values (a
 * settings row holds sealed keys) nor zod's messages (an enum's lists everything it expected).
 */
export function rowProblems(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.map(String).join(".") || "(row)"}: ${issue.code}`)
    .join("; ");
}

/** A row's key as the log shows it: a text or a number as it is, anything else by its type. */
function keyOf(value: unknown): string {
  if (typeof value === "string" || typeof value === "number" || typeof value === "bigint")
    return String(value);
  return value === undefined || value === null ? "(none)" : `(${typeof value})`;
}

/**
 * A row decoder that logs to `log`, each skipped row once (the fleet's copy reads the same rows again and again),
 * with a bound on how many it remembers.
 */
export function createRowDecoder(log: Logger): RowDecoder {
  const reported = new Set<string>();
  const decode = <T>(schema: z.ZodType<T>, source: RowSource, row: RawRow): T | null => {
    const parsed = schema.safeParse(row);
    if (parsed.success) return parsed.data;
    const key = keyOf(row[source.key]);
    const problems = rowProblems(parsed.error);
    const seen = `${source.table}\u0000${key}\u0000${problems}`;
    if (!reported.has(seen)) {
      if (reported.size >= REPORTED_MAX) reported.clear();
      reported.add(seen);
      log.warn("store: skipped a row this version of the bot cannot read (a newer version's, or edited)", {
        table: source.table,
        key,
        problems,
      });
    }
    return null;
  };
  return {
    one: (schema, source, row) => (row === undefined ? null : decode(schema, source, row)),
    all: (schema, source, rows) =>
      rows.flatMap((row) => {
        const decoded = decode(schema, source, row);
        return decoded === null ? [] : [decoded];
      }),
  };
}
