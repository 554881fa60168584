import type { ReplyMessage } from "../message/reply-message.js";
import type { SyncedEvent } from "../station/show-occurrences.js";
import type { Delivery, DeliveryMode } from "./store.js";

/** An outbox row as `pg` returns it: BIGINT columns come back as strings, so no precision is ever lost on the way. */
export interface OutboxRow {
  id: string;
  channel_id: string;
  event_id: string;
  mode: DeliveryMode;
  message: string;
  created_at: string;
}

/** A scheduled-event row as `pg` returns it. */
export interface EventRow {
  discord_id: string;
  show_id: number;
  name: string;
  start_ms: string;
  end_ms: string;
  dj_name: string | null;
}

/** An outbox row as the store's callers see it; ids and Unix-ms times are well within a double's exact range. */
export function deliveryOf(row: OutboxRow): Delivery {
  return {
    id: Number(row.id),
    channelId: row.channel_id,
    eventId: row.event_id,
    mode: row.mode,
    message: JSON.parse(row.message) as ReplyMessage,
    createdAt: Number(row.created_at),
  };
}

/** A scheduled-event row as the store's callers see it. */
export function syncedEventOf(row: EventRow): SyncedEvent {
  return {
    discordId: row.discord_id,
    showId: row.show_id,
    name: row.name,
    start: Number(row.start_ms),
    end: Number(row.end_ms),
    djName: row.dj_name,
  };
}
