import { SQLITE_SCHEMA_VERSION_ROW } from "./rows/schema-version-row.js";
import type { SqlDatabase } from "./sql.js";

/**
 * The SQLite schema: each entry upgrades it by one version; `PRAGMA user_version` records how far a file is.
 * `postgres-migrations.ts` makes the same tables, version for version.
 */
export const SQLITE_MIGRATIONS: readonly string[] = [
  `CREATE TABLE announcer_state (
     key TEXT PRIMARY KEY,
     state TEXT NOT NULL,
     updated_at INTEGER NOT NULL
   );
   CREATE TABLE outbox (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     key TEXT NOT NULL,
     channel_id TEXT NOT NULL,
     event_id TEXT NOT NULL,
     mode TEXT NOT NULL CHECK (mode IN ('post', 'edit')),
     message TEXT NOT NULL,
     created_at INTEGER NOT NULL,
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
     requested_at INTEGER NOT NULL
   );`,
  `CREATE TABLE scheduled_event (
     guild_id TEXT NOT NULL,
     discord_id TEXT NOT NULL,
     show_id INTEGER NOT NULL,
     name TEXT NOT NULL,
     start_ms INTEGER NOT NULL,
     end_ms INTEGER NOT NULL,
     dj_name TEXT,
     PRIMARY KEY (guild_id, discord_id)
   );`,
  `CREATE TABLE guild_settings (
     guild_id TEXT PRIMARY KEY,
     settings TEXT NOT NULL
   );`,
  // The home voice channel is also a column, so the bot finds every server's at start without reading each JSON.
  `ALTER TABLE guild_settings ADD COLUMN voice_channel_id TEXT;
   CREATE INDEX guild_settings_voice ON guild_settings (voice_channel_id) WHERE voice_channel_id IS NOT NULL;`,
  // Every shard's servers, and one revision that every change to them or to the settings bumps: each process
  // keeps a copy of both and reloads it when the revision moved.
  `CREATE TABLE fleet_guilds (
     guild_id TEXT PRIMARY KEY,
     shard_id INTEGER NOT NULL,
     env_channels TEXT NOT NULL,
     seen_at INTEGER NOT NULL
   );
   CREATE INDEX fleet_guilds_shard ON fleet_guilds (shard_id);
   CREATE TABLE settings_revision (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     revision INTEGER NOT NULL
   );
   INSERT INTO settings_revision (id, revision) VALUES (1, 0);`,
  // Which servers each revision changed, so a process takes in those alone; `pruned` is the newest revision whose
  // rows are gone (a copy older than that reads everything again). The key leads with the revision: the index
  // `changesSince` and pruning read. The revisions before this version have no rows: counted as pruned.
  `CREATE TABLE fleet_changes (
     revision INTEGER NOT NULL,
     guild_id TEXT NOT NULL,
     PRIMARY KEY (revision, guild_id)
   );
   ALTER TABLE settings_revision ADD COLUMN pruned INTEGER NOT NULL DEFAULT 0;
   UPDATE settings_revision SET pruned = revision;`,
];

/** The schema version a database file records (0 for a new file). */
export function sqliteSchemaVersion(db: SqlDatabase): number {
  const row = db.prepare("PRAGMA user_version").get();
  return row === undefined ? 0 : SQLITE_SCHEMA_VERSION_ROW.parse(row);
}

/** Brings a database up to the newest schema, in one transaction; refuses a file a newer bot wrote. */
export function migrateSqlite(db: SqlDatabase): void {
  const version = sqliteSchemaVersion(db);
  if (version > SQLITE_MIGRATIONS.length) {
    throw new Error(
      `The database was written by a newer version of the bot (schema ${version}, this one knows ${SQLITE_MIGRATIONS.length}). Update the bot.`,
    );
  }
  if (version === SQLITE_MIGRATIONS.length) return;
  db.transaction(() => {
    for (let v = version; v < SQLITE_MIGRATIONS.length; v++) {
      db.exec(SQLITE_MIGRATIONS[v] ?? "");
      db.exec(`PRAGMA user_version = ${v + 1}`);
    }
  });
}
