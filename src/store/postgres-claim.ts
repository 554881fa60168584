import type { Pool } from "pg";
import type { DeliverClaimed } from "./async-store.js";
import { inTransaction } from "./postgres-transaction.js";
import { OUTBOX_ROW, OUTBOX_SOURCE } from "./rows/outbox-row.js";
import type { RawRow, RowDecoder } from "./rows/row-decoder.js";

/** A claim takes at most this many deliveries at a time; the rest wait for the next claim. */
const CLAIM_LIMIT = 100;

/**
 * The outbox claim of the PostgreSQL store (see `AsyncBotStore.claim`). The key's queued rows are locked with
 * `FOR UPDATE SKIP LOCKED`, so a second claim never waits on the first and never gets a row the first holds. A
 * claim takes a queue only whole, from its oldest row on: when another claim holds any of the rows, posts would go
 * out of order, so this claim backs off (null) and leaves them to the one working through them. The locks last as
 * long as the transaction: a process that dies mid-claim loses its connection, PostgreSQL rolls back, and its rows
 * are free for the next claim at once, those it had deleted as done among them (their posts go again, nonce and
 * all). A row `rows` cannot decode is left in the queue, unsent.
 */
export async function claimOutbox(
  pool: Pool,
  key: string,
  deliver: DeliverClaimed,
  rows: RowDecoder,
): Promise<number | null> {
  const outcome = await inTransaction(pool, async (client) => {
    const locked = await client.query<RawRow>(
      `SELECT id, channel_id, event_id, mode, message, created_at FROM outbox WHERE key = $1
       ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [key, CLAIM_LIMIT],
    );
    const lastId = locked.rows.at(-1)?.["id"];
    // A plain read sees the rows other claims hold too: any of them up to the last one locked means a gap.
    const queued = await client.query<RawRow>(
      "SELECT id FROM outbox WHERE key = $1 AND ($2::bigint IS NULL OR id <= $2) ORDER BY id LIMIT $3",
      [key, lastId ?? null, CLAIM_LIMIT],
    );
    const whole =
      queued.rows.length === locked.rows.length &&
      queued.rows.every((row, i) => row["id"] === locked.rows[i]?.["id"]);
    if (!whole) return { handed: null };
    const deliveries = rows.all(OUTBOX_ROW, OUTBOX_SOURCE, locked.rows);
    if (deliveries.length === 0) return { handed: 0 };
    const done = async (id: number) => {
      await client.query("DELETE FROM outbox WHERE id = $1", [id]);
    };
    try {
      await deliver(deliveries, done);
      return { handed: deliveries.length };
    } catch (error) {
      // Committed all the same: what was marked done was delivered, and must not go out again.
      return { handed: deliveries.length, error };
    }
  });
  if ("error" in outcome) throw outcome.error;
  return outcome.handed;
}
