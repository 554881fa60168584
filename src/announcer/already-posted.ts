import type { ReplyMessage } from "../message/reply-message.js";
import type { Delivery } from "../store/store.js";
import type { OwnPost } from "./poster.js";

/**
 * How long Discord's nonce is trusted to drop a repeated post: Discord remembers one "for a few minutes". A post
 * queued longer ago may have gone out before a crash beyond that memory, so the channel is looked at first.
 */
export const NONCE_TRUST_MS = 60_000;

/** How far Discord's clock (a message's time, from its id) may be behind the bot's when matching posts. */
export const CLOCK_SKEW_MS = 30_000;

/** Whether a delivery is old enough that Discord's nonce alone no longer guards it against a repeat. Pure. */
export function needsLook(delivery: Delivery, now: number): boolean {
  return now - delivery.createdAt >= NONCE_TRUST_MS;
}

/**
 * The bot's own posts of a channel, matched to its queued deliveries in order: each delivery takes the first post
 * not yet taken, created after it was queued, with its words (content, embeds' titles and descriptions). A lane
 * posts in order, so the posts of deliveries that went out are found oldest first; a post is taken at most once,
 * so two deliveries with the same words need two posts. Pure.
 */
export class PostMatcher {
  private next = 0;

  constructor(private readonly posts: readonly OwnPost[]) {}

  /** The id of the post that is `delivery` already, or null when it is still to be posted. */
  take(delivery: Delivery): string | null {
    const words = wordsOf(delivery.message);
    for (let i = this.next; i < this.posts.length; i++) {
      const post = this.posts[i];
      if (!post || post.at < delivery.createdAt - CLOCK_SKEW_MS) continue;
      if (wordsOf(post) !== words) continue;
      this.next = i + 1;
      return post.id;
    }
    return null;
  }
}

/** What identifies a post's text, as Discord keeps it (trimmed). */
function wordsOf(message: Pick<ReplyMessage, "content"> & { readonly embeds: OwnPost["embeds"] }): string {
  return JSON.stringify([
    (message.content ?? "").trim(),
    message.embeds.map((embed) => [(embed.title ?? "").trim(), (embed.description ?? "").trim()]),
  ]);
}
