import { DiscordAPIError, type REST, Routes } from "discord.js";
import type { ReplyMessage } from "../message/reply-message.js";
import { discordCodeOf, postInChannel, transientReason } from "./channel-post.js";
import type { DirectMessages, DirectOutcome } from "./direct-messages.js";

/** How many users' DM channel ids are kept; the least recently used is dropped beyond it. */
export const DM_CHANNEL_CACHE_SIZE = 10_000;

/** Discord's "Cannot send messages to this user". */
const CANNOT_MESSAGE_USER = 50007;

/** Sorts a failed REST call into a {@link DirectOutcome}: 50007 `closed`, other 4xx `permanent`, else `transient`. */
export function classifyDirectFailure(error: unknown): DirectOutcome {
  if (error instanceof DiscordAPIError) {
    const code = discordCodeOf(error);
    if (code === CANNOT_MESSAGE_USER) return { ok: false, failure: "closed", reason: error.message };
    if (error.status >= 400 && error.status < 500 && error.status !== 429) {
      return { ok: false, failure: "permanent", reason: `${error.message} (code ${code})` };
    }
  }
  return { ok: false, failure: "transient", reason: transientReason(error) };
}

/**
 * Direct messages through the REST client: opens a user's DM channel once (remembered for the
 * {@link DM_CHANNEL_CACHE_SIZE} most recent users, forgotten when Discord answers 404 for it), posts with the
 * nonce enforced and never a mention.
 */
export function createDirectMessageSender(rest: REST, cacheSize = DM_CHANNEL_CACHE_SIZE): DirectMessages {
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const channels = new Map<string, string>();
  const remember = (userId: string, channelId: string): void => {
    channels.delete(userId);
    channels.set(userId, channelId);
    if (channels.size > cacheSize) {
      const oldest = channels.keys().next().value;
      if (oldest !== undefined) channels.delete(oldest);
    }
  };
  const channelOf = async (userId: string): Promise<string> => {
    const known = channels.get(userId);
    if (known !== undefined) {
      remember(userId, known);
      return known;
    }
    const opened = (await rest.post(Routes.userChannels(), { body: { recipient_id: userId } })) as {
      id: string;
    };
    remember(userId, opened.id);
    return opened.id;
  };
  return {
    async send(userId, message: ReplyMessage, nonce) {
      let channelId: string | undefined;
      try {
        channelId = await channelOf(userId);
        const messageId = await postInChannel(rest, channelId, { ...message, mentionRoles: [] }, nonce);
        return { ok: true, messageId };
      } catch (error) {
        // A channel Discord no longer knows is forgotten: the next message opens it again.
        if (channelId !== undefined && error instanceof DiscordAPIError && error.status === 404) {
          if (channels.get(userId) === channelId) channels.delete(userId);
        }
        return classifyDirectFailure(error);
      }
    },
  };
}
