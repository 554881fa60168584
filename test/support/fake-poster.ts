import type { Poster, PostOutcome } from "../../src/announcer/poster.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";

/** A message the fake poster accepted. */
export interface Posted {
  readonly channelId: string;
  readonly messageId: string;
  readonly message: ReplyMessage;
  readonly nonce?: string;
  readonly edited?: boolean;
}

/** A hand-made poster: records what it accepted and fails the way a test tells it to. */
export function fakePoster() {
  const posted: Posted[] = [];
  const messages = new Map<string, string>();
  const permanent = new Set<string>();
  let failNext = 0;
  let nextId = 1;
  let failWhen: () => boolean = () => false;

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
      posted.push({ channelId, messageId, message, nonce });
      return { ok: true, messageId };
    },
    async edit(channelId, messageId, message) {
      const failure = fail(channelId);
      if (failure) return failure;
      if (messages.get(messageId) !== channelId)
        return { ok: false, failure: "missing-message", reason: "Unknown Message" };
      posted.push({ channelId, messageId, message, edited: true });
      return { ok: true, messageId };
    },
    describeChannel: (id) => `#test-${id}`,
  };

  return {
    poster,
    posted,
    /** Makes a channel refuse every post, like a channel the bot cannot see. */
    refuse: (channelId: string) => permanent.add(channelId),
    /** The next N posts fail with a 5xx. */
    failNext: (count: number) => {
      failNext = count;
    },
    failWhen: (predicate: () => boolean) => {
      failWhen = predicate;
    },
    /** Deletes a message, as a moderator would. */
    deleteMessage: (messageId: string) => messages.delete(messageId),
  };
}
