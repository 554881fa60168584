import { DiscordAPIError, type REST, Routes } from "discord.js";
import type { Pacer } from "../follows/direct-pacer.js";
import { discordCodeOf } from "./channel-post.js";

/** Whether a user is still in a server: `gone` (they left, or the server is gone), or `unknown` (Discord did not say). */
export type Membership = "member" | "gone" | "unknown";

/** Asks whether a user is a member of a server. */
export type MemberCheck = (guildId: string, userId: string) => Promise<Membership>;

/** How long a "member" answer is trusted: a user following three DJs who go live at once costs one request. */
export const MEMBER_TRUST_MS = 10 * 60_000;
/** How many "member" answers are kept; the least recently used goes beyond it. */
export const MEMBER_CACHE_SIZE = 10_000;

/** Discord's "Unknown Member" and "Unknown Guild". */
const GONE_CODES = new Set([10007, 10004]);

/** How a {@link MemberCheck} is set up, beyond its REST client and pacer. */
export interface MemberCheckOptions {
  readonly now?: () => number;
  readonly trustMs?: number;
  readonly cacheSize?: number;
}

/**
 * Asks Discord (`GET /guilds/{guild}/members/{user}`, one paced request; no privileged intent needed) whether a
 * user is still in a server. 404 Unknown Member or Unknown Guild is `gone`; any other failure (a 5xx, a network
 * error, a 403) is `unknown`, so nothing is dropped on Discord's trouble. A "member" answer is kept for
 * {@link MEMBER_TRUST_MS}; "gone" is not kept (the caller drops the user's follows there).
 */
export function createMemberCheck(rest: REST, pacer: Pacer, options: MemberCheckOptions = {}): MemberCheck {
  const now = options.now ?? Date.now;
  const trustMs = options.trustMs ?? MEMBER_TRUST_MS;
  const cacheSize = options.cacheSize ?? MEMBER_CACHE_SIZE;
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const members = new Map<string, number>();
  const remember = (key: string, at: number): void => {
    members.delete(key);
    members.set(key, at);
    if (members.size > cacheSize) {
      const oldest = members.keys().next().value;
      if (oldest !== undefined) members.delete(oldest);
    }
  };
  return async (guildId, userId) => {
    const key = `${guildId}:${userId}`;
    const seenAt = members.get(key);
    if (seenAt !== undefined && now() - seenAt < trustMs) {
      remember(key, seenAt);
      return "member";
    }
    members.delete(key);
    await pacer.take();
    try {
      await rest.get(Routes.guildMember(guildId, userId));
      remember(key, now());
      return "member";
    } catch (error) {
      if (error instanceof DiscordAPIError && error.status === 404 && GONE_CODES.has(discordCodeOf(error))) {
        return "gone";
      }
      return "unknown";
    }
  };
}
