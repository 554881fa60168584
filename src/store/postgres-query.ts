import type pg from "pg";

/** The two shapes of query the store's methods make over the pool: one row (or none), or no answer at all. */
export interface PostgresQuery {
  readonly one: <Row extends pg.QueryResultRow>(sql: string, params: unknown[]) => Promise<Row | undefined>;
  readonly run: (sql: string, params: unknown[]) => Promise<void>;
}

/** Queries over `pool`, each on whichever connection the pool gives. */
export function postgresQuery(pool: pg.Pool): PostgresQuery {
  async function one<Row extends pg.QueryResultRow>(
    sql: string,
    params: unknown[],
  ): Promise<Row | undefined> {
    return (await pool.query<Row>(sql, params)).rows[0];
  }
  async function run(sql: string, params: unknown[]): Promise<void> {
    await pool.query(sql, params);
  }
  return { one, run };
}
