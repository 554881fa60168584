import { createHash } from "node:crypto";
import type { Logger } from "../log.js";
import type { AsyncBotStore } from "../store/async-store.js";
import type { Delivery } from "../store/store.js";
import { channelLook } from "./channel-look.js";
import { djAnnouncementSlot, djKeyOfEventId } from "./dj-announcements.js";
import type { Poster, PostOutcome } from "./poster.js";

/** What delivering the outbox needs, passed in (a part of the announcer's dependencies). */
export interface OutboxDeliveryDeps {
  readonly store: Pick<AsyncBotStore, "claim" | "trackMessage" | "setTrackMessage">;
  readonly poster: Poster;
  readonly log: Logger;
  /** Told what happens to announcements (metrics): sent, failed to send, dropped. */
  readonly onAnnouncement?: (outcome: "queued" | "sent" | "failed" | "dropped", count?: number) => void;
  /** What the log calls these posts and what it tells a person to do (default: the announcer's). */
  readonly words?: DeliveryWords;
}

/** The log's words for one outbox's posts. */
export interface DeliveryWords {
  /** The log lines' prefix, e.g. `announcer`. */
  readonly prefix: string;
  /** One post, e.g. `an announcement`. */
  readonly post: string;
  /** The line for a channel that can never take the posts, with what to do about it. */
  readonly unusable: (where: string) => string;
}

/** The announcer's words (announcements and dead-air posts go to the announcement channels). */
export const ANNOUNCER_WORDS: DeliveryWords = {
  prefix: "announcer",
  post: "an announcement",
  unusable: (where) =>
    `cannot post in ${where}. Give the bot View Channel, Send Messages and Embed Links there, or remove it from ANNOUNCE_CHANNEL_IDS.`,
};

/** What one delivery did: posts that went out, and posts left queued for the next run. */
export interface DeliveryReport {
  readonly delivered: number;
  readonly retryLater: number;
}

/** Queued announcements older than this are stale ("X is live" six hours later misleads): dropped, with a log. */
const MAX_PENDING_AGE_MS = 6 * 3_600_000;

/** Drops a queued post older than {@link MAX_PENDING_AGE_MS}, with a log line; true when it did. */
async function droppedAsStale(
  deps: OutboxDeliveryDeps,
  words: DeliveryWords,
  delivery: Delivery,
  now: number,
  done: (id: number) => Promise<void>,
): Promise<boolean> {
  if (now - delivery.createdAt <= MAX_PENDING_AGE_MS) return false;
  deps.log.warn(`${words.prefix}: dropping ${words.post} that could not be posted for 6 hours`, {
    channel: deps.poster.describeChannel(delivery.channelId),
    event: delivery.eventId,
  });
  await done(delivery.id);
  deps.onAnnouncement?.("dropped");
  return true;
}

/**
 * Delivers one station's outbox (`key`) to Discord: posts, edits in place, drops what is stale or can never be
 * posted, and leaves the rest queued for the next run.
 */
