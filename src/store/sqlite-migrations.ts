import { SQLITE_SCHEMA_VERSION_ROW } from "./rows/schema-version-row.js";
import type { SqlDatabase } from "./sql.js";
import { newerSchemaError } from "./newer-schema.js";

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
  // The statistics (src/stats/): a station, its series and DJs by small ids; samples, buckets, plays and tallies in
  // chunks of JSON (src/store/stats-chunks.ts), so that a station's year is within 2 MiB (docs/stats.md, Storage).
  // Each series' last-seen time lets a process that takes a station over go on without counting twice.
  // IF NOT EXISTS: a file taken back to an older schema by hand (the upgrade tests do) may still hold them.
  `CREATE TABLE IF NOT EXISTS stats_station (id INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE);
   CREATE TABLE IF NOT EXISTS stats_series (
     id INTEGER PRIMARY KEY,
     station_id INTEGER NOT NULL,
     channel TEXT NOT NULL,
     last_seen INTEGER,
     UNIQUE (station_id, channel)
   );
   CREATE TABLE IF NOT EXISTS stats_sample (
     series_id INTEGER NOT NULL,
     chunk INTEGER NOT NULL,
     data TEXT NOT NULL,
     PRIMARY KEY (series_id, chunk)
   ) WITHOUT ROWID;
   CREATE TABLE IF NOT EXISTS stats_hourly (
     series_id INTEGER NOT NULL,
     chunk INTEGER NOT NULL,
     data TEXT NOT NULL,
     PRIMARY KEY (series_id, chunk)
   ) WITHOUT ROWID;
   CREATE TABLE IF NOT EXISTS stats_daily (
     series_id INTEGER NOT NULL,
     chunk INTEGER NOT NULL,
     data TEXT NOT NULL,
     PRIMARY KEY (series_id, chunk)
   ) WITHOUT ROWID;
   CREATE TABLE IF NOT EXISTS stats_play (
     station_id INTEGER NOT NULL,
     chunk INTEGER NOT NULL,
     data TEXT NOT NULL,
     PRIMARY KEY (station_id, chunk)
   ) WITHOUT ROWID;
   CREATE TABLE IF NOT EXISTS stats_tally (
     station_id INTEGER NOT NULL,
     chunk INTEGER NOT NULL,
     data TEXT NOT NULL,
     PRIMARY KEY (station_id, chunk)
   ) WITHOUT ROWID;
   CREATE TABLE IF NOT EXISTS stats_dj (
     id INTEGER PRIMARY KEY,
     station_id INTEGER NOT NULL,
     name TEXT NOT NULL,
     last_seen INTEGER NOT NULL,
     UNIQUE (station_id, name)
   );
   CREATE TABLE IF NOT EXISTS stats_span (
     station_id INTEGER NOT NULL,
     dj_id INTEGER NOT NULL,
     start_at INTEGER NOT NULL,
     end_at INTEGER NOT NULL,
     PRIMARY KEY (station_id, dj_id, start_at)
   ) WITHOUT ROWID;`,
  // Listeners following a DJ (src/follows/): one row per server, user, station and DJ, matched by the folded name
  // (`djKey`). The key serves a user's follows in a server, the indexes "who follows this DJ on this station" and
  // forgetting a user everywhere. No CHECK on remind_minutes: a newer version's other choice is a row this version
  // skips, not a failed write. Users whose direct messages are closed are not messaged again. IF NOT EXISTS,
  // as for the statistics: a file taken back to an older schema by hand (the upgrade tests do) may still hold them.
  `CREATE TABLE IF NOT EXISTS dj_follow (
     guild_id TEXT NOT NULL,
     user_id TEXT NOT NULL,
     station TEXT NOT NULL,
     dj TEXT NOT NULL,
     dj_key TEXT NOT NULL,
     remind_minutes INTEGER,
     created_at INTEGER NOT NULL,
     PRIMARY KEY (guild_id, user_id, station, dj_key)
   );
   CREATE INDEX IF NOT EXISTS dj_follow_dj ON dj_follow (station, dj_key);
   CREATE INDEX IF NOT EXISTS dj_follow_user ON dj_follow (user_id);
   CREATE TABLE IF NOT EXISTS dj_follow_closed (
     user_id TEXT PRIMARY KEY,
     closed_at INTEGER NOT NULL
   );`,
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
    throw newerSchemaError(version, SQLITE_MIGRATIONS.length);
  }
  if (version === SQLITE_MIGRATIONS.length) return;
  db.transaction(() => {
    for (let v = version; v < SQLITE_MIGRATIONS.length; v++) {
      db.exec(SQLITE_MIGRATIONS[v] ?? "");
      db.exec(`PRAGMA user_version = ${v + 1}`);
    }
  });
}
