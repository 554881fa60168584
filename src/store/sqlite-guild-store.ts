import type { GuildSettings } from "../settings/guild-settings.js";
import type { SqlDatabase } from "./sql.js";
import type { RequestCooldowns, ScheduledEventStore, SettingsStore } from "./store.js";

interface EventRow {
  discord_id: string;
  show_id: number;
  name: string;
  start_ms: number;
  end_ms: number;
  dj_name: string | null;
}

/** What the SQLite store keeps per server and per user: settings, scheduled events and request cooldowns. */
export type SqliteGuildStore = RequestCooldowns & ScheduledEventStore & SettingsStore;

/**
 * Prepares the statements of the per-server and per-user tables. `record` is the fleet's revision bump, called
 * inside the transaction of a settings write (see `sqliteFleet`).
 */
export function sqliteGuildStore(
  db: SqlDatabase,
  record: (guildIds: readonly string[]) => void,
): SqliteGuildStore {
  const statements = {
    lastRequest: db.prepare("SELECT requested_at FROM request_cooldown WHERE user_id = ?"),
    recordRequest: db.prepare(
      `INSERT INTO request_cooldown (user_id, requested_at) VALUES (?, ?)
       ON CONFLICT (user_id) DO UPDATE SET requested_at = excluded.requested_at`,
    ),
    syncedEvents: db.prepare(
      "SELECT discord_id, show_id, name, start_ms, end_ms, dj_name FROM scheduled_event WHERE guild_id = ? ORDER BY start_ms",
    ),
    saveEvent: db.prepare(
      `INSERT INTO scheduled_event (guild_id, discord_id, show_id, name, start_ms, end_ms, dj_name)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (guild_id, discord_id) DO UPDATE SET show_id = excluded.show_id, name = excluded.name,
         start_ms = excluded.start_ms, end_ms = excluded.end_ms, dj_name = excluded.dj_name`,
    ),
    forgetEvent: db.prepare("DELETE FROM scheduled_event WHERE guild_id = ? AND discord_id = ?"),
    guildSettings: db.prepare("SELECT settings FROM guild_settings WHERE guild_id = ?"),
    saveGuildSettings: db.prepare(
      `INSERT INTO guild_settings (guild_id, settings, voice_channel_id) VALUES (?, ?, ?)
       ON CONFLICT (guild_id) DO UPDATE SET settings = excluded.settings,
         voice_channel_id = excluded.voice_channel_id`,
    ),
    voiceHomes: db.prepare(
      "SELECT guild_id, voice_channel_id FROM guild_settings WHERE voice_channel_id IS NOT NULL ORDER BY guild_id",
    ),
  };
  return {
    lastRequest: (userId) =>
      statements.lastRequest.get<{ requested_at: number }>(userId)?.requested_at ?? null,
    recordRequest: (userId, at) => {
      statements.recordRequest.run(userId, at);
    },
    syncedEvents: (guildId) =>
      statements.syncedEvents.all<EventRow>(guildId).map((row) => ({
        discordId: row.discord_id,
        showId: row.show_id,
        name: row.name,
        start: row.start_ms,
        end: row.end_ms,
        djName: row.dj_name,
      })),
    saveEvent: (guildId, event) => {
      statements.saveEvent.run(
        guildId,
        event.discordId,
        event.showId,
        event.name,
        event.start,
        event.end,
        event.djName,
      );
    },
    forgetEvent: (guildId, discordId) => {
      statements.forgetEvent.run(guildId, discordId);
    },
    guildSettings: (guildId) => {
      const row = statements.guildSettings.get<{ settings: string }>(guildId);
      return row ? (JSON.parse(row.settings) as GuildSettings) : null;
    },
    saveGuildSettings: (guildId, settings) =>
      db.transaction(() => {
        statements.saveGuildSettings.run(guildId, JSON.stringify(settings), settings.voiceChannelId ?? null);
        record([guildId]);
      }),
    voiceHomes: () =>
      statements.voiceHomes
        .all<{ guild_id: string; voice_channel_id: string }>()
        .map((row) => ({ guildId: row.guild_id, channelId: row.voice_channel_id })),
  };
}
