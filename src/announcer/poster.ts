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

/** Where announcements go; the Discord implementation lives in `src/discord/`, tests pass fakes. */
export interface Poster {
  /** Posts a new message. `nonce` lets Discord drop a repeat of the same post. */
  post(channelId: string, message: ReplyMessage, nonce: string): Promise<PostOutcome>;
  edit(channelId: string, messageId: string, message: ReplyMessage): Promise<PostOutcome>;
  /** A name for logs, e.g. `#radio`. */
  describeChannel(channelId: string): string;
}
