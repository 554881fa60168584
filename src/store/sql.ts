import type { RawRow } from "./rows/row-decoder.js";

/** A value SQLite stores and returns (integers come back as numbers). */
export type SqlValue = null | number | bigint | string | Uint8Array;

/** One prepared statement, with positional `?` parameters. */
export interface SqlStatement {
  run(...params: SqlValue[]): { readonly changes: number };
  /** The first row, or undefined when there is none: columns of unknown values, decoded before use (`rows/`). */
  get(...params: SqlValue[]): RawRow | undefined;
  /** Every row, each to be decoded before use. */
  all(...params: SqlValue[]): RawRow[];
}

/** The SQLite drivers the bot ships: Node's built-in module, and a WebAssembly build for Nodes without it. */
export type SqlDriverName = "node:sqlite" | "wasm";

/**
 * The little of SQLite the store needs, the same over every driver: the store is written once against this, and
 * the same tests run against each driver.
 */
export interface SqlDatabase {
  readonly driver: SqlDriverName;
  exec(sql: string): void;
  /** Prepared once, used many times; the database finalizes its statements when it closes. */
  prepare(sql: string): SqlStatement;
  /** Runs `body` in a transaction: committed when it returns, rolled back when it throws. */
  transaction<T>(body: () => T): T;
  close(): void;
}

/**
 * BEGIN/COMMIT around `body`, shared by the drivers. IMMEDIATE takes the write lock up front, so a transaction
 * never fails halfway on a lock another connection took. What failed is what is thrown: SQLite rolls a
 * transaction back by itself on some failures (a full disk, an I/O error), and the ROLLBACK's own "no
 * transaction is active" would hide the cause.
 */
export function runInTransaction<T>(exec: (sql: string) => void, body: () => T): T {
  exec("BEGIN IMMEDIATE");
  try {
    const result = body();
    exec("COMMIT");
    return result;
  } catch (error) {
    try {
      exec("ROLLBACK");
    } catch {
      // Rolled back already (or the connection is broken): the first failure is the one to report.
    }
    throw error;
  }
}
