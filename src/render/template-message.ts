import type { APIEmbed } from "discord.js";
import type { ButtonRow, ReplyMessage } from "../message/reply-message.js";
import { httpUrl } from "../station/safe-url.js";
import { normaliseTemplate } from "../templates/check-template.js";
import type { AnnouncementLook, MessageStyle } from "../templates/style.js";
import type { Trigger } from "../templates/trigger.js";
import { LIMITS } from "./limits.js";
import { expandTemplate } from "./template-expansion.js";
import type { PlaceholderValues } from "./template-values.js";

/** What one announcement offers each look: the standard embed, its buttons, and what its placeholders say. */
export interface AnnouncementDraft {
  readonly trigger: Trigger;
  /** Today's embed, its times already kept or dropped per the style's `timestamp`. */
  readonly embed: APIEmbed;
  readonly components: ButtonRow[];
  readonly values: PlaceholderValues;
  /** The one-line wording when no template is set (a template itself). */
  readonly defaultLine: string;
  /** When the change happened (ms), for a templated embed's time; null when unknown. */
  readonly at: number | null;
}

/** The style's colour when it is a colour Discord takes (0x000000–0xFFFFFF), else null. */
function styleColor(style: MessageStyle): number | null {
  const { color } = style;
  return color !== null && Number.isInteger(color) && color >= 0 && color <= 0xffffff ? color : null;
}

/** An embed's time (shown in its footer, in each reader's zone), or nothing when the date is out of range. */
function isoTime(at: number | null): string | undefined {
  if (at === null) return undefined;
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/**
 * One announcement in a server's look (see docs/announcements.md):
 *
 * - `embed`, no template: the standard embed, with the style's colour (when set) and without the cover when off;
 * - `embed` with a template: an embed whose description is the expanded template (no title: the moderator's words
 *   are the whole message), in the embed's colour, with the cover and (per style) the time in the footer;
 * - `compact`: one line of text (the template, else `defaultLine`) and no embed;
 * - `both`: that line, then the standard embed.
 *
 * The buttons (the Listen link) stay in every layout. A template that expands to nothing gives the default line,
 * so a message is never empty; everything fits Discord's limits. Pure.
 */
export function composeAnnouncement(draft: AnnouncementDraft, look: AnnouncementLook): ReplyMessage {
  const { style } = look;
  const template = normaliseTemplate(look.templates[draft.trigger] ?? "");
  const color = styleColor(style) ?? draft.embed.color;
  const { thumbnail, ...bare } = draft.embed;
  const cover = style.cover && thumbnail && httpUrl(thumbnail.url) ? { thumbnail } : {};
  const expand = (max: number) =>
    (template && expandTemplate(template, draft.values, max)) ||
    expandTemplate(draft.defaultLine, draft.values, max);
  const standard: APIEmbed = { ...bare, ...(color === undefined ? {} : { color }), ...cover };
  const { components } = draft;

  if (style.layout === "compact") return { content: expand(LIMITS.content), embeds: [], components };
  if (style.layout === "both") return { content: expand(LIMITS.content), embeds: [standard], components };
  if (!template) return { embeds: [standard], components };
  const time = style.timestamp ? isoTime(draft.at) : undefined;
  const embed: APIEmbed = {
    description: expand(LIMITS.embedDescription),
    ...(color === undefined ? {} : { color }),
    ...cover,
    ...(time ? { timestamp: time } : {}),
  };
  return { embeds: [embed], components };
}