export function createOutboxDelivery(
  deps: OutboxDeliveryDeps,
  key: string,
): { deliver: (now: number) => Promise<DeliveryReport> } {
  // Channels already reported as unusable, so the log says it once, not every run.
  const reported = new Set<string>();
  const words = deps.words ?? ANNOUNCER_WORDS;
  // Channels whose history the bot may not read, so the log says it once.
  const blind = new Set<string>();

  /**
   * Delivers the queue through a claim, each channel on its own: a channel waiting out a 429 (discord.js waits and
   * retries by itself) holds up only its own posts, which still go out in order. When another process's claim is
   * working through the queue (null), it is left to that one.
   */
  async function deliver(now: number): Promise<DeliveryReport> {
    let delivered = 0;
    let retryLater = 0;
    await deps.store.claim(key, async (queued, done) => {
      // Settled, not all: a lane that throws must not leave the others posting after the claim has ended.
      const results = await Promise.allSettled(
        lanesOf(queued).map((lane) => deliverInOrder(lane, now, done)),
      );
      for (const result of results) {
        if (result.status === "rejected") throw result.reason;
        delivered += result.value.delivered;
        retryLater += result.value.retryLater;
      }
    });
    return { delivered, retryLater };
  }

  /** One channel's queued posts, oldest first; after a failure, the rest wait for the next run too. */
  async function deliverInOrder(
    lane: readonly Delivery[],
    now: number,
    done: (id: number) => Promise<void>,
  ): Promise<DeliveryReport> {
    let delivered = 0;
    const look = channelLook(deps, words.prefix, lane, now, blind);
    for (const [index, delivery] of lane.entries()) {
      if (await droppedAsStale(deps, words, delivery, now, done)) continue;
      const seen = await look(delivery);
      const outcome = seen === "post" ? await send(delivery) : seen === "retry" ? seen : "found";
      if (outcome === "retry") return { delivered, retryLater: lane.length - index };
      await done(delivery.id);
      if (outcome === "ok" || outcome === "found") delivered++;
    }
    return { delivered, retryLater: 0 };
  }

  async function send(delivery: Delivery): Promise<"ok" | "dropped" | "retry"> {
    const { channelId } = delivery;
    const outcome = await postOrEdit(deps, key, delivery);

    deps.onAnnouncement?.(outcome.ok ? "sent" : "failed");
    if (outcome.ok) {
      reported.delete(channelId);
      await rememberDjPost(deps, key, delivery, outcome.messageId);
      return "ok";
    }
    const where = deps.poster.describeChannel(channelId);
    if (outcome.failure === "transient") {
      deps.log.warn(`${words.prefix}: posting in ${where} failed; will retry on the next run`, {
        reason: outcome.reason,
      });
      return "retry";
    }
    if (!reported.has(channelId))
      deps.log.error(`${words.prefix}: ${words.unusable(where)}`, { reason: outcome.reason });
    reported.add(channelId);
    deps.onAnnouncement?.("dropped");
    return "dropped";
  }

  return { deliver };
}

/** The queued posts by channel, each channel's in the order queued. Pure. */
export function lanesOf(queued: readonly Delivery[]): Delivery[][] {
  const lanes = new Map<string, Delivery[]>();
  for (const delivery of queued) {
    const lane = lanes.get(delivery.channelId) ?? [];
    lane.push(delivery);
    lanes.set(delivery.channelId, lane);
  }
  return [...lanes.values()];
}

/** Posts a delivery, or edits the channel's message in place (posting anew when there is none or it is gone). */
async function postOrEdit(deps: OutboxDeliveryDeps, key: string, delivery: Delivery): Promise<PostOutcome> {
  const { channelId, message } = delivery;
  if (delivery.mode !== "edit") return deps.poster.post(channelId, message, nonceOf(delivery));
  const messageId = await deps.store.trackMessage(key, channelId);
  let outcome = messageId ? await deps.poster.edit(channelId, messageId, message) : null;
  if (!outcome || (!outcome.ok && outcome.failure === "missing-message")) {
    outcome = await deps.poster.post(channelId, message, nonceOf(delivery));
  }
  if (outcome.ok) await deps.store.setTrackMessage(key, channelId, outcome.messageId);
  return outcome;
}

/**
 * A DJ change's post, once out, is remembered as the channel's announcement of that DJ (the followers' messages
 * link to it). Failing to remember it loses only the link: the post is not held back for it.
 */
async function rememberDjPost(deps: OutboxDeliveryDeps, key: string, delivery: Delivery, messageId: string) {
  const dj = djKeyOfEventId(delivery.eventId);
  if (dj === null) return;
  try {
    await deps.store.setTrackMessage(djAnnouncementSlot(key, dj), delivery.channelId, messageId);
  } catch (error) {
    deps.log.warn("announcer: could not remember a DJ's announcement for the followers' link", {
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/** Discord drops a second post with the same nonce: a post whose answer was lost is not doubled on retry. */
function nonceOf(delivery: Delivery): string {
  return createHash("sha256")
    .update(`${delivery.channelId}:${delivery.eventId}`)
    .digest("base64url")
    .slice(0, 25);
}
