import { z } from "zod";
import type { FleetGuild, FleetServerChange } from "../../settings/fleet.js";
import { integerColumn, jsonColumn } from "./columns.js";
import { GUILD_SETTINGS_JSON } from "./guild-settings-row.js";
import type { RowSource } from "./row-decoder.js";

const COLUMNS = {
  guild_id: z.string(),
  shard_id: integerColumn,
  env_channels: jsonColumn(z.array(z.string())),
};

const guildOf = (row: { guild_id: string; shard_id: number; env_channels: string[] }): FleetGuild => ({
  guildId: row.guild_id,
  shardId: row.shard_id,
  envChannels: row.env_channels,
});

/** A `fleet_guilds` row (`guild_id, shard_id, env_channels`), the same in both stores: the server as a shard saw it. */
export const FLEET_GUILD_ROW = z.object(COLUMNS).transform(guildOf);

/** Where a `fleet_guilds` row comes from, for the log. */
export const FLEET_GUILD_SOURCE: RowSource = { table: "fleet_guilds", key: "guild_id" };

/**
 * A `fleet_guilds` row joined with the server's `guild_settings` (`settings`), as `followersOf` reads them: the
 * server, its row and its settings. Either part not decoding skips the server.
 */
export const LISTED_SERVER_ROW = z
  .object({ ...COLUMNS, settings: jsonColumn(GUILD_SETTINGS_JSON) })
  .transform((row): FleetServerChange => ({
    guildId: row.guild_id,
    guild: guildOf(row),
    settings: row.settings,
  }));

/** Where a `fleet_guilds` row joined with its settings comes from, for the log. */
export const LISTED_SERVER_SOURCE: RowSource = { table: "fleet_guilds, guild_settings", key: "guild_id" };

/** A `settings_revision` row: the fleet's revision, and the newest revision whose changes were pruned. */
export const SETTINGS_REVISION_ROW = z.object({ revision: integerColumn, pruned: integerColumn });

/** Where the `settings_revision` row comes from, for the log. */
export const SETTINGS_REVISION_SOURCE: RowSource = { table: "settings_revision", key: "id" };

/** A `fleet_changes` row's server. */
export const FLEET_CHANGE_ROW = z.object({ guild_id: z.string() }).transform((row) => row.guild_id);

/** Where a `fleet_changes` row comes from, for the log. */
export const FLEET_CHANGE_SOURCE: RowSource = { table: "fleet_changes", key: "guild_id" };
