import type { Pool, PoolClient } from "pg";
import type { FleetSource } from "../settings/fleet.js";
import { SETTING_NAMES } from "../settings/guild-settings.js";
import { mergedSettings, type SettingsWrite, storedJson, voiceColumn } from "../settings/merged-settings.js";
import {
  CHANGES_KEPT,
  changesOf,
  feedPlan,
  noticePayload,
  publishedChanges,
  pruneThrough,
} from "./fleet-changes.js";
import { readFollowers, readShare, refusedAsJson, type FollowerSieve } from "./postgres-fleet-share.js";
import { inTransaction } from "./postgres-transaction.js";
import {
  FLEET_CHANGE_ROW,
  FLEET_CHANGE_SOURCE,
  FLEET_GUILD_ROW,
  FLEET_GUILD_SOURCE,
  SETTINGS_REVISION_ROW,
  SETTINGS_REVISION_SOURCE,
} from "./rows/fleet-guild-row.js";
import { GUILD_SETTINGS_ROW, GUILD_SETTINGS_SOURCE } from "./rows/guild-settings-row.js";
import type { RawRow, RowDecoder } from "./rows/row-decoder.js";

/**
 * The channel a change is notified on. Notifications are per database, so the schema is in the name: two bots (or
 * two tests) in schemas of their own never hear each other. A channel name is at most 63 bytes.
 */
export const FLEET_CHANNEL = "left('radio_bot_fleet:' || current_schema(), 63)";

const UPSERT = `INSERT INTO fleet_guilds (guild_id, shard_id, env_channels, seen_at)
  SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::bigint[])
  ON CONFLICT (guild_id) DO UPDATE SET shard_id = excluded.shard_id, env_channels = excluded.env_channels,
    seen_at = excluded.seen_at`;
const CHANGED = "SELECT DISTINCT guild_id FROM fleet_changes WHERE revision > $1";

type Client = Pool | PoolClient;

/**
 * Bumps the revision, records the servers the write changed, prunes old records now and then, and notifies the
 * other processes; inside the write's transaction, so all of it commits with the write or none (a notification is
 * sent at commit). The bump locks the revision's row until commit: revisions commit in their order, so a reader
 * that sees revision N sees every change up to N.
 */
async function record(
  client: PoolClient,
  guildIds: readonly string[],
  kept: number,
  rows: RowDecoder,
): Promise<void> {
  const bumped = await client.query<RawRow>(
    "UPDATE settings_revision SET revision = revision + 1 WHERE id = 1 RETURNING id, revision, pruned",
  );
  const { revision, pruned } = rows.one(SETTINGS_REVISION_ROW, SETTINGS_REVISION_SOURCE, bumped.rows[0]) ?? {
    revision: 0,
    pruned: 0,
  };
  if (guildIds.length > 0) {
    await client.query(
      "INSERT INTO fleet_changes (revision, guild_id) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING",
      [revision, [...guildIds]],
    );
  }
  const through = pruneThrough(revision, pruned, kept);
  if (through !== null) {
    await client.query("DELETE FROM fleet_changes WHERE revision <= $1", [through]);
    await client.query("UPDATE settings_revision SET pruned = $1 WHERE id = 1", [through]);
  }
  await client.query(`SELECT pg_notify(${FLEET_CHANNEL}, $1)`, [noticePayload(revision, guildIds)]);
}

/**
 * Merges a settings write into the server's row (see `mergedSettings`): the row is made if missing and locked (`FOR
 * UPDATE`) before it is read, so a write another process commits meanwhile, a newer version's too, is merged into,
 * never overwritten.
 */
async function saveMerged(
  client: PoolClient,
  guildId: string,
  write: SettingsWrite,
  rows: RowDecoder,
): Promise<void> {
  await client.query(
    "INSERT INTO guild_settings (guild_id, settings) VALUES ($1, '{}') ON CONFLICT (guild_id) DO NOTHING",
    [guildId],
  );
  const locked = await client.query<RawRow>(
    "SELECT guild_id, settings FROM guild_settings WHERE guild_id = $1 FOR UPDATE",
    [guildId],
  );
  const row = locked.rows[0];
  const stored = {
    json: storedJson(row?.["settings"]),
    read: rows.one(GUILD_SETTINGS_ROW, GUILD_SETTINGS_SOURCE, row)?.[1] ?? null,
  };
  const merged = mergedSettings(stored, write, SETTING_NAMES);
  await client.query("UPDATE guild_settings SET settings = $2, voice_channel_id = $3 WHERE guild_id = $1", [
    guildId,
    JSON.stringify(merged),
    voiceColumn(merged),
  ]);
}

type FleetReads = Pick<FleetSource, "revision" | "fleet" | "fleetShare" | "followersOf" | "changesSince">;

