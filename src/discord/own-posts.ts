import { DiscordAPIError, type REST, Routes } from "discord.js";
import type { OwnPost, OwnPostsOutcome } from "../announcer/poster.js";

/** Discord's epoch in a snowflake (the first of 2015), and how many of its bits are below the time. */
const DISCORD_EPOCH = 1_420_070_400_000n;
const TIME_SHIFT = 22n;
/** The most messages Discord lists in one answer, and the most answers one look reads. */
const PAGE = 100;
const MAX_PAGES = 5;

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
 * Lists the bot's own posts in a channel from `since` on (`GET /channels/{id}/messages?after=…`, oldest first; the
 * first 500 messages after it at most).
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
    const listed = await listSince(rest, channelId, snowflakeAt(since));
    const posts = listed
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

/**
 * The channel's messages after `after`, a page of 100 at a time up to {@link MAX_PAGES}: in a busy channel a post
 * retried long after it was queued may be hundreds of messages on.
 */
async function listSince(rest: REST, channelId: string, after: string): Promise<unknown[]> {
  const all: unknown[] = [];
  let from = after;
  for (let page = 0; page < MAX_PAGES; page++) {
    const query = new URLSearchParams({ after: from, limit: String(PAGE) });
    const listed: unknown = await rest.get(Routes.channelMessages(channelId), { query });
    const messages = Array.isArray(listed) ? (listed as unknown[]) : [];
    all.push(...messages);
    const newest = newestId(messages);
    if (messages.length < PAGE || newest === null) break;
    from = newest;
  }
  return all;
}

function newestId(messages: readonly unknown[]): string | null {
  let newest: bigint | null = null;
  for (const message of messages) {
    const id = (message as { id?: unknown } | null)?.id;
    if (typeof id !== "string" || !/^\d{1,20}$/.test(id)) continue;
    if (newest === null || BigInt(id) > newest) newest = BigInt(id);
  }
  return newest === null ? null : String(newest);
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
