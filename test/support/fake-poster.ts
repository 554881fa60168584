import type { OwnPost, Poster, PostOutcome } from "../../src/announcer/poster.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";

/** A message the fake poster accepted. */
export interface Posted {
  readonly channelId: string;
  readonly messageId: string;
  readonly message: ReplyMessage;
  readonly nonce?: string;
  readonly edited?: boolean;
  /** When it was posted, on the fake's clock. */
  readonly at?: number;
}

/**
 * A hand-made poster: records what it accepted and fails the way a test tells it to. It remembers no nonce (as
 * Discord after a few minutes), and lists the posts it took by the time `now` gave when they were posted.
 */
export function fakePoster(now: () => number = () => 0) {
  const posted: Posted[] = [];
  const messages = new Map<string, string>();
  const permanent = new Set<string>();
  const unreadable = new Set<string>();
  let failNext = 0;
  let nextId = 1;
  let failWhen: () => boolean = () => false;
  let answerLost = 0;

  const fail = (channelId: string): PostOutcome | null => {
    if (permanent.has(channelId))
      return { ok: false, failure: "permanent", reason: "Missing Access (code 50001)" };
    if (failNext > 0 || failWhen()) {
      failNext = Math.max(0, failNext - 1);
      return { ok: false, failure: "transient", reason: "500 Internal Server Error" };
    }
    return null;
  };

  const poster: Poster = {
    async post(channelId, message, nonce) {
      const failure = fail(channelId);
      if (failure) return failure;
      const messageId = String(nextId++);
      messages.set(messageId, channelId);
      posted.push({ channelId, messageId, message, nonce, at: now() });
      if (answerLost > 0) {
        answerLost--;
        return { ok: false, failure: "transient", reason: "socket hang up" };
      }
      return { ok: true, messageId };
    },
    async edit(channelId, messageId, message) {
      const failure = fail(channelId);
      if (failure) return failure;
      if (messages.get(messageId) !== channelId)
        return { ok: false, failure: "missing-message", reason: "Unknown Message" };
      posted.push({ channelId, messageId, message, edited: true, at: now() });
      return { ok: true, messageId };
    },
    async ownPosts(channelId, since) {
      if (unreadable.has(channelId))
        return { ok: false, failure: "unreadable", reason: "no Read Message History" };
      const posts: OwnPost[] = posted
        .filter((p) => !p.edited && p.channelId === channelId && messages.has(p.messageId))
        .filter((p) => (p.at ?? 0) >= since)
        .map((p) => ({
          id: p.messageId,
          at: p.at ?? 0,
          content: p.message.content ?? "",
          embeds: p.message.embeds.map((e) => ({ title: e.title, description: e.description })),
        }));
      return { ok: true, posts };
    },
    describeChannel: (id) => `#test-${id}`,
  };

  return {
    poster,
    posted,
    /** Makes a channel refuse every post, like a channel the bot cannot see. */
    refuse: (channelId: string) => permanent.add(channelId),
    /** Makes a channel's history unreadable to the bot (no Read Message History). */
    hideHistory: (channelId: string) => unreadable.add(channelId),
    /** The next N posts fail with a 5xx. */
    failNext: (count: number) => {
      failNext = count;
    },
    failWhen: (predicate: () => boolean) => {
      failWhen = predicate;
    },
    /** The next N posts are taken, but their answer is lost (as when the bot is killed before it comes). */
    loseAnswers: (count: number) => {
      answerLost = count;
    },
    /** Deletes a message, as a moderator would. */
    deleteMessage: (messageId: string) => messages.delete(messageId),
  };
}
