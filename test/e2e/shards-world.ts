import { afterAll, afterEach } from "vitest";
import { startTestPostgres, type TestPostgres } from "../support/test-postgres.js";

/**
 * The embedded PostgreSQL a sharded end-to-end file runs on (stopped after the file), or null with why it is
 * skipped (`skipped`, for the suite's title); and the file's cleanups, run in reverse after each test.
 */
export async function shardedWorld(): Promise<{
  readonly database: TestPostgres | null;
  readonly skipped: string;
  readonly cleanups: (() => Promise<unknown>)[];
}> {
  const postgres = await startTestPostgres();
  const database = "skipped" in postgres ? null : postgres;
  afterAll(async () => {
    await database?.stop();
  });
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return { database, skipped: "skipped" in postgres ? ` — SKIPPED: ${postgres.skipped}` : "", cleanups };
}
