import type pg from "pg";
import type { GuildSettings } from "../settings/guild-settings.js";
import type { AsyncBotStore } from "./async-store.js";
import { syncedEventOf, type EventRow } from "./postgres-rows.js";
import { postgresQuery } from "./postgres-query.js";

/** What the PostgreSQL store keeps per user and per server, besides the settings writes of the fleet. */
export type PostgresGuildStore = Pick<
  AsyncBotStore,
  | "lastRequest"
  | "recordRequest"
  | "syncedEvents"
  | "saveEvent"
  | "forgetEvent"
  | "guildSettings"
  | "voiceHomes"
>;

/** Request cooldowns, scheduled events and the reads of each server's settings, over `pool`. */
export function postgresGuildStore(pool: pg.Pool): PostgresGuildStore {
  const { one, run } = postgresQuery(pool);
  return {
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
    voiceHomes: async () =>
      (
        await pool.query<{ guild_id: string; voice_channel_id: string }>(
          `SELECT guild_id, voice_channel_id FROM guild_settings
           WHERE voice_channel_id IS NOT NULL ORDER BY guild_id`,
        )
      ).rows.map((row) => ({ guildId: row.guild_id, channelId: row.voice_channel_id })),
  };
}
