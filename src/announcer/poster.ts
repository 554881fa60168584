import type { ReplyMessage } from "../message/reply-message.js";

/**
 * How a delivery went. `permanent`: the channel cannot take it (no access, no permission, deleted), so retrying
 * is pointless; `transient`: a network error or 5xx, retry on the next run; `missing-message`: the message to
 * edit is gone.
 */
export type PostOutcome =
  | { readonly ok: true; readonly messageId: string }
  | {
      readonly ok: false;
      readonly failure: "permanent" | "transient" | "missing-message";
      readonly reason: string;
    };

/** A message the bot itself posted in a channel, as Discord lists it: what it takes to recognise a post. */
export interface OwnPost {
  readonly id: string;
  /** When Discord created it (Unix ms, from its id). */
  readonly at: number;
  readonly content: string;
  readonly embeds: readonly { readonly title?: string; readonly description?: string }[];
}

/**
 * What the bot's own recent posts in a channel are. `unreadable`: it may not read the channel's history (no Read
 * Message History: Discord then lists nothing), so it cannot know; `transient`: ask again later.
 */
export type OwnPostsOutcome =
  | { readonly ok: true; readonly posts: readonly OwnPost[] }
  | { readonly ok: false; readonly failure: "unreadable" | "transient"; readonly reason: string };

/** Where announcements go; the Discord implementation lives in `src/discord/`, tests pass fakes. */
export interface Poster {
  /** Posts a new message. `nonce` lets Discord drop a repeat of the same post. */
  post(channelId: string, message: ReplyMessage, nonce: string): Promise<PostOutcome>;
  edit(channelId: string, messageId: string, message: ReplyMessage): Promise<PostOutcome>;
  /** The bot's own posts in a channel created from `since` (Unix ms) on, oldest first (within a bound). */
  ownPosts(channelId: string, since: number): Promise<OwnPostsOutcome>;
  /** A name for logs, e.g. `#radio`. */
  describeChannel(channelId: string): string;
}
