import { ButtonStyle, ComponentType } from "discord.js";
import type { Button, ButtonRow, ReplyMessage } from "../message/reply-message.js";
import { httpUrl } from "../station/safe-url.js";
import { LIMITS } from "./limits.js";
import { plainText } from "./text.js";

/** Mentions are never parsed: nothing the bot sends can ping anyone. */
export const NO_MENTIONS = { parse: [] as [] };

/** Colours of the embeds, so a glance tells live from automatic from a problem. */
export const COLORS = {
  live: 0xe53935,
  automatic: 0x3b82f6,
  jingle: 0x9ca3af,
  info: 0x10b981,
  problem: 0xf59e0b,
};

/** The JSON body Discord receives for a message (what the preview's `--json` prints). */
export function toDiscordBody(message: ReplyMessage): Record<string, unknown> {
  return {
    ...(message.content ? { content: message.content } : {}),
    embeds: message.embeds,
    components: message.components,
    ...(message.files?.length
      ? { attachments: message.files.map((file, id) => ({ id, filename: file.name })) }
      : {}),
    allowed_mentions: message.mentionRoles?.length
      ? { parse: [], roles: [...message.mentionRoles] }
      : NO_MENTIONS,
  };
}

/** A link button, or null when the URL is not an http(s) address Discord accepts. */
export function linkButton(label: string, url: string | null, emoji?: string): Button | null {
  const href = httpUrl(url);
  if (!href || href.length > LIMITS.buttonUrl) return null;
  return {
    type: ComponentType.Button,
    style: ButtonStyle.Link,
    label: plainText(label, LIMITS.buttonLabel) || "Link",
    url: href,
    ...(emoji ? { emoji: { name: emoji } } : {}),
  };
}

/** Lays buttons out in rows of five, at most five rows; extra buttons are dropped. */
export function buttonRows(buttons: readonly (Button | null)[]): ButtonRow[] {
  const kept = buttons
    .filter((b): b is Button => b !== null)
    .slice(0, LIMITS.buttonsPerRow * LIMITS.actionRows);
  const rows: ButtonRow[] = [];
  for (let i = 0; i < kept.length; i += LIMITS.buttonsPerRow) {
    rows.push({ type: ComponentType.ActionRow, components: kept.slice(i, i + LIMITS.buttonsPerRow) });
  }
  return rows;
}

/** A one-embed message with no buttons. */
export function notice(description: string, color: number, title?: string): ReplyMessage {
  return { embeds: [{ ...(title ? { title } : {}), description, color }], components: [] };
}
