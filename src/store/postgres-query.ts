import type pg from "pg";
import type { RawRow } from "./rows/row-decoder.js";

/**
 * The two shapes of query the store's methods make over the pool: one row (or none), to be decoded before use
 * (`rows/`), or no answer at all.
 */
export interface PostgresQuery {
  readonly one: (sql: string, params: unknown[]) => Promise<RawRow | undefined>;
  readonly run: (sql: string, params: unknown[]) => Promise<void>;
}

/** Queries over `pool`, each on whichever connection the pool gives. */
export function postgresQuery(pool: pg.Pool): PostgresQuery {
  async function one(sql: string, params: unknown[]): Promise<RawRow | undefined> {
    return (await pool.query<RawRow>(sql, params)).rows[0];
  }
  async function run(sql: string, params: unknown[]): Promise<void> {
    await pool.query(sql, params);
  }
  return { one, run };
}
