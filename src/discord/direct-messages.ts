import type { ReplyMessage } from "../message/reply-message.js";

/**
 * How a direct message went. `closed`: the user does not take direct messages from the bot (Discord's 50007:
 * they closed them, block the bot, or share no server with it): never retried, and the next command they use says
 * why nothing came; `permanent`: Discord refused it for good otherwise; `transient`: a network error, a 5xx or a
 * rate limit: try again later.
 */
export type DirectOutcome =
  | { readonly ok: true; readonly messageId: string }
  | { readonly ok: false; readonly failure: "closed" | "permanent" | "transient"; readonly reason: string };

/**
 * Sends a person a direct message: opens (or reuses) their DM channel and posts in it, `nonce` letting Discord
 * drop a repeat of the same message. The Discord implementation is in `src/discord/direct-message-sender.ts`;
 * tests pass fakes.
 */
export interface DirectMessages {
  send(userId: string, message: ReplyMessage, nonce: string): Promise<DirectOutcome>;
}
