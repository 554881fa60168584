import type { Pool, PoolClient } from "pg";
import { inTransaction } from "./postgres-transaction.js";
import { ANNOUNCER_STATE_SOURCE, SHARED_STATE_ROW } from "./rows/announcer-state-row.js";
import type { RawRow, RowDecoder } from "./rows/row-decoder.js";
import type { NewDelivery, SharedStep, StepKeys } from "./store.js";
import { replyMessageJson } from "./rows/reply-message-json.js";

/**
 * Queues deliveries in the outbox under `key`, inside the caller's transaction. A delivery already queued (the same
 * channel and event) is not queued twice; only the newest now-playing edit of a channel is kept, and one a claim is
 * sending right now is left to it.
 */
export async function queueDeliveries(
  client: PoolClient,
  key: string,
  deliveries: readonly NewDelivery[],
  now: number,
): Promise<void> {
  for (const d of deliveries) {
    if (d.mode === "edit") {
      await client.query(
        `DELETE FROM outbox WHERE id IN (SELECT id FROM outbox WHERE key = $1 AND channel_id = $2
         AND mode = 'edit' FOR UPDATE SKIP LOCKED)`,
        [key, d.channelId],
      );
    }
    await client.query(
      `INSERT INTO outbox (key, channel_id, event_id, mode, message, created_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (key, channel_id, event_id) DO NOTHING`,
      [key, d.channelId, d.eventId, d.mode, replyMessageJson(d.message), now],
    );
  }
}

/**
 * The shared step of the PostgreSQL store (see `AsyncBotStore.commitStep`). The state's row is made if missing and
 * locked (`FOR UPDATE`) before the step reads it, so processes stepping one key take turns and each steps what the
 * one before saved; the new state and its deliveries commit together. A saved state that is no JSON is logged by
 * `rows` and stepped as none.
 */
export function commitSharedStep(
  pool: Pool,
  keys: StepKeys,
  step: SharedStep,
  now: number,
  rows: RowDecoder,
): Promise<number> {
  return inTransaction(pool, async (client) => {
    // A second process inserting the same key waits here for the first's commit, then finds the row.
    await client.query(
      `INSERT INTO announcer_state (key, state, updated_at) VALUES ($1, 'null', $2) ON CONFLICT (key) DO NOTHING`,
      [keys.state, now],
    );
    const row = await client.query<RawRow>(
      "SELECT key, state FROM announcer_state WHERE key = $1 FOR UPDATE",
      [keys.state],
    );
    const next = step(rows.one(SHARED_STATE_ROW, ANNOUNCER_STATE_SOURCE, row.rows[0]));
    if (!next) return 0;
    await client.query("UPDATE announcer_state SET state = $2, updated_at = $3 WHERE key = $1", [
      keys.state,
      JSON.stringify(next.state),
      now,
    ]);
    await queueDeliveries(client, keys.outbox, next.deliveries, now);
    return next.deliveries.length;
  });
}
