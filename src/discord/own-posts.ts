import { DiscordAPIError, type REST, Routes } from "discord.js";
import type { OwnPost, OwnPostsOutcome } from "../announcer/poster.js";

/** Discord's epoch in a snowflake (the first of 2015), and how many of its bits are below the time. */
const DISCORD_EPOCH = 1_420_070_400_000n;
const TIME_SHIFT = 22n;
/** The most messages Discord lists in one answer. */
const PAGE = 100;

/** What listing the bot's own posts needs to know of itself and the channel. */
export interface OwnPostsSource {
  /** The bot's user id; null before the client is ready. */
  readonly selfId: () => string | null;
  /** Whether the bot may read a channel's history (from the cache); null when the channel is not cached. */
  readonly canReadHistory: (channelId: string) => boolean | null;
}

/** The smallest snowflake of a Unix ms time (Discord lists messages `after` it). */
export function snowflakeAt(ms: number): string {
  const time = BigInt(Math.max(0, Math.floor(ms))) - DISCORD_EPOCH;
  return String((time > 0n ? time : 0n) << TIME_SHIFT);
}

/** The Unix ms time a snowflake was made at. */
export function timeOfSnowflake(id: string): number {
  return Number((BigInt(id) >> TIME_SHIFT) + DISCORD_EPOCH);
}

/**
 * Lists the bot's own posts in a channel from `since` on (`GET /channels/{id}/messages?after=…`, oldest first).
 * Without Read Message History Discord answers with no messages, as if there were none: that is told apart from
 * the cache, and said (`unreadable`) rather than taken for "nothing posted".
 */
export async function readOwnPosts(
  rest: REST,
  source: OwnPostsSource,
  channelId: string,
  since: number,
): Promise<OwnPostsOutcome> {
  const self = source.selfId();
  if (self === null) return { ok: false, failure: "transient", reason: "the bot's id is not known yet" };
  if (source.canReadHistory(channelId) === false)
    return { ok: false, failure: "unreadable", reason: "no Read Message History" };
  try {
    const query = new URLSearchParams({ after: snowflakeAt(since), limit: String(PAGE) });
    const listed = await rest.get(Routes.channelMessages(channelId), { query });
    const posts = (Array.isArray(listed) ? (listed as unknown[]) : [])
      .map((message) => ownPost(message, self))
      .filter((post): post is OwnPost => post !== null && post.at >= since);
    return { ok: true, posts: posts.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1)) };
  } catch (error) {
    if (error instanceof DiscordAPIError && (error.status === 403 || error.status === 404))
      return { ok: false, failure: "unreadable", reason: `${error.message} (code ${String(error.code)})` };
    return {
      ok: false,
      failure: "transient",
      reason: error instanceof Error ? error.message : String(error),
    };
  }
}

/** A listed message, when it is a plain post of the bot's (not a command's reply, nor someone else's). */
function ownPost(message: unknown, self: string): OwnPost | null {
  if (typeof message !== "object" || message === null) return null;
  const m = message as {
    id?: unknown;
    type?: unknown;
    author?: { id?: unknown };
    webhook_id?: unknown;
    content?: unknown;
    embeds?: unknown;
  };
  if (typeof m.id !== "string" || !/^\d{1,20}$/.test(m.id)) return null;
  if (m.type !== 0 || m.author?.id !== self || m.webhook_id !== undefined) return null;
  const embeds = Array.isArray(m.embeds) ? (m.embeds as { title?: unknown; description?: unknown }[]) : [];
  return {
    id: m.id,
    at: timeOfSnowflake(m.id),
    content: typeof m.content === "string" ? m.content : "",
    embeds: embeds.map((embed) => ({
      ...(typeof embed.title === "string" ? { title: embed.title } : {}),
      ...(typeof embed.description === "string" ? { description: embed.description } : {}),
    })),
  };
}
