import type { Pool, PoolClient } from "pg";
import { inTransaction } from "./postgres-transaction.js";
import { POSTGRES_SCHEMA_VERSION_ROW } from "./rows/schema-version-row.js";
import type { RawRow } from "./rows/row-decoder.js";

/**
 * The PostgreSQL schema, version for version the same as the SQLite one (`sqlite-migrations.ts`): entry N here makes
 * what entry N there makes, so both stores are at the same version when they hold the same tables. Unix-ms times
 * are BIGINT (they do not fit PostgreSQL's 32-bit INTEGER); messages, states and settings are JSON text, as in
 * SQLite, so both stores read back exactly what was written.
 */
export const POSTGRES_MIGRATIONS: readonly string[] = [
  `CREATE TABLE announcer_state (
     key TEXT PRIMARY KEY,
     state TEXT NOT NULL,
     updated_at BIGINT NOT NULL
   );
   CREATE TABLE outbox (
     id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     key TEXT NOT NULL,
     channel_id TEXT NOT NULL,
     event_id TEXT NOT NULL,
     mode TEXT NOT NULL CHECK (mode IN ('post', 'edit')),
     message TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     UNIQUE (key, channel_id, event_id)
   );
   CREATE TABLE track_message (
     key TEXT NOT NULL,
     channel_id TEXT NOT NULL,
     message_id TEXT NOT NULL,
     PRIMARY KEY (key, channel_id)
   );`,
  `CREATE TABLE request_cooldown (
     user_id TEXT PRIMARY KEY,
     requested_at BIGINT NOT NULL
   );`,
  `CREATE TABLE scheduled_event (
     guild_id TEXT NOT NULL,
     discord_id TEXT NOT NULL,
     show_id INTEGER NOT NULL,
     name TEXT NOT NULL,
     start_ms BIGINT NOT NULL,
     end_ms BIGINT NOT NULL,
     dj_name TEXT,
     PRIMARY KEY (guild_id, discord_id)
   );`,
  `CREATE TABLE guild_settings (
     guild_id TEXT PRIMARY KEY,
     settings TEXT NOT NULL
   );`,
  `ALTER TABLE guild_settings ADD COLUMN voice_channel_id TEXT;
   CREATE INDEX guild_settings_voice ON guild_settings (voice_channel_id) WHERE voice_channel_id IS NOT NULL;`,
  `CREATE TABLE fleet_guilds (
     guild_id TEXT PRIMARY KEY,
     shard_id INTEGER NOT NULL,
     env_channels TEXT NOT NULL,
     seen_at BIGINT NOT NULL
   );
   CREATE INDEX fleet_guilds_shard ON fleet_guilds (shard_id);
   CREATE TABLE settings_revision (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     revision BIGINT NOT NULL
   );
   INSERT INTO settings_revision (id, revision) VALUES (1, 0);`,
  `CREATE TABLE fleet_changes (
     revision BIGINT NOT NULL,
     guild_id TEXT NOT NULL,
     PRIMARY KEY (revision, guild_id)
   );
   ALTER TABLE settings_revision ADD COLUMN pruned BIGINT NOT NULL DEFAULT 0;
   UPDATE settings_revision SET pruned = revision;`,
];

/** Any fixed number: every process of the bot takes this lock while it migrates, so only one migrates at a time. */
const MIGRATION_LOCK = 7_206_001;

/**
 * Brings the database to the newest schema, one version per entry, recording each in `schema_migrations`. Runs in
 * one transaction under an advisory lock: processes starting together migrate once, and a failed migration leaves
 * the database as it was. A database a newer bot migrated further is refused, as the SQLite store does.
 */
export async function migratePostgres(pool: Pool, migrations = POSTGRES_MIGRATIONS): Promise<number> {
  return inTransaction(pool, async (client) => {
    await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await client.query(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)",
    );
    const version = await schemaVersion(client);
    if (version > migrations.length) {
      throw new Error(
        `The database was written by a newer version of the bot (schema ${version}, this one knows ${migrations.length}). Update the bot.`,
      );
    }
    for (let v = version; v < migrations.length; v++) {
      await client.query(migrations[v] ?? "");
      await client.query("INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)", [
        v + 1,
        Date.now(),
      ]);
    }
    return migrations.length;
  });
}

async function schemaVersion(client: PoolClient): Promise<number> {
  const result = await client.query<RawRow>("SELECT max(version) AS version FROM schema_migrations");
  const row = result.rows[0];
  return row === undefined ? 0 : POSTGRES_SCHEMA_VERSION_ROW.parse(row);
}
