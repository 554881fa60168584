import type pg from "pg";
import type { AsyncBotStore } from "./async-store.js";
import { postgresQuery } from "./postgres-query.js";
import { GUILD_SETTINGS_ROW, GUILD_SETTINGS_SOURCE, VOICE_HOME_ROW } from "./rows/guild-settings-row.js";
import type { RawRow, RowDecoder } from "./rows/row-decoder.js";
import {
  REQUEST_COOLDOWN_ROW,
  REQUEST_COOLDOWN_SOURCE,
  SCHEDULED_EVENT_ROW,
  SCHEDULED_EVENT_SOURCE,
} from "./rows/scheduled-event-row.js";

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

/**
 * Request cooldowns, scheduled events and the reads of each server's settings, over `pool`; `rows` reads the rows
 * (one that does not decode is logged and skipped).
 */
export function postgresGuildStore(pool: pg.Pool, rows: RowDecoder): PostgresGuildStore {
  const { one, run } = postgresQuery(pool);
  return {
    lastRequest: async (userId) =>
      rows.one(
        REQUEST_COOLDOWN_ROW,
        REQUEST_COOLDOWN_SOURCE,
        await one("SELECT user_id, requested_at FROM request_cooldown WHERE user_id = $1", [userId]),
      ),
    recordRequest: (userId, at) =>
      run(
        `INSERT INTO request_cooldown (user_id, requested_at) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET requested_at = excluded.requested_at`,
        [userId, at],
      ),
    syncedEvents: async (guildId) => {
      const result = await pool.query<RawRow>(
        `SELECT discord_id, show_id, name, start_ms, end_ms, dj_name FROM scheduled_event WHERE guild_id = $1
         ORDER BY start_ms`,
        [guildId],
      );
      return rows.all(SCHEDULED_EVENT_ROW, SCHEDULED_EVENT_SOURCE, result.rows);
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
      const row = await one("SELECT guild_id, settings FROM guild_settings WHERE guild_id = $1", [guildId]);
      return rows.one(GUILD_SETTINGS_ROW, GUILD_SETTINGS_SOURCE, row)?.[1] ?? null;
    },
    voiceHomes: async () => {
      const homes = await pool.query<RawRow>(
        `SELECT guild_id, voice_channel_id FROM guild_settings
         WHERE voice_channel_id IS NOT NULL ORDER BY guild_id`,
      );
      return rows.all(VOICE_HOME_ROW, GUILD_SETTINGS_SOURCE, homes.rows);
    },
  };
}
