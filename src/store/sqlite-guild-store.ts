import { SETTING_NAMES } from "../settings/guild-settings.js";
import { mergedSettings, storedJson, voiceColumn } from "../settings/merged-settings.js";
import { GUILD_SETTINGS_ROW, GUILD_SETTINGS_SOURCE, VOICE_HOME_ROW } from "./rows/guild-settings-row.js";
import type { RowDecoder } from "./rows/row-decoder.js";
import {
  REQUEST_COOLDOWN_ROW,
  REQUEST_COOLDOWN_SOURCE,
  SCHEDULED_EVENT_ROW,
  SCHEDULED_EVENT_SOURCE,
} from "./rows/scheduled-event-row.js";
import type { SqlDatabase } from "./sql.js";
import type { RequestCooldowns, ScheduledEventStore, SettingsStore } from "./store.js";

/** What the SQLite store keeps per server and per user: settings, scheduled events and request cooldowns. */
export type SqliteGuildStore = RequestCooldowns & ScheduledEventStore & SettingsStore;

/**
 * Prepares the statements of the per-server and per-user tables. `record` is the fleet's revision bump, called
 * inside the transaction of a settings write (see `sqliteFleet`); `rows` reads the rows (one that does not decode
 * is logged and skipped). A settings write merges into the row there (see `mergedSettings`): what this version does
 * not understand stays.
 */
export function sqliteGuildStore(
  db: SqlDatabase,
  record: (guildIds: readonly string[]) => void,
  rows: RowDecoder,
): SqliteGuildStore {
  const statements = {
    lastRequest: db.prepare("SELECT user_id, requested_at FROM request_cooldown WHERE user_id = ?"),
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
    guildSettings: db.prepare("SELECT guild_id, settings FROM guild_settings WHERE guild_id = ?"),
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
      rows.one(REQUEST_COOLDOWN_ROW, REQUEST_COOLDOWN_SOURCE, statements.lastRequest.get(userId)),
    recordRequest: (userId, at) => {
      statements.recordRequest.run(userId, at);
    },
    syncedEvents: (guildId) =>
      rows.all(SCHEDULED_EVENT_ROW, SCHEDULED_EVENT_SOURCE, statements.syncedEvents.all(guildId)),
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
    guildSettings: (guildId) =>
      rows.one(GUILD_SETTINGS_ROW, GUILD_SETTINGS_SOURCE, statements.guildSettings.get(guildId))?.[1] ?? null,
    // Read and written in one transaction (IMMEDIATE: the write lock first), so nothing written meanwhile is lost.
    saveGuildSettings: (guildId, settings, base) =>
      db.transaction(() => {
        const row = statements.guildSettings.get(guildId);
        const stored = {
          json: storedJson(row?.["settings"]),
          read: rows.one(GUILD_SETTINGS_ROW, GUILD_SETTINGS_SOURCE, row)?.[1] ?? null,
        };
        const merged = mergedSettings(stored, { next: settings, base }, SETTING_NAMES);
        statements.saveGuildSettings.run(guildId, JSON.stringify(merged), voiceColumn(merged));
        record([guildId]);
      }),
    voiceHomes: () => rows.all(VOICE_HOME_ROW, GUILD_SETTINGS_SOURCE, statements.voiceHomes.all()),
  };
}
