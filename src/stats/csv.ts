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

/** A CSV file: the header and rows (oldest first) that fit, and what was left out. */
export interface BoundedCsv {
  readonly text: string;
  readonly bytes: number;
  readonly rows: number;
  /** Rows left out, the oldest ones, to stay within the limit. */
  readonly dropped: number;
  readonly truncated: boolean;
}

/**
 * A CSV file of at most `maxBytes` bytes (UTF-8, with the BOM): the header, then the newest rows that fit, oldest
 * first. When even the header does not fit, the file is empty and every row dropped.
 */
export function boundedCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
  maxBytes: number,
): BoundedCsv {
  const head = UTF8_BOM + csvLine(header);
  let bytes = byteLength(head);
  if (bytes > maxBytes) return { text: "", bytes: 0, rows: 0, dropped: rows.length, truncated: true };
  const kept: string[] = [];
  for (let i = rows.length - 1; i >= 0; i--) {
    const line = csvLine(rows[i] ?? []);
    const size = byteLength(line);
    if (bytes + size > maxBytes) break;
    bytes += size;
    kept.push(line);
  }
  const dropped = rows.length - kept.length;
  return { text: head + kept.reverse().join(""), bytes, rows: kept.length, dropped, truncated: dropped > 0 };
}

function byteLength(text: string): number {
  return Buffer.byteLength(text, "utf8");
}
