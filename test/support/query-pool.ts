import pg from "pg";

/**
 * A one-connection pool for a test to read the database the bot writes, ended by the caller. Its connection may be
 * cut while idle (the test's PostgreSQL stopping, a backend terminated): the pool then drops it and reports it as
 * an `error` event, which, unheard, would fail the whole test run as an uncaught exception.
 */
export function queryPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pool.on("error", () => {});
  return pool;
}
