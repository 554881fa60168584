import type { FleetGuild } from "../settings/fleet.js";
import type { GuildSettings } from "../settings/guild-settings.js";
import type { SqlDatabase } from "./sql.js";
import type { FleetStore } from "./store.js";

interface FleetRow {
  guild_id: string;
  shard_id: number;
  env_channels: string;
}

/** The fleet's tables in the SQLite store, and the revision bump that every write to servers or settings makes. */
export interface SqliteFleet extends FleetStore {
  /** Bumps the revision; call inside the transaction of the write it stands for. */
  readonly bump: () => void;
}

/** The SQLite side of {@link FleetStore}, over the tables migration 6 made. */
export function sqliteFleet(db: SqlDatabase): SqliteFleet {
  const statements = {
    revision: db.prepare("SELECT revision FROM settings_revision WHERE id = 1"),
    bump: db.prepare("UPDATE settings_revision SET revision = revision + 1 WHERE id = 1"),
    guilds: db.prepare("SELECT guild_id, shard_id, env_channels FROM fleet_guilds ORDER BY guild_id"),
    settings: db.prepare("SELECT guild_id, settings FROM guild_settings ORDER BY guild_id"),
    dropShard: db.prepare("DELETE FROM fleet_guilds WHERE shard_id = ?"),
    upsert: db.prepare(
      `INSERT INTO fleet_guilds (guild_id, shard_id, env_channels, seen_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (guild_id) DO UPDATE SET shard_id = excluded.shard_id, env_channels = excluded.env_channels,
         seen_at = excluded.seen_at`,
    ),
    leave: db.prepare("DELETE FROM fleet_guilds WHERE guild_id = ?"),
  };
  const revision = () => statements.revision.get<{ revision: number }>()?.revision ?? 0;
  const bump = () => {
    statements.bump.run();
  };
  const upsert = (guild: FleetGuild, now: number) =>
    statements.upsert.run(guild.guildId, guild.shardId, JSON.stringify(guild.envChannels), now);
  return {
    bump,
    revision,
    fleet: () =>
      // One transaction: the revision read is the one the rows belong to, even with another process writing.
      db.transaction(() => ({
        revision: revision(),
        guilds: statements.guilds.all<FleetRow>().map((row) => ({
          guildId: row.guild_id,
          shardId: row.shard_id,
          envChannels: JSON.parse(row.env_channels) as string[],
        })),
        settings: new Map(
          statements.settings
            .all<{ guild_id: string; settings: string }>()
            .map((row) => [row.guild_id, JSON.parse(row.settings) as GuildSettings]),
        ),
      })),
    publishGuilds: (shardIds, guilds, now) =>
      db.transaction(() => {
        for (const shardId of shardIds) statements.dropShard.run(shardId);
        for (const guild of guilds) upsert(guild, now);
        bump();
      }),
    joinGuild: (guild, now) =>
      db.transaction(() => {
        upsert(guild, now);
        bump();
      }),
    leaveGuild: (guildId) =>
      db.transaction(() => {
        statements.leave.run(guildId);
        bump();
      }),
  };
}
