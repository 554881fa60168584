import type { z } from "zod";
import type { RawRow, RowDecoder, RowSource } from "./rows/row-decoder.js";

/**
 * A chunk row through `schema`, its records one by one: a row that decodes is returned as it is; one whose records
 * do not all decode (an absurd count once stored, a hand edit) is logged by `rows` and read with the records that
 * `entry` takes, so one bad record hides no other, and the next write keeps the rest. A `data` that is no JSON list
 * reads as no records. Null only when the row's other columns do not decode.
 */
export function readableChunkRow<R>(
  rows: RowDecoder,
  schema: z.ZodType<R>,
  entry: z.ZodType<unknown>,
  source: RowSource,
  row: RawRow,
): R | null {
  const decoded = rows.one(schema, source, row);
  if (decoded !== null) return decoded;
  const again = schema.safeParse({ ...row, data: JSON.stringify(readableEntries(row["data"], entry)) });
  return again.success ? again.data : null;
}

/** The chunk rows that {@link readableChunkRow} reads, in their order. */
export function readableChunkRows<R>(
  rows: RowDecoder,
  schema: z.ZodType<R>,
  entry: z.ZodType<unknown>,
  source: RowSource,
  raw: readonly RawRow[],
): R[] {
  return raw.flatMap((row) => {
    const decoded = readableChunkRow(rows, schema, entry, source, row);
    return decoded === null ? [] : [decoded];
  });
}

/** The records of a chunk's JSON text that `entry` takes; none when it is no JSON list. */
function readableEntries(data: unknown, entry: z.ZodType<unknown>): unknown[] {
  let parsed: unknown;
  try {
    parsed = typeof data === "string" ? JSON.parse(data) : null;
  } catch {
    return [];
  }
  return Array.isArray(parsed) ? parsed.filter((item) => entry.safeParse(item).success) : [];
}
