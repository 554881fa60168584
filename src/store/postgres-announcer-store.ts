import type pg from "pg";
import type { AnnouncerState } from "../station/changes.js";
import type { AsyncBotStore } from "./async-store.js";
import type { ConcurrencyLimit } from "../net/gate/concurrency-limit.js";
import { claimOutbox } from "./postgres-claim.js";
import { deliveryOf, type OutboxRow } from "./postgres-rows.js";
import { commitSharedStep, queueDeliveries } from "./postgres-shared-step.js";
import { inTransaction } from "./postgres-transaction.js";
import { postgresQuery } from "./postgres-query.js";

/** The announcer's part of the PostgreSQL store: its state, the outbox, its claims and the now-playing messages. */
export type PostgresAnnouncerStore = Pick<
  AsyncBotStore,
  "loadState" | "commit" | "commitStep" | "pending" | "done" | "claim" | "trackMessage" | "setTrackMessage"
>;

/** The announcer's methods over `pool`; `claims` bounds the claims in progress (each holds a connection). */
export function postgresAnnouncerStore(pool: pg.Pool, claims: ConcurrencyLimit): PostgresAnnouncerStore {
  const { one, run } = postgresQuery(pool);
  return {
    loadState: async (key) => {
      const row = await one<{ state: string }>("SELECT state FROM announcer_state WHERE key = $1", [key]);
      return row ? (JSON.parse(row.state) as AnnouncerState) : null;
    },
    commit: (key, state, deliveries, now) =>
      inTransaction(pool, async (client) => {
        await client.query(
          `INSERT INTO announcer_state (key, state, updated_at) VALUES ($1, $2, $3)
           ON CONFLICT (key) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at`,
          [key, JSON.stringify(state), now],
        );
        await queueDeliveries(client, key, deliveries, now);
      }),
    commitStep: (keys, step, now) => commitSharedStep(pool, keys, step, now),
    pending: async (key) => {
      const result = await pool.query<OutboxRow>(
        "SELECT id, channel_id, event_id, mode, message, created_at FROM outbox WHERE key = $1 ORDER BY id",
        [key],
      );
      return result.rows.map(deliveryOf);
    },
    done: (id) => run("DELETE FROM outbox WHERE id = $1", [id]),
    claim: async (key, deliver) => {
      const release = await claims.acquire();
      try {
        return await claimOutbox(pool, key, deliver);
      } finally {
        release();
      }
    },
    trackMessage: async (key, channelId) =>
      (
        await one<{ message_id: string }>(
          "SELECT message_id FROM track_message WHERE key = $1 AND channel_id = $2",
          [key, channelId],
        )
      )?.message_id ?? null,
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
