import { DiscordAPIError, type RateLimitData, type REST, Routes } from "discord.js";
import type { Poster, PostOutcome } from "../announcer/poster.js";
import { toDiscordBody } from "../render/message.js";
import { discordCodeOf, postInChannel, transientReason } from "./channel-post.js";
import { type OwnPostsSource, readOwnPosts } from "./own-posts.js";

/** What the poster knows of the channels and of itself, from the client's cache. */
export interface PosterChannels extends OwnPostsSource {
  /** A channel's name, for log lines; undefined when not in the cache. */
  readonly nameOf: (channelId: string) => string | undefined;
}

/** Discord error codes that mean "this channel will not take posts until a person fixes something". */
const PERMANENT_CODES = new Set([50001, 50013, 10003, 50035, 50008]);
const UNKNOWN_MESSAGE = 10008;

/** The longest a post or edit waits out a rate limit during a run; Discord's limits on a channel last seconds. */
export const MAX_POST_RATE_LIMIT_WAIT_MS = 5_000;

/**
 * For the REST option `rejectOnRateLimit`: a post or edit in a channel facing a longer limit fails at once and
 * stays queued for a later run, rather than holding up the run (the next read, the other channels' posts, the
 * status). Everything else waits out its limits as discord.js does by default.
 */
export function rejectLongPostLimits(limit: RateLimitData): boolean {
  return limit.route.startsWith("/channels/:id/messages") && limit.retryAfter > MAX_POST_RATE_LIMIT_WAIT_MS;
}

/** Posts announcements through the REST client (no channel cache needed) and classifies Discord's failures. */
export function createDiscordPoster(rest: REST, channels: PosterChannels): Poster {
  const classify = (error: unknown): PostOutcome => {
    if (error instanceof DiscordAPIError) {
      const code = discordCodeOf(error);
      if (code === UNKNOWN_MESSAGE) return { ok: false, failure: "missing-message", reason: error.message };
      if (PERMANENT_CODES.has(code) || error.status === 403 || error.status === 404) {
        return { ok: false, failure: "permanent", reason: `${error.message} (code ${code})` };
      }
    }
    return { ok: false, failure: "transient", reason: transientReason(error) };
  };

  return {
    async post(channelId, message, nonce) {
      try {
        return { ok: true, messageId: await postInChannel(rest, channelId, message, nonce) };
      } catch (error) {
        return classify(error);
      }
    },
    async edit(channelId, messageId, message) {
      try {
        // A PATCH keeps every field it leaves out: an embed edited into one line must lose its embed (`embeds` is
        // always sent) and one line edited into an embed its text, so the content is sent even when empty.
        const body = { ...toDiscordBody(message), content: message.content ?? "" };
        const sent = (await rest.patch(Routes.channelMessage(channelId, messageId), { body })) as {
          id: string;
        };
        return { ok: true, messageId: sent.id };
      } catch (error) {
        return classify(error);
      }
    },
    ownPosts: (channelId, since) => readOwnPosts(rest, channels, channelId, since),
    describeChannel: (id) => {
      const name = channels.nameOf(id);
      return name ? `#${name} (${id})` : `channel ${id}`;
    },
  };
}
