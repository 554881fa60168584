import type { Logger } from "../log.js";
import type { Delivery } from "../store/store.js";
import { CLOCK_SKEW_MS, needsLook, PostMatcher } from "./already-posted.js";
import type { Poster } from "./poster.js";

/** What a look at a delivery's channel found: the post it already is, nothing (post it), or ask again later. */
export type LookOutcome = { readonly posted: string } | "post" | "retry";

/**
 * Before a post Discord's nonce no longer guards (queued more than a minute ago: a crash may have left it sent
 * but not marked done), the channel's own recent posts are looked at, once per lane and run: a delivery found
 * there is done, not posted again. Where the bot may not read the channel's history it posts as before (the post
 * may repeat), said once per channel in `blind`.
 */
export function channelLook(
  deps: { readonly poster: Poster; readonly log: Logger },
  prefix: string,
  lane: readonly Delivery[],
  now: number,
  blind: Set<string>,
): (delivery: Delivery) => Promise<LookOutcome> {
  let matcher: PostMatcher | "blind" | null = null;
  const since = Math.min(...lane.map((delivery) => delivery.createdAt)) - CLOCK_SKEW_MS;

  return async (delivery) => {
    if (delivery.mode !== "post" || !needsLook(delivery, now)) return "post";
    const { channelId } = delivery;
    const where = deps.poster.describeChannel(channelId);
    if (matcher === null) {
      const seen = await deps.poster.ownPosts(channelId, since);
      if (!seen.ok && seen.failure === "transient") {
        deps.log.warn(`${prefix}: could not look in ${where} for a post that may be there; will retry`, {
          reason: seen.reason,
        });
        return "retry";
      }
      if (!seen.ok && !blind.has(channelId)) {
        blind.add(channelId);
        deps.log.warn(
          `${prefix}: cannot read ${where}'s history, so a post a restart interrupted is posted again and may show twice. Give the bot Read Message History there.`,
          { reason: seen.reason },
        );
      }
      matcher = seen.ok ? new PostMatcher(seen.posts) : "blind";
    }
    const posted = matcher === "blind" ? null : matcher.take(delivery);
    if (posted === null) return "post";
    deps.log.info(`${prefix}: found a post already in ${where}; not posting it again`, {
      event: delivery.eventId,
    });
    return { posted };
  };
}
