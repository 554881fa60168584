import type { REST } from "discord.js";
import type { Timers } from "../clock.js";
import { createDirectMessageSender } from "../discord/direct-message-sender.js";
import { createMemberCheck } from "../discord/member-check.js";
import { pacedRest } from "../discord/paced-rest.js";
import { createPacer, DIRECT_REQUESTS_BURST, DIRECT_REQUESTS_PER_SECOND } from "../follows/direct-pacer.js";
import {
  createFollowSender,
  type FollowDirectOutcome,
  type FollowSender,
  type FollowSendReport,
} from "../follows/follow-sender.js";
import type { Logger } from "../log.js";
import type { Metrics } from "../ops/metrics.js";
import { followSettingsOf } from "../settings/follow-settings.js";
import type { BotParts, Feature, ReadyParts } from "./feature.js";

/** How long after a run the next one starts: a follower is told within about a second of the message's queueing. */
export const FOLLOW_SEND_EVERY_MS = 1_000;

/**
 * The running sender: `runNow` runs (or joins) one run; `sendQueued` waits out a run in hand and then runs (or
 * joins) one that started after the call, so everything queued before it has had its turn (for tests); `stop` ends
 * the loop and the run in hand.
 */
export interface FollowSending {
  runNow(): Promise<FollowSendReport | null>;
  sendQueued(): Promise<FollowSendReport | null>;
  stop(): Promise<void>;
}

/** What the sender needs of the bot. */
export type FollowSendingParts = Pick<BotParts, "log" | "timers" | "store"> & {
  /** The bot's REST client (`client.rest`): every request of the sender is paced on top of its own limits. */
  readonly rest: REST;
  /** Whether a server lets its members be told (`/setup follow`, on by default). */
  readonly allowed: (guildId: string) => Promise<boolean>;
  /** Where the outcomes are counted (`radio_bot_follow_direct_messages_total`); absent or null: not. */
  readonly metrics?: Pick<Metrics, "counter"> | null;
};

const OUTCOMES: readonly FollowDirectOutcome[] = [
  "sent",
  "closed",
  "gone",
  "stale",
  "off",
  "unreadable",
  "failed",
  "retry",
];

/**
 * Sends the followers' direct messages, in every process: each run claims the queue, so one process of the fleet
 * sends at a time, at {@link DIRECT_REQUESTS_PER_SECOND} requests a second (member checks, DM channel opens and
 * posts alike), the others finding it held.
 */
export const followSending: Feature<FollowSendingParts, FollowSending> = async (parts) => {
  const { log, timers, store, rest, allowed } = parts;
  const pacer = createPacer({
    perSecond: DIRECT_REQUESTS_PER_SECOND,
    burst: DIRECT_REQUESTS_BURST,
    clock: timers,
  });
  const counted = parts.metrics?.counter(
    "follow_direct_messages_total",
    "Followers' direct messages by what became of them",
    "outcome",
    OUTCOMES,
  );
  const sender = createFollowSender({
    store,
    direct: createDirectMessageSender(pacedRest(rest, pacer)),
    isMember: createMemberCheck(rest, pacer, { now: () => timers.now() }),
    allowed,
    log,
    onDirect: counted ? (outcome) => counted(outcome) : undefined,
    clock: () => timers.now(),
  });
  return startFollowSending(sender, timers, log);
};

/**
 * Runs `sender` now and then {@link FOLLOW_SEND_EVERY_MS} after each run ends (never two at once, however long a
 * run of 10,000 messages takes). `stop` ends the loop: the run in hand stops after the message it is sending, the
 * rest staying queued for the next start (or another process).
 */
export function startFollowSending(sender: FollowSender, timers: Timers, log: Logger): FollowSending {
  const stopping = new AbortController();
  let current: Promise<FollowSendReport | null> | null = null;
  let timer: unknown = null;

  const runNow = (): Promise<FollowSendReport | null> => {
    current ??= sender
      .deliver(timers.now(), stopping.signal)
      .catch((error: unknown) => {
        log.warn("follows: a run of the direct messages failed; the next one tries again", { error });
        return null;
      })
      .finally(() => {
        current = null;
      });
    return current;
  };
  const loop = (): void => {
    timer = null;
    void runNow().then(() => {
      if (!stopping.signal.aborted) timer = timers.setTimeout(loop, FOLLOW_SEND_EVERY_MS);
    });
  };
  loop();
  return {
    runNow,
    async sendQueued() {
      await current;
      return runNow();
    },
    async stop() {
      stopping.abort();
      if (timer !== null) timers.clearTimeout(timer);
      await current;
    },
  };
}

/**
 * The followers' direct messages as the bot sends them: through its REST client, a server's own only while its
 * moderators leave follows on (`/setup follow`); a server the bot has left answers the member check as gone, and
 * its follows are dropped.
 */
export const followDirectMessages: Feature<ReadyParts, FollowSending> = (parts) =>
  followSending({
    ...parts,
    rest: parts.client.rest,
    allowed: async (guildId) => followSettingsOf(await parts.store.guildSettings(guildId)).enabled,
  });
