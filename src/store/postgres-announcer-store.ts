import type pg from "pg";
import type { AsyncBotStore } from "./async-store.js";
import type { ConcurrencyLimit } from "../net/gate/concurrency-limit.js";
import { claimOutbox } from "./postgres-claim.js";
import { commitSharedStep, queueDeliveries } from "./postgres-shared-step.js";
import { inTransaction } from "./postgres-transaction.js";
import { postgresQuery } from "./postgres-query.js";
import {
  ANNOUNCER_STATE_ROW,
  ANNOUNCER_STATE_SOURCE,
  TRACK_MESSAGE_ROW,
  TRACK_MESSAGE_SOURCE,
} from "./rows/announcer-state-row.js";
import { OUTBOX_ROW, OUTBOX_SOURCE } from "./rows/outbox-row.js";
import type { RawRow, RowDecoder } from "./rows/row-decoder.js";

/** The announcer's part of the PostgreSQL store: its state, the outbox, its claims and the now-playing messages. */
export type PostgresAnnouncerStore = Pick<
  AsyncBotStore,
  "loadState" | "commit" | "commitStep" | "pending" | "done" | "claim" | "trackMessage" | "setTrackMessage"
>;

/**
 * The announcer's methods over `pool`; `claims` bounds the claims in progress (each holds a connection), `rows`
 * reads the rows (one that does not decode is logged and skipped).
 */
export function postgresAnnouncerStore(
  pool: pg.Pool,
  claims: ConcurrencyLimit,
  rows: RowDecoder,
): PostgresAnnouncerStore {
  const { one, run } = postgresQuery(pool);
  return {
    loadState: async (key) =>
      rows.one(
        ANNOUNCER_STATE_ROW,
        ANNOUNCER_STATE_SOURCE,
        await one("SELECT key, state FROM announcer_state WHERE key = $1", [key]),
      ),
    commit: (key, state, deliveries, now) =>
      inTransaction(pool, async (client) => {
        await client.query(
          `INSERT INTO announcer_state (key, state, updated_at) VALUES ($1, $2, $3)
           ON CONFLICT (key) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at`,
          [key, JSON.stringify(state), now],
        );
        await queueDeliveries(client, key, deliveries, now);
      }),
    commitStep: (keys, step, now) => commitSharedStep(pool, keys, step, now, rows),
    pending: async (key) => {
      const result = await pool.query<RawRow>(
        "SELECT id, channel_id, event_id, mode, message, created_at FROM outbox WHERE key = $1 ORDER BY id",
        [key],
      );
      return rows.all(OUTBOX_ROW, OUTBOX_SOURCE, result.rows);
    },
    done: (id) => run("DELETE FROM outbox WHERE id = $1", [id]),
    claim: async (key, deliver) => {
      const release = await claims.acquire();
      try {
        return await claimOutbox(pool, key, deliver, rows);
      } finally {
        release();
      }
    },
    trackMessage: async (key, channelId) =>
      rows.one(
        TRACK_MESSAGE_ROW,
        TRACK_MESSAGE_SOURCE,
        await one("SELECT channel_id, message_id FROM track_message WHERE key = $1 AND channel_id = $2", [
          key,
          channelId,
        ]),
      ),
    setTrackMessage: (key, channelId, messageId) =>
      messageId
        ? run(
            `INSERT INTO track_message (key, channel_id, message_id) VALUES ($1, $2, $3)
             ON CONFLICT (key, channel_id) DO UPDATE SET message_id = excluded.message_id`,
            [key, channelId, messageId],
          )
        : run("DELETE FROM track_message WHERE key = $1 AND channel_id = $2", [key, channelId]),
  };
}
