import type { RawRow } from "./rows/row-decoder.js";

/**
 * One SQL statement of the statistics, written once for both databases: `?` parameters (PostgreSQL's `$n` are
 * numbered from them) and SQL both take. `lock` marks a statement only PostgreSQL runs (a row lock; a SQLite
 * transaction already holds the whole file).
 */
export interface SqlOp {
  readonly sql: string;
  readonly params: readonly (string | number | null)[];
  readonly lock?: boolean;
}

/** What a statement answered: its rows (none for a write without RETURNING) and the rows it changed. */
export interface SqlAnswer {
  readonly rows: readonly RawRow[];
  readonly changes: number;
}

/**
 * The statements of one store operation, as a generator that yields each statement and is handed its answer:
 * the decisions are written once, and each store runs them its own way (SQLite at once, PostgreSQL awaited).
 */
export type SqlSteps<T> = Generator<SqlOp, T, SqlAnswer>;

/** A statement. */
export function op(sql: string, ...params: (string | number | null)[]): SqlOp {
  return { sql, params };
}

/** Runs `steps` with a synchronous statement runner (SQLite). */
export function driveSync<T>(steps: SqlSteps<T>, run: (op: SqlOp) => SqlAnswer): T {
  let next = steps.next();
  while (!next.done) next = steps.next(run(next.value));
  return next.value;
}

/** Runs `steps` with an asynchronous statement runner (PostgreSQL), one statement after the other. */
export async function driveAsync<T>(steps: SqlSteps<T>, run: (op: SqlOp) => Promise<SqlAnswer>): Promise<T> {
  let next = steps.next();
  while (!next.done) next = steps.next(await run(next.value));
  return next.value;
}

/** `?` parameters numbered as PostgreSQL's `$1`, `$2` … (the statistics' SQL holds no `?` in a literal). */
export function numberedParams(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}
