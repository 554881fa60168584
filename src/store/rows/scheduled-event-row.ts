import { z } from "zod";
import type { SyncedEvent } from "../../station/show-occurrences.js";
import { integerColumn } from "./columns.js";
import type { RowSource } from "./row-decoder.js";

/** A `scheduled_event` row, the same in both stores (PostgreSQL's BIGINT times come back as strings). */
export const SCHEDULED_EVENT_ROW = z
  .object({
    discord_id: z.string(),
    show_id: integerColumn,
    name: z.string(),
    start_ms: integerColumn,
    end_ms: integerColumn,
    dj_name: z.string().nullable(),
  })
  .transform((row): SyncedEvent => ({
    discordId: row.discord_id,
    showId: row.show_id,
    name: row.name,
    start: row.start_ms,
    end: row.end_ms,
    djName: row.dj_name,
  }));

/** Where a `scheduled_event` row comes from, for the log. */
export const SCHEDULED_EVENT_SOURCE: RowSource = { table: "scheduled_event", key: "discord_id" };

/** A `request_cooldown` row: when the user's last request was accepted (Unix ms). */
export const REQUEST_COOLDOWN_ROW = z
  .object({ requested_at: integerColumn })
  .transform((row) => row.requested_at);

/** Where a `request_cooldown` row comes from, for the log. */
export const REQUEST_COOLDOWN_SOURCE: RowSource = { table: "request_cooldown", key: "user_id" };
