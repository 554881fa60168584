import { createHash } from "node:crypto";

/**
 * The outbox key every direct message to a follower is queued under, whatever the station: a claim takes a queue
 * whole, so one process at a time sends them over the whole fleet, and the pace it keeps is the fleet's.
 */
export const FOLLOW_OUTBOX = "follows";

/** Where a follower's direct message goes, as the outbox's channel: the server the follow was made in, and the user. */
export interface FollowTarget {
  readonly guildId: string;
  readonly userId: string;
}

/** The outbox channel of a follower's direct message: `<guild id>:<user id>`. */
export function followTargetId(target: FollowTarget): string {
  return `${target.guildId}:${target.userId}`;
}

/** Reads {@link followTargetId} back; null for anything else. Pure. */
export function parseFollowTarget(channelId: string): FollowTarget | null {
  const match = /^(\d{1,20}):(\d{1,20})$/.exec(channelId);
  return match ? { guildId: match[1] ?? "", userId: match[2] ?? "" } : null;
}

/** A short stable id for what a message is about (the outbox's event id): the same show is never queued twice. */
function eventId(kind: string, parts: readonly (string | number)[]): string {
  return `${kind}:${createHash("sha256").update(parts.join("\u0000")).digest("base64url").slice(0, 22)}`;
}

/** The event id of "your DJ is live": one per station, DJ (folded name) and show (its first minute on air). */
export function liveEventId(station: string, djKey: string, showStartedAt: number): string {
  return eventId("live", [station, djKey, showStartedAt]);
}

/** The event id of a reminder: one per station, scheduled occurrence (show id and start) and lead time. */
export function reminderEventId(station: string, showId: number, start: number, minutes: number): string {
  return eventId("remind", [station, showId, start, minutes]);
}
