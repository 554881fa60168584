import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { AnnouncerState } from "../station/changes.js";
import type { ReplyMessage } from "../message/reply-message.js";
import { openDatabase, type SqlDriverChoice } from "./open-database.js";
import { sqliteFleet } from "./sqlite-fleet.js";
import { migrateSqlite, sqliteSchemaVersion } from "./sqlite-migrations.js";
import type { GuildSettings } from "../settings/guild-settings.js";
import type { BotStore, Delivery, DeliveryMode } from "./store.js";

/** The file the bot keeps its state in, under `DATA_DIR`. */
export const DATABASE_FILE = "radio-bot.sqlite3";

interface EventRow {
  discord_id: string;
  show_id: number;
  name: string;
  start_ms: number;
  end_ms: number;
  dj_name: string | null;
}

interface OutboxRow {
  id: number;
  channel_id: string;
  event_id: string;
  mode: DeliveryMode;
  message: string;
  created_at: number;
}

/** What a SQLite store may be opened with besides its place and driver. */
export interface SqliteStoreOptions {
  /** How many revisions of the fleet's changes are kept (`CHANGES_KEPT`; fewer in tests of a copy left behind). */
  readonly changesKept?: number;
}

/** The database file in a data folder (created if missing), or `:memory:` as it is. */
function databasePath(dataDir: string): string {
  if (dataDir === ":memory:") return dataDir;
  mkdirSync(dataDir, { recursive: true });
  return join(dataDir, DATABASE_FILE);
}

/**
 * Opens (creating the folder and file on first start) and migrates the SQLite store. `:memory:` for tests.
 * `driver` picks the SQLite driver; the file is the same for every driver, so a station can change Node freely.
 */
export function openSqliteStore(
  dataDir: string,
  driver: SqlDriverChoice = "auto",
  options: SqliteStoreOptions = {},
): BotStore {
  const db = openDatabase(databasePath(dataDir), driver);
  try {
    // A rollback journal, not WAL: the WebAssembly driver has no shared memory for WAL, and a file one driver
    // leaves in WAL mode (or that an older version of the bot did) must open with the other.
    db.exec("PRAGMA journal_mode = DELETE");
    db.exec("PRAGMA busy_timeout = 5000");
    migrateSqlite(db);
  } catch (error) {
    db.close();
    throw error;
  }

  const statements = {
    load: db.prepare("SELECT state FROM announcer_state WHERE key = ?"),
    save: db.prepare(
      `INSERT INTO announcer_state (key, state, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at`,
    ),
    enqueue: db.prepare(
      `INSERT OR IGNORE INTO outbox (key, channel_id, event_id, mode, message, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
    ),
    // In edit mode only the newest now-playing state matters: older queued edits of a channel are merged away.
    dropOlderEdits: db.prepare("DELETE FROM outbox WHERE key = ? AND channel_id = ? AND mode = 'edit'"),
    pending: db.prepare(
      "SELECT id, channel_id, event_id, mode, message, created_at FROM outbox WHERE key = ? ORDER BY id",
    ),
    done: db.prepare("DELETE FROM outbox WHERE id = ?"),
    trackMessage: db.prepare("SELECT message_id FROM track_message WHERE key = ? AND channel_id = ?"),
    setTrackMessage: db.prepare(
      `INSERT INTO track_message (key, channel_id, message_id) VALUES (?, ?, ?)
       ON CONFLICT (key, channel_id) DO UPDATE SET message_id = excluded.message_id`,
    ),
    clearTrackMessage: db.prepare("DELETE FROM track_message WHERE key = ? AND channel_id = ?"),
    lastRequest: db.prepare("SELECT requested_at FROM request_cooldown WHERE user_id = ?"),
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
    recordRequest: db.prepare(
      `INSERT INTO request_cooldown (user_id, requested_at) VALUES (?, ?)
       ON CONFLICT (user_id) DO UPDATE SET requested_at = excluded.requested_at`,
    ),
    outboxDepth: db.prepare("SELECT count(*) AS n FROM outbox"),
  };
  const { record, ...fleet } = sqliteFleet(db, options.changesKept);

  return {
    loadState: (key) => {
      const row = statements.load.get<{ state: string }>(key);
      return row ? (JSON.parse(row.state) as AnnouncerState) : null;
    },
    commit: (key, state, deliveries, now) => {
      db.transaction(() => {
        statements.save.run(key, JSON.stringify(state), now);
        for (const d of deliveries) {
          if (d.mode === "edit") statements.dropOlderEdits.run(key, d.channelId);
          statements.enqueue.run(key, d.channelId, d.eventId, d.mode, JSON.stringify(d.message), now);
        }
      });
    },
    pending: (key) =>
      statements.pending.all<OutboxRow>(key).map((row): Delivery => ({
        id: row.id,
        channelId: row.channel_id,
        eventId: row.event_id,
        mode: row.mode,
        message: JSON.parse(row.message) as ReplyMessage,
        createdAt: row.created_at,
      })),
    done: (id) => {
      statements.done.run(id);
    },
    trackMessage: (key, channelId) =>
      statements.trackMessage.get<{ message_id: string }>(key, channelId)?.message_id ?? null,
    setTrackMessage: (key, channelId, messageId) => {
      if (messageId) statements.setTrackMessage.run(key, channelId, messageId);
      else statements.clearTrackMessage.run(key, channelId);
    },
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
    ...fleet,
    outboxDepth: () => statements.outboxDepth.get<{ n: number }>()?.n ?? 0,
    checkWritable: () => {
      // Writing the schema version back unchanged is a real write (journal and all) that changes nothing.
      db.transaction(() => db.exec(`PRAGMA user_version = ${sqliteSchemaVersion(db)}`));
    },
    voiceHomes: () =>
      statements.voiceHomes
        .all<{ guild_id: string; voice_channel_id: string }>()
        .map((row) => ({ guildId: row.guild_id, channelId: row.voice_channel_id })),
    close: () => {
      db.close();
    },
  };
}
