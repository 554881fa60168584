import type { SqlDatabase } from "./sql.js";

/** The rows of the changed servers: the ids come from `fleet_changes` after a revision (the one parameter). */
const CHANGED = "SELECT DISTINCT guild_id FROM fleet_changes WHERE revision > ?";

/** The prepared statements of the fleet's tables in the SQLite store (see `sqliteFleet`). */
export type SqliteFleetStatements = ReturnType<typeof prepareFleetStatements>;

/** Prepares the statements of the fleet's tables, over the tables migrations 6 and 7 made. */
export function prepareFleetStatements(db: SqlDatabase) {
  return {
    revision: db.prepare("SELECT id, revision, pruned FROM settings_revision WHERE id = 1"),
    bump: db.prepare("UPDATE settings_revision SET revision = revision + 1 WHERE id = 1"),
    change: db.prepare("INSERT OR IGNORE INTO fleet_changes (revision, guild_id) VALUES (?, ?)"),
    prune: db.prepare("DELETE FROM fleet_changes WHERE revision <= ?"),
    pruned: db.prepare("UPDATE settings_revision SET pruned = ? WHERE id = 1"),
    guilds: db.prepare("SELECT guild_id, shard_id, env_channels FROM fleet_guilds ORDER BY guild_id"),
    settings: db.prepare("SELECT guild_id, settings FROM guild_settings ORDER BY guild_id"),
    changed: db.prepare(CHANGED),
    changedGuilds: db.prepare(
      `SELECT guild_id, shard_id, env_channels FROM fleet_guilds WHERE guild_id IN (${CHANGED})`,
    ),
    changedSettings: db.prepare(
      `SELECT guild_id, settings FROM guild_settings WHERE guild_id IN (${CHANGED})`,
    ),
    // A process's shards (a JSON array), a shard count: the rows `fleetShare` lists (see `inShare`).
    shareGuilds: db.prepare(
      `SELECT guild_id, shard_id, env_channels FROM fleet_guilds
       WHERE shard_id IN (SELECT value FROM json_each(?)) OR shard_id >= ? OR env_channels <> '[]'
       ORDER BY guild_id`,
    ),
    listedSettings: db.prepare(
      `SELECT g.guild_id, g.shard_id, g.env_channels, s.settings
       FROM fleet_guilds g JOIN guild_settings s ON s.guild_id = g.guild_id ORDER BY g.guild_id`,
    ),
    shardGuilds: db.prepare("SELECT guild_id, shard_id, env_channels FROM fleet_guilds WHERE shard_id = ?"),
    oneGuild: db.prepare("SELECT guild_id, shard_id, env_channels FROM fleet_guilds WHERE guild_id = ?"),
    dropShard: db.prepare("DELETE FROM fleet_guilds WHERE shard_id = ?"),
    upsert: db.prepare(
      `INSERT INTO fleet_guilds (guild_id, shard_id, env_channels, seen_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (guild_id) DO UPDATE SET shard_id = excluded.shard_id, env_channels = excluded.env_channels,
         seen_at = excluded.seen_at`,
    ),
    leave: db.prepare("DELETE FROM fleet_guilds WHERE guild_id = ?"),
  };
}
