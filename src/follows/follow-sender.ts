import { createHash } from "node:crypto";
import type { DirectMessages } from "../discord/direct-messages.js";
import type { MemberCheck } from "../discord/member-check.js";
import type { Logger } from "../log.js";
import type { AsyncBotStore } from "../store/async-store.js";
import type { Delivery } from "../store/store.js";
import { FOLLOW_OUTBOX, type FollowTarget, parseFollowTarget } from "./follow-queue.js";
import { isStaleFollowMessage } from "./follow-staleness.js";

/** What became of one follower's queued direct message (metrics). */
export type FollowDirectOutcome =
  "sent" | "closed" | "gone" | "stale" | "off" | "unreadable" | "failed" | "retry";

/** What the sender needs, passed in. */
export interface FollowSenderDeps {
  readonly store: Pick<
    AsyncBotStore,
    "claim" | "dropFollowsInGuild" | "markDirectMessagesClosed" | "directMessagesClosed"
  >;
  /** Direct messages over a paced REST client (`pacedRest`): each request, a DM channel's opening too, waits its turn. */
  readonly direct: DirectMessages;
  /** Whether the user is still in the server (paced too). */
  readonly isMember: MemberCheck;
  /** Whether the server lets its members be told (`/setup follow`); false: its messages are dropped. */
  readonly allowed: (guildId: string) => Promise<boolean>;
  readonly log: Logger;
  readonly onDirect?: (outcome: FollowDirectOutcome) => void;
  /** The clock a long claim reads staleness and marks by, moved to `deliver`'s `now` (default the real one). */
  readonly clock?: () => number;
}

/** What one run did: messages sent, messages dropped for good, messages left queued for the next run. */
export interface FollowSendReport {
  readonly sent: number;
  readonly dropped: number;
  readonly retryLater: number;
}

/** The sender of the followers' queue. */
export interface FollowSender {
  /**
   * One run over the queue at `now`; an aborted `signal` ends it after the message in hand (the bot stops), the
   * rest left queued.
   */
  deliver(now: number, signal?: AbortSignal): Promise<FollowSendReport>;
}

/**
 * Membership answers of "unknown" for as many servers in a row after which the run stops (Discord is in trouble):
 * the rest wait.
 */
export const UNKNOWN_IN_A_ROW_LIMIT = 3;

/**
 * What is done with one queued message: marked done (sent or dropped); kept for the next run, its server's
 * membership unknown (`keep`), or a server already unknown in this run, not asked again (`wait`); or the run stops.
 */
export type Step = "sent" | "dropped" | "keep" | "wait" | "stop";

/** A run's counts so far, and how many servers in a row answered "unknown". */
export interface RunTally extends FollowSendReport {
  readonly unknownInARow: number;
}

export const NO_TALLY: RunTally = { sent: 0, dropped: 0, retryLater: 0, unknownInARow: 0 };

/** After a message's step: mark it done, go on to the next (it stays queued), or end the run (the rest stay). */
type Next = "done" | "next" | "end";

/** The tally after one message's step, with `left` messages after it in the queue, and what the run does next. Pure. */
export function afterStep(tally: RunTally, step: Step, left: number): { tally: RunTally; next: Next } {
  switch (step) {
    case "stop":
      return { tally: { ...tally, retryLater: tally.retryLater + 1 + left }, next: "end" };
    case "wait":
      return { tally: { ...tally, retryLater: tally.retryLater + 1 }, next: "next" };
    case "keep": {
      const unknownInARow = tally.unknownInARow + 1;
      const end = unknownInARow >= UNKNOWN_IN_A_ROW_LIMIT;
      const retryLater = tally.retryLater + 1 + (end ? left : 0);
      return { tally: { ...tally, retryLater, unknownInARow }, next: end ? "end" : "next" };
    }
    case "sent":
      return { tally: { ...tally, sent: tally.sent + 1, unknownInARow: 0 }, next: "done" };
    case "dropped":
      return { tally: { ...tally, dropped: tally.dropped + 1, unknownInARow: 0 }, next: "done" };
  }
}

/** What a run learnt of users and servers, so it asks Discord once. */
interface RunMemory {
  /** Targets (server and user) found gone: their other messages from there need no second check. */
  readonly gone: Set<string>;
  /** Servers whose member check answered "unknown" (a server the bot was removed from, say): the rest wait. */
  readonly unsure: Set<string>;
}

