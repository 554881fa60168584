import { z } from "zod";
import type { Delivery } from "../store.js";
import { integerColumn, jsonColumn } from "./columns.js";
import { REPLY_MESSAGE_JSON } from "./reply-message-json.js";
import type { RowSource } from "./row-decoder.js";

/**
 * An `outbox` row (`id, channel_id, event_id, mode, message, created_at`), the same in both stores (PostgreSQL's
 * BIGINT id and time come back as strings): the delivery it queues.
 */
export const OUTBOX_ROW = z
  .object({
    id: integerColumn,
    channel_id: z.string(),
    event_id: z.string(),
    mode: z.enum(["post", "edit"]),
    message: jsonColumn(REPLY_MESSAGE_JSON),
    created_at: integerColumn,
  })
  .transform((row): Delivery => ({
    id: row.id,
    channelId: row.channel_id,
    eventId: row.event_id,
    mode: row.mode,
    message: row.message,
    createdAt: row.created_at,
  }));

/** Where an `outbox` row comes from, for the log. */
export const OUTBOX_SOURCE: RowSource = { table: "outbox", key: "id" };

/** Where the count of the outbox comes from, for the log. */
export const OUTBOX_COUNT_SOURCE: RowSource = { table: "outbox", key: "n" };
