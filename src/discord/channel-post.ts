import { DiscordAPIError, HTTPError, RateLimitError, type REST, Routes } from "discord.js";
import type { ReplyMessage } from "../message/reply-message.js";
import { toDiscordBody } from "../render/message.js";

/**
 * Posts a message in a channel (a server's or a direct-message channel) with Discord's nonce enforced, so a repeat
 * of the same post is dropped by Discord; the message's files go as attachments. Resolves to the new message's id.
 */
export async function postInChannel(
  rest: REST,
  channelId: string,
  message: ReplyMessage,
  nonce: string,
): Promise<string> {
  const body = { ...toDiscordBody(message), nonce, enforce_nonce: true };
  const files = message.files?.map((file) => ({ name: file.name, data: file.data }));
  const sent = (await rest.post(Routes.channelMessages(channelId), {
    body,
    ...(files?.length ? { files } : {}),
  })) as { id: string };
  return sent.id;
}

/** A Discord error's code as a number (discord.js types it as number or string). */
export function discordCodeOf(error: DiscordAPIError): number {
  return typeof error.code === "number" ? error.code : Number(error.code);
}

/**
 * What a failed REST call says for the log when it is worth trying again: the status of a Discord answer, how
 * long a rate limit lasts, or the network's error.
 */
export function transientReason(error: unknown): string {
  if (error instanceof DiscordAPIError) return `${error.message} (HTTP ${error.status})`;
  if (error instanceof RateLimitError) return `rate limited for ${Math.round(error.retryAfter / 1_000)} s`;
  if (error instanceof HTTPError) return error.message;
  return error instanceof Error ? error.message : String(error);
}