/** The reads of the fleet, each in one snapshot with the revision its rows belong to. */
function postgresFleetReads(pool: Pool, rows: RowDecoder): FleetReads {
  const revisionOf = async (client: Client) => {
    const read = await client.query<RawRow>(
      "SELECT id, revision, pruned FROM settings_revision WHERE id = 1",
    );
    return (
      rows.one(SETTINGS_REVISION_ROW, SETTINGS_REVISION_SOURCE, read.rows[0]) ?? { revision: 0, pruned: 0 }
    );
  };
  const guildsOf = (read: RawRow[]) => rows.all(FLEET_GUILD_ROW, FLEET_GUILD_SOURCE, read);
  const settingsOf = (read: RawRow[]) => new Map(rows.all(GUILD_SETTINGS_ROW, GUILD_SETTINGS_SOURCE, read));
  // One snapshot (REPEATABLE READ): the revision read is the one the rows belong to, whatever commits meanwhile.
  const snapshot = <T>(read: (client: PoolClient) => Promise<T>) =>
    inTransaction(pool, async (client) => {
      await client.query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY");
      return read(client);
    });
  return {
    revision: async () => (await revisionOf(pool)).revision,
    fleet: () =>
      snapshot(async (client) => {
        const { revision } = await revisionOf(client);
        const guilds = await client.query<RawRow>(
          "SELECT guild_id, shard_id, env_channels FROM fleet_guilds ORDER BY guild_id",
        );
        const settings = await client.query<RawRow>(
          "SELECT guild_id, settings FROM guild_settings ORDER BY guild_id",
        );
        return { revision, guilds: guildsOf(guilds.rows), settings: settingsOf(settings.rows) };
      }),
    fleetShare: (share) =>
      snapshot(async (client) => {
        const { revision } = await revisionOf(client);
        const { guilds, settings } = await readShare(client, share, rows);
        return { revision, guilds, settings: settingsOf(settings) };
      }),
    followersOf: async (query) => {
      const read = (sieve: FollowerSieve) =>
        snapshot(async (client) => {
          const { revision } = await revisionOf(client);
          return { revision, servers: await readFollowers(client, query, rows, sieve) };
        });
      try {
        return await read("sql");
      } catch (error) {
        // Settings that are no JSON at all (a hand edit) fail the cast: sifted in JS then, and skipped there.
        if (!refusedAsJson(error)) throw error;
        return read("js");
      }
    },
    changesSince: (since) =>
      snapshot(async (client) => {
        const { revision, pruned } = await revisionOf(client);
        const plan = feedPlan(since, revision, pruned);
        if (plan === "reload") return { kind: "reload" };
        if (plan === "current") return { kind: "changes", revision, servers: [] };
        const changed = rows.all(
          FLEET_CHANGE_ROW,
          FLEET_CHANGE_SOURCE,
          (await client.query<RawRow>(CHANGED, [since])).rows,
        );
        // By the ids, through the primary keys: as cheap with a million servers as with ten.
        const guilds = await client.query<RawRow>(
          "SELECT guild_id, shard_id, env_channels FROM fleet_guilds WHERE guild_id = ANY($1::text[])",
          [changed],
        );
        const settings = await client.query<RawRow>(
          "SELECT guild_id, settings FROM guild_settings WHERE guild_id = ANY($1::text[])",
          [changed],
        );
        return changesOf(revision, changed, guildsOf(guilds.rows), settingsOf(settings.rows));
      }),
  };
}

/**
 * The PostgreSQL side of the fleet (see `FleetSource`), over the tables migrations 6 and 7 made; `rows` reads their
 * rows (one that does not decode is logged and skipped), `kept` is how many revisions of changes are kept
 * (see `CHANGES_KEPT`).
 */
export function postgresFleet(pool: Pool, rows: RowDecoder, kept = CHANGES_KEPT): FleetSource {
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
    ...postgresFleetReads(pool, rows),
    saveGuildSettings: (guildId, settings, base) =>
      inTransaction(pool, async (client) => {
        await saveMerged(client, guildId, { next: settings, base }, rows);
        await record(client, [guildId], kept, rows);
      }),
    publishGuilds: (shardIds, guilds) =>
      inTransaction(pool, async (client) => {
        const before = await client.query<RawRow>(
          `SELECT guild_id, shard_id, env_channels FROM fleet_guilds
           WHERE shard_id = ANY($1::int[]) OR guild_id = ANY($2::text[])`,
          [[...shardIds], guilds.map((g) => g.guildId)],
        );
        await client.query("DELETE FROM fleet_guilds WHERE shard_id = ANY($1::int[])", [[...shardIds]]);
        await upsert(client, guilds);
        const was = rows.all(FLEET_GUILD_ROW, FLEET_GUILD_SOURCE, before.rows);
        await record(client, publishedChanges(shardIds, was, guilds), kept, rows);
      }),
    joinGuild: (guild) =>
      inTransaction(pool, async (client) => {
        await upsert(client, [guild]);
        await record(client, [guild.guildId], kept, rows);
      }),
    leaveGuild: (guildId) =>
      inTransaction(pool, async (client) => {
        await client.query("DELETE FROM fleet_guilds WHERE guild_id = $1", [guildId]);
        await record(client, [guildId], kept, rows);
      }),
  };
}
