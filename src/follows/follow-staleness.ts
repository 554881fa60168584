import type { Delivery } from "../store/store.js";

/** "Your DJ is live" queued longer ago than this is not sent: the show may be over. */
export const LIVE_MESSAGE_TTL_MS = 2 * 3_600_000;

/**
 * A reminder queued longer ago than this is not sent. Reminders are queued when they fall due (15, 30 or 60 minutes
 * before the show), so past the shortest lead the show may have started: a late reminder is dropped rather than
 * told after the fact.
 */
export const REMINDER_TTL_MS = 15 * 60_000;

/**
 * Whether a follower's queued direct message is too old to send at `now`, by its event's kind (the prefix of its
 * event id, `live:` or `remind:`) and when it was queued. Any other kind never goes stale. Pure.
 */
export function isStaleFollowMessage(
  delivery: Pick<Delivery, "eventId" | "createdAt">,
  now: number,
): boolean {
  const age = now - delivery.createdAt;
  if (delivery.eventId.startsWith("live:")) return age > LIVE_MESSAGE_TTL_MS;
  if (delivery.eventId.startsWith("remind:")) return age > REMINDER_TTL_MS;
  return false;
}
