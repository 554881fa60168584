import type { AnnouncerState } from "../station/changes.js";
import type { ReplyMessage } from "../message/reply-message.js";
import type { SqlDatabase } from "./sql.js";
import type { AnnouncerStore, Delivery, DeliveryMode, NewDelivery } from "./store.js";

interface OutboxRow {
  id: number;
  channel_id: string;
  event_id: string;
  mode: DeliveryMode;
  message: string;
  created_at: number;
}

/** The announcer's part of the SQLite store: its state, the outbox and each channel's now-playing message. */
export type SqliteAnnouncerStore = Omit<AnnouncerStore, "close">;

/** Prepares the statements of the announcer's tables and returns the methods that use them. */
export function sqliteAnnouncerStore(db: SqlDatabase): SqliteAnnouncerStore {
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
  };
  const enqueue = (key: string, deliveries: readonly NewDelivery[], now: number) => {
    for (const d of deliveries) {
      if (d.mode === "edit") statements.dropOlderEdits.run(key, d.channelId);
      statements.enqueue.run(key, d.channelId, d.eventId, d.mode, JSON.stringify(d.message), now);
    }
  };
  return {
    loadState: (key) => {
      const row = statements.load.get<{ state: string }>(key);
      return row ? (JSON.parse(row.state) as AnnouncerState) : null;
    },
    commit: (key, state, deliveries, now) => {
      db.transaction(() => {
        statements.save.run(key, JSON.stringify(state), now);
        enqueue(key, deliveries, now);
      });
    },
    // One process per SQLite file, and its transactions run one at a time: the step sees the state as saved.
    commitStep: (keys, step, now) =>
      db.transaction(() => {
        const row = statements.load.get<{ state: string }>(keys.state);
        const next = step(row ? JSON.parse(row.state) : null);
        if (!next) return 0;
        statements.save.run(keys.state, JSON.stringify(next.state), now);
        enqueue(keys.outbox, next.deliveries, now);
        return next.deliveries.length;
      }),
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
  };
}
