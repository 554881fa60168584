import pg from "pg";
import type { AnnouncerState } from "../station/changes.js";
import type { GuildSettings } from "../settings/guild-settings.js";
import type { AsyncBotStore, FleetWatch } from "./async-store.js";
import { createConcurrencyLimit } from "../net/gate/concurrency-limit.js";
import { claimOutbox } from "./postgres-claim.js";
import { postgresFleet } from "./postgres-fleet.js";
import { listenForFleetChanges, type ReconnectWait } from "./postgres-fleet-listener.js";
import { migratePostgres } from "./postgres-migrations.js";
import { openReaderLocks } from "./postgres-reader-locks.js";
import { deliveryOf, syncedEventOf, type EventRow, type OutboxRow } from "./postgres-rows.js";
import { inTransaction } from "./postgres-transaction.js";

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

  const one = async <Row extends pg.QueryResultRow>(
    sql: string,
    params: unknown[],
  ): Promise<Row | undefined> => (await pool.query<Row>(sql, params)).rows[0];
  const run = async (sql: string, params: unknown[]): Promise<void> => {
    await pool.query(sql, params);
  };
  // The listening connections, each of its own (not the pool's): closed with the store, if not before.
  const watches = new Set<FleetWatch>();

  return {
    loadState: async (key) => {
      const row = await one<{ state: string }>("SELECT state FROM announcer_state WHERE key = $1", [key]);
      return row ? (JSON.parse(row.state) as AnnouncerState) : null;
    },
    commit: (key, state, deliveries, now) =>
      inTransaction(pool, async (client) => {
        await client.query(
          `INSERT INTO announcer_state (key, state, updated_at) VALUES ($1, $2, $3)
           ON CONFLICT (key) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at`,
          [key, JSON.stringify(state), now],
        );
        for (const d of deliveries) {
          // Only the newest now-playing edit of a channel matters. One a claim is sending right now is left to it.
          if (d.mode === "edit") {
            await client.query(
              `DELETE FROM outbox WHERE id IN (SELECT id FROM outbox WHERE key = $1 AND channel_id = $2
               AND mode = 'edit' FOR UPDATE SKIP LOCKED)`,
              [key, d.channelId],
            );
          }
          await client.query(
            `INSERT INTO outbox (key, channel_id, event_id, mode, message, created_at) VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (key, channel_id, event_id) DO NOTHING`,
            [key, d.channelId, d.eventId, d.mode, JSON.stringify(d.message), now],
          );
        }
      }),
    pending: async (key) => {
      const result = await pool.query<OutboxRow>(
        "SELECT id, channel_id, event_id, mode, message, created_at FROM outbox WHERE key = $1 ORDER BY id",
        [key],
      );
      return result.rows.map(deliveryOf);
    },
    done: (id) => run("DELETE FROM outbox WHERE id = $1", [id]),
    claim: async (key, deliver) => {
      const release = await claims.acquire();
      try {
        return await claimOutbox(pool, key, deliver);
      } finally {
        release();
      }
    },
    trackMessage: async (key, channelId) =>
      (
        await one<{ message_id: string }>(
          "SELECT message_id FROM track_message WHERE key = $1 AND channel_id = $2",
          [key, channelId],
        )
      )?.message_id ?? null,
    setTrackMessage: (key, channelId, messageId) =>
      messageId
        ? run(
            `INSERT INTO track_message (key, channel_id, message_id) VALUES ($1, $2, $3)
             ON CONFLICT (key, channel_id) DO UPDATE SET message_id = excluded.message_id`,
            [key, channelId, messageId],
          )
        : run("DELETE FROM track_message WHERE key = $1 AND channel_id = $2", [key, channelId]),
    lastRequest: async (userId) => {
      const row = await one<{ requested_at: string }>(
        "SELECT requested_at FROM request_cooldown WHERE user_id = $1",
        [userId],
      );
      return row ? Number(row.requested_at) : null;
    },
    recordRequest: (userId, at) =>
      run(
        `INSERT INTO request_cooldown (user_id, requested_at) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET requested_at = excluded.requested_at`,
        [userId, at],
      ),
    syncedEvents: async (guildId) => {
      const result = await pool.query<EventRow>(
        `SELECT discord_id, show_id, name, start_ms, end_ms, dj_name FROM scheduled_event WHERE guild_id = $1
         ORDER BY start_ms`,
        [guildId],
      );
      return result.rows.map(syncedEventOf);
    },
    saveEvent: (guildId, e) =>
      run(
        `INSERT INTO scheduled_event (guild_id, discord_id, show_id, name, start_ms, end_ms, dj_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (guild_id, discord_id) DO UPDATE SET show_id = excluded.show_id, name = excluded.name,
           start_ms = excluded.start_ms, end_ms = excluded.end_ms, dj_name = excluded.dj_name`,
        [guildId, e.discordId, e.showId, e.name, e.start, e.end, e.djName],
      ),
    forgetEvent: (guildId, discordId) =>
      run("DELETE FROM scheduled_event WHERE guild_id = $1 AND discord_id = $2", [guildId, discordId]),
    guildSettings: async (guildId) => {
      const row = await one<{ settings: string }>("SELECT settings FROM guild_settings WHERE guild_id = $1", [
        guildId,
      ]);
      return row ? (JSON.parse(row.settings) as GuildSettings) : null;
    },
    // Settings and servers, each write with its revision bump: postgres-fleet.ts.
    ...postgresFleet(pool, options.changesKept),
    voiceHomes: async () =>
      (
        await pool.query<{ guild_id: string; voice_channel_id: string }>(
          `SELECT guild_id, voice_channel_id FROM guild_settings
           WHERE voice_channel_id IS NOT NULL ORDER BY guild_id`,
        )
      ).rows.map((row) => ({ guildId: row.guild_id, channelId: row.voice_channel_id })),
    outboxDepth: async () =>
      Number((await one<{ n: string }>("SELECT count(*) AS n FROM outbox", []))?.n ?? 0),
    // Writing the newest version's row back unchanged is a real write (WAL and all) that changes nothing.
    checkWritable: () =>
      run(
        "UPDATE schema_migrations SET applied_at = applied_at WHERE version = (SELECT max(version) FROM schema_migrations)",
        [],
      ),
    openReaderLocks: () => openReaderLocks(pool),
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
