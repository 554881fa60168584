import {
  ANNOUNCER_STATE_ROW,
  ANNOUNCER_STATE_SOURCE,
  SHARED_STATE_ROW,
  TRACK_MESSAGE_ROW,
  TRACK_MESSAGE_SOURCE,
} from "./rows/announcer-state-row.js";
import { OUTBOX_ROW, OUTBOX_SOURCE } from "./rows/outbox-row.js";
import type { RowDecoder } from "./rows/row-decoder.js";
import type { SqlDatabase } from "./sql.js";
import type { AnnouncerStore, NewDelivery } from "./store.js";
import { replyMessageJson } from "./rows/reply-message-json.js";

/** The announcer's part of the SQLite store: its state, the outbox and each channel's now-playing message. */
export type SqliteAnnouncerStore = Omit<AnnouncerStore, "close">;

/**
 * Prepares the statements of the announcer's tables and returns the methods that use them; `rows` reads their
 * rows (one that does not decode is logged and skipped).
 */
export function sqliteAnnouncerStore(db: SqlDatabase, rows: RowDecoder): SqliteAnnouncerStore {
  const statements = {
    load: db.prepare("SELECT key, state FROM announcer_state WHERE key = ?"),
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
    trackMessage: db.prepare(
      "SELECT channel_id, message_id FROM track_message WHERE key = ? AND channel_id = ?",
    ),
    setTrackMessage: db.prepare(
      `INSERT INTO track_message (key, channel_id, message_id) VALUES (?, ?, ?)
       ON CONFLICT (key, channel_id) DO UPDATE SET message_id = excluded.message_id`,
    ),
    clearTrackMessage: db.prepare("DELETE FROM track_message WHERE key = ? AND channel_id = ?"),
  };
  const enqueue = (key: string, deliveries: readonly NewDelivery[], now: number) => {
    for (const d of deliveries) {
      if (d.mode === "edit") statements.dropOlderEdits.run(key, d.channelId);
      statements.enqueue.run(key, d.channelId, d.eventId, d.mode, replyMessageJson(d.message), now);
    }
  };
  return {
    loadState: (key) => rows.one(ANNOUNCER_STATE_ROW, ANNOUNCER_STATE_SOURCE, statements.load.get(key)),
    commit: (key, state, deliveries, now) => {
      db.transaction(() => {
        statements.save.run(key, JSON.stringify(state), now);
        enqueue(key, deliveries, now);
      });
    },
    // One process per SQLite file, and its transactions run one at a time: the step sees the state as saved.
    commitStep: (keys, step, now) =>
      db.transaction(() => {
        const next = step(
          rows.one(SHARED_STATE_ROW, ANNOUNCER_STATE_SOURCE, statements.load.get(keys.state)),
        );
        if (!next) return 0;
        statements.save.run(keys.state, JSON.stringify(next.state), now);
        enqueue(keys.outbox, next.deliveries, now);
        return next.deliveries.length;
      }),
    pending: (key) => rows.all(OUTBOX_ROW, OUTBOX_SOURCE, statements.pending.all(key)),
    done: (id) => {
      statements.done.run(id);
    },
    trackMessage: (key, channelId) =>
      rows.one(TRACK_MESSAGE_ROW, TRACK_MESSAGE_SOURCE, statements.trackMessage.get(key, channelId)),
    setTrackMessage: (key, channelId, messageId) => {
      if (messageId) statements.setTrackMessage.run(key, channelId, messageId);
      else statements.clearTrackMessage.run(key, channelId);
    },
  };
}
