import { setImmediate } from "node:timers/promises";

/**
 * Characters that make a spreadsheet read a cell as a formula when they start it (OWASP's "CSV injection" list,
 * with the full-width forms some spreadsheets fold into them). Leading spaces, line breaks and invisible format
 * characters (Unicode's Cf: zero-width space, byte-order mark, direction isolates and marks) are looked past, as
 * some spreadsheets drop them before they read the cell and a reader cannot see them.
 */
const FORMULA_START = /^[\s\u00a0\u3000\p{Cf}]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r\n]/u;

/**
 * Direction controls (embeddings, overrides, isolates, marks) at a cell's start: they reorder what a reader sees
 * (U+202E shows `exe.txt` for `txt.exe`), so such a cell is marked as text like a formula.
 */
const DIRECTION_START = /^[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Whether a spreadsheet could run the cell's text as a formula, or show it reordered: it then gets a `'`. */
export function isFormulaLike(text: string): boolean {
  return FORMULA_START.test(text) || DIRECTION_START.test(text);
}

/**
 * One CSV cell: text a spreadsheet would run gets a leading `'`, so it is read as text, and a cell with a comma,
 * a double quote or a line break is quoted with its quotes doubled (RFC 4180). Null is an empty cell; numbers are
 * written as JavaScript writes them, a negative one too (`-5` is a number to a spreadsheet, not a formula: only text
 * is neutralised).
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const safe = isFormulaLike(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record: cells joined by commas, ended by CRLF (RFC 4180). */
export function csvLine(cells: readonly (string | number | null)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/**
 * The byte-order mark that starts the file: without it, a spreadsheet opening the file by double-click reads
 * UTF-8 as the system's code page, and a Cyrillic title comes out garbled.
 */
export const UTF8_BOM = "\ufeff";

/** A CSV file's cells: a header and rows, oldest first, each row made only when it is written. */
export interface CsvTable {
  readonly header: readonly string[];
  readonly length: number;
  /** Row `index` (0 the oldest). */
  row(index: number): readonly (string | number | null)[];
}

/** A table over rows already made (tests, small tables). */
export function csvTableOf(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): CsvTable {
  return { header, length: rows.length, row: (index) => rows[index] ?? [] };
}

/** A CSV file: its bytes (UTF-8, with the BOM), the rows it holds and those left out. */
export interface BoundedCsv {
  readonly data: Buffer;
  readonly rows: number;
  /** Rows left out, the oldest ones, to stay within the limit. */
  readonly dropped: number;
  readonly truncated: boolean;
}

/** How a long CSV is written: rows a batch at a time, with a pause between batches (the event loop's turn). */
export interface CsvWriting {
  readonly batch?: number;
  readonly pause?: () => Promise<unknown>;
}

/** Rows written between two pauses: a few milliseconds of work (a month of plays is a few thousand rows). */
const BATCH_ROWS = 200;

/**
 * A CSV file of at most `maxBytes` bytes (UTF-8, with the BOM): the header, then the newest rows that fit, oldest
 * first. When even the header does not fit, the file is empty and every row dropped. Written a batch of rows at a
 * time, each batch encoded at once and the event loop given its turn after it, so a long export never holds the
 * loop; the batches become the file's one buffer at the end.
 */
export async function boundedCsv(
  table: CsvTable,
  maxBytes: number,
  writing: CsvWriting = {},
): Promise<BoundedCsv> {
  const batch = Math.max(1, writing.batch ?? BATCH_ROWS);
  const pause = writing.pause ?? (() => setImmediate());
  const head = Buffer.from(UTF8_BOM + csvLine(table.header), "utf8");
  if (head.length > maxBytes)
    return { data: Buffer.alloc(0), rows: 0, dropped: table.length, truncated: true };
  let bytes = head.length;
  let kept = 0;
  const chunks: Buffer[] = [];
  for (let end = table.length; end > 0 && kept === table.length - end; end -= batch) {
    const lines: string[] = [];
    for (let i = end - 1; i >= Math.max(0, end - batch); i--) {
      const line = csvLine(table.row(i));
      const size = byteLength(line);
      if (bytes + size > maxBytes) break;
      bytes += size;
      lines.push(line);
    }
    kept += lines.length;
    chunks.push(Buffer.from(lines.reverse().join(""), "utf8"));
    if (end - batch > 0) await pause();
  }
  const data = Buffer.concat([head, ...chunks.reverse()], bytes);
  const dropped = table.length - kept;
  return { data, rows: kept, dropped, truncated: dropped > 0 };
}

function byteLength(text: string): number {
  return Buffer.byteLength(text, "utf8");
}