/**
 * Sends the followers' direct messages queued under {@link FOLLOW_OUTBOX}, in order, through a claim (one process of
 * the fleet at a time, so the pacer's pace is the fleet's). Each is marked done as soon as it is settled: sent;
 * dropped when unreadable, stale (`isStaleFollowMessage`), to a user whose messages are closed, from a server that
 * turned follows off, or to a user who left the server (their follows there are dropped too); or refused by Discord
 * for good. A user Discord closed messages for (50007) is marked, and not tried again. A failure worth trying again
 * stops the run, the rest waiting for the next; an unknown membership keeps the messages from that server queued
 * (asked once a run), and three servers unknown in a row stop the run. A message sent
 * twice (a claim PostgreSQL rolled back, an answer lost) carries the same nonce, and Discord drops the second.
 */
export function createFollowSender(deps: FollowSenderDeps): FollowSender {
  const clock = deps.clock ?? Date.now;
  // What the run under way dropped as stale, for one log line at its end.
  let stale = 0;

  async function deliver(now: number, signal?: AbortSignal): Promise<FollowSendReport> {
    const offset = now - clock();
    const at = (): number => clock() + offset;
    let tally = NO_TALLY;
    stale = 0;
    await deps.store.claim(FOLLOW_OUTBOX, async (queued, done) => {
      deps.log.info(`follows: telling ${queued.length} followers`);
      const memory: RunMemory = { gone: new Set(), unsure: new Set() };
      for (const [index, delivery] of queued.entries()) {
        const step = signal?.aborted ? "stop" : await deliverOne(delivery, at(), memory);
        const after = afterStep(tally, step, queued.length - index - 1);
        if (after.next === "done") await done(delivery.id);
        tally = after.tally;
        if (after.next === "end") return;
      }
    });
    if (stale > 0) deps.log.warn(`follows: dropped ${stale} direct messages that came too late to be sent`);
    const { sent, dropped, retryLater } = tally;
    return { sent, dropped, retryLater };
  }

  async function deliverOne(delivery: Delivery, now: number, memory: RunMemory): Promise<Step> {
    const target = parseFollowTarget(delivery.channelId);
    if (!target) {
      deps.log.warn("follows: dropping a queued direct message with an unreadable target", {
        event: delivery.eventId,
      });
      return counted("unreadable", "dropped");
    }
    if (isStaleFollowMessage(delivery, now)) return counted("stale", "dropped");
    if (await deps.store.directMessagesClosed(target.userId)) return counted("closed", "dropped");
    if (!(await deps.allowed(target.guildId))) return counted("off", "dropped");
    const { gone, unsure } = memory;
    if (unsure.has(target.guildId)) return counted("retry", "wait");
    const membership = gone.has(delivery.channelId)
      ? "gone"
      : await deps.isMember(target.guildId, target.userId);
    if (membership === "gone") {
      if (!gone.has(delivery.channelId)) await deps.store.dropFollowsInGuild(target.guildId, target.userId);
      gone.add(delivery.channelId);
      return counted("gone", "dropped");
    }
    if (membership === "unknown") {
      unsure.add(target.guildId);
      return counted("retry", "keep");
    }
    return send(deps, { delivery, target, now }, counted);
  }

  function counted(outcome: FollowDirectOutcome, step: Step): Step {
    if (outcome === "stale") stale++;
    deps.onDirect?.(outcome);
    return step;
  }

  return { deliver };
}

/**
 * Sends one follower's message; a user Discord closed messages for is marked. What became of it is told to
 * `counted`, which gives the step.
 */
async function send(
  deps: Pick<FollowSenderDeps, "direct" | "store" | "log">,
  { delivery, target, now }: { delivery: Delivery; target: FollowTarget; now: number },
  counted: (outcome: FollowDirectOutcome, step: Step) => Step,
): Promise<Step> {
  const outcome = await deps.direct.send(target.userId, delivery.message, followNonce(delivery));
  if (outcome.ok) return counted("sent", "sent");
  if (outcome.failure === "closed") {
    await deps.store.markDirectMessagesClosed(target.userId, now);
    return counted("closed", "dropped");
  }
  if (outcome.failure === "permanent") {
    deps.log.warn("follows: Discord refused a direct message to a follower; dropped", {
      guild: target.guildId,
      reason: outcome.reason,
    });
    return counted("failed", "dropped");
  }
  deps.log.warn("follows: sending direct messages failed; the rest wait for the next run", {
    reason: outcome.reason,
  });
  return counted("retry", "stop");
}

/**
 * The nonce of a follower's message, from its target and event (as the announcements' outbox makes its own): sent
 * again after a lost answer or a rolled-back claim, Discord drops it within its nonce memory. Pure.
 */
export function followNonce(delivery: Pick<Delivery, "channelId" | "eventId">): string {
  return createHash("sha256")
    .update(`${delivery.channelId}:${delivery.eventId}`)
    .digest("base64url")
    .slice(0, 25);
}
