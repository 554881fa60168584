import pg from "pg";
import { silentLogger, type Logger } from "../log.js";
import type { AsyncBotStore, FleetWatch } from "./async-store.js";
import { createConcurrencyLimit } from "../net/gate/concurrency-limit.js";
import { postgresAnnouncerStore } from "./postgres-announcer-store.js";
import { postgresFleet } from "./postgres-fleet.js";
import { postgresFollowStore } from "./postgres-follow-store.js";
import { postgresGuildStore } from "./postgres-guild-store.js";
import { listenForFleetChanges, type ReconnectWait } from "./postgres-fleet-listener.js";
import { migratePostgres } from "./postgres-migrations.js";
import { openReaderLocks } from "./postgres-reader-locks.js";
import { postgresQuery } from "./postgres-query.js";
import { postgresStatsStore } from "./postgres-stats-store.js";
import { COUNT_ROW } from "./rows/columns.js";
import { OUTBOX_COUNT_SOURCE } from "./rows/outbox-row.js";
import { createRowDecoder } from "./rows/row-decoder.js";

/** How the PostgreSQL store connects, and where it reports a connection that broke while idle in the pool. */
export interface PostgresStoreOptions {
  /** `postgres://user:password@host:port/database`; `?options=-c search_path=…` puts the tables in a schema. */
  readonly url: string;
  /** Connections the store opens at most, 4 or more (each claim in progress holds one; three are kept for others). */
  readonly maxConnections?: number;
  readonly onIdleError?: (error: Error) => void;
  /** How many revisions of the fleet's changes are kept (`CHANGES_KEPT`; fewer in tests of a copy left behind). */
  readonly changesKept?: number;
  /** The pause before the fleet's listening connection is opened again (back-off; tests pass their own). */
  readonly reconnectWait?: ReconnectWait;
  /** Where a row this version cannot read is reported (skipped, not trusted); silent when not given (tests). */
  readonly log?: Logger;
}

/**
 * Opens the PostgreSQL store and brings its schema up to date: the same data and contract as the SQLite store,
 * shared by every process of the bot that connects to the same database.
 */
export async function openPostgresStore(options: PostgresStoreOptions): Promise<AsyncBotStore> {
  const max = Math.max(4, options.maxConnections ?? 10);
  const pool = new pg.Pool({ connectionString: options.url, max });
  // A claim holds its connection while it posts, and the posts ask the pool for more (a channel's now-playing
  // message): claims holding every connection would wait for each other forever. Three are left over: the reader
  // lock session keeps one for itself, and two serve everything else.
  const claims = createConcurrencyLimit(max - 3);
  // A connection that breaks while idle is dropped by the pool; without a listener it would end the process.
  pool.on("error", (error) => options.onIdleError?.(error));
  try {
    await migratePostgres(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }

  const { one, run } = postgresQuery(pool);
  const rows = createRowDecoder(options.log ?? silentLogger);
  // The listening connections, each of its own (not the pool's): closed with the store, if not before.
  const watches = new Set<FleetWatch>();

  return {
    ...postgresAnnouncerStore(pool, claims, rows),
    ...postgresGuildStore(pool, rows),
    ...postgresFollowStore(pool, rows),
    // Settings and servers, each write with its revision bump: postgres-fleet.ts.
    ...postgresFleet(pool, rows, options.changesKept),
    stats: postgresStatsStore(pool, rows),
    outboxDepth: async () =>
      rows.one(COUNT_ROW, OUTBOX_COUNT_SOURCE, await one("SELECT count(*) AS n FROM outbox", [])) ?? 0,
    // Writing the newest version's row back unchanged is a real write (WAL and all) that changes nothing.
    checkWritable: () =>
      run(
        "UPDATE schema_migrations SET applied_at = applied_at WHERE version = (SELECT max(version) FROM schema_migrations)",
        [],
      ),
    openReaderLocks: () => openReaderLocks(pool, undefined, rows),
    watchFleet: async (watcher) => {
      const watch = await listenForFleetChanges(options.url, watcher, options.reconnectWait);
      watches.add(watch);
      return {
        close: async () => {
          watches.delete(watch);
          await watch.close();
        },
      };
    },
    close: async () => {
      for (const watch of [...watches]) await watch.close();
      watches.clear();
      if (!pool.ended) await pool.end();
    },
  };
}
