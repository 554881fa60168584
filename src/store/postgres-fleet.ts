import type { Pool, PoolClient } from "pg";
import type { FleetSource } from "../settings/fleet.js";
import type { GuildSettings } from "../settings/guild-settings.js";
import { inTransaction } from "./postgres-transaction.js";

/** Bumps the fleet's revision; every write to the servers or the settings runs it in its own transaction. */
const BUMP = "UPDATE settings_revision SET revision = revision + 1 WHERE id = 1";

const UPSERT = `INSERT INTO fleet_guilds (guild_id, shard_id, env_channels, seen_at)
  SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::bigint[])
  ON CONFLICT (guild_id) DO UPDATE SET shard_id = excluded.shard_id, env_channels = excluded.env_channels,
    seen_at = excluded.seen_at`;

/** The PostgreSQL side of the fleet (see `FleetSource`), over the tables migration 6 made. */
export function postgresFleet(pool: Pool): FleetSource {
  const revisionOf = async (client: Pool | PoolClient) =>
    Number(
      (await client.query<{ revision: string }>("SELECT revision FROM settings_revision WHERE id = 1"))
        .rows[0]?.revision ?? 0,
    );
  // Thousands of servers in one statement: arrays, one per column, unnested on the server.
  const upsert = async (
    client: PoolClient,
    guilds: readonly { guildId: string; shardId: number; envChannels: readonly string[] }[],
  ) => {
    if (guilds.length === 0) return;
    const now = Date.now();
    // In one order everywhere: two processes writing the same servers lock them in the same order, never a deadlock.
    const sorted = [...guilds].sort((a, b) => (a.guildId < b.guildId ? -1 : a.guildId > b.guildId ? 1 : 0));
    await client.query(UPSERT, [
      sorted.map((g) => g.guildId),
      sorted.map((g) => g.shardId),
      sorted.map((g) => JSON.stringify(g.envChannels)),
      sorted.map(() => now),
    ]);
  };
  return {
    revision: () => revisionOf(pool),
    // One snapshot (REPEATABLE READ): the revision read is the one the rows belong to, whatever commits meanwhile.
    fleet: () =>
      inTransaction(pool, async (client) => {
        await client.query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY");
        const revision = await revisionOf(client);
        const guilds = await client.query<{ guild_id: string; shard_id: number; env_channels: string }>(
          "SELECT guild_id, shard_id, env_channels FROM fleet_guilds ORDER BY guild_id",
        );
        const settings = await client.query<{ guild_id: string; settings: string }>(
          "SELECT guild_id, settings FROM guild_settings ORDER BY guild_id",
        );
        return {
          revision,
          guilds: guilds.rows.map((row) => ({
            guildId: row.guild_id,
            shardId: row.shard_id,
            envChannels: JSON.parse(row.env_channels) as string[],
          })),
          settings: new Map(
            settings.rows.map((row) => [row.guild_id, JSON.parse(row.settings) as GuildSettings]),
          ),
        };
      }),
    saveGuildSettings: (guildId, settings) =>
      inTransaction(pool, async (client) => {
        await client.query(
          `INSERT INTO guild_settings (guild_id, settings, voice_channel_id) VALUES ($1, $2, $3)
           ON CONFLICT (guild_id) DO UPDATE SET settings = excluded.settings,
             voice_channel_id = excluded.voice_channel_id`,
          [guildId, JSON.stringify(settings), settings.voiceChannelId ?? null],
        );
        await client.query(BUMP);
      }),
    publishGuilds: (shardIds, guilds) =>
      inTransaction(pool, async (client) => {
        await client.query("DELETE FROM fleet_guilds WHERE shard_id = ANY($1::int[])", [[...shardIds]]);
        await upsert(client, guilds);
        await client.query(BUMP);
      }),
    joinGuild: (guild) =>
      inTransaction(pool, async (client) => {
        await upsert(client, [guild]);
        await client.query(BUMP);
      }),
    leaveGuild: (guildId) =>
      inTransaction(pool, async (client) => {
        await client.query("DELETE FROM fleet_guilds WHERE guild_id = $1", [guildId]);
        await client.query(BUMP);
      }),
  };
}
