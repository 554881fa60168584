import { ButtonStyle, ComponentType } from "discord.js";
import type { ReplyMessage } from "../message/reply-message.js";
import { colorHex } from "../settings/message-settings.js";
import type { MessageStyle } from "../templates/style.js";
import type { Trigger } from "../templates/trigger.js";
import type { Locale } from "../locale.js";
import { embedLength, LIMITS } from "./limits.js";
import { COLORS } from "./message.js";
import { catalogueOf } from "../i18n/catalogues.js";
import { formatCount } from "../i18n/numbers.js";
import { messageSetupStrings, triggerLabel } from "./setup-message-words.js";
import { safeText, truncate } from "./text.js";

/** What a `/setup message` preview shows around the message itself. */
export interface MessagePreview {
  readonly trigger: Trigger;
  /** `""` on a bot with one station, else ` for every station` or ` for <name>` (see the words). */
  readonly where: string;
  /** True when nothing was on air and the message was built with sample values. */
  readonly sample: boolean;
  /** The Save button's custom id. */
  readonly saveId: string;
}

/** The private hint above a preview: what it is, and that nothing is saved yet (cut to what the message leaves). */
function hintEmbed(title: string, text: string, posted: ReplyMessage) {
  const room = LIMITS.embedTotal - posted.embeds.reduce((sum, embed) => sum + embedLength(embed), 0);
  return {
    title: truncate(title, Math.min(LIMITS.embedTitle, Math.max(1, room))),
    description: truncate(text, Math.max(1, Math.min(LIMITS.embedDescription, room - title.length))),
    color: COLORS.info,
  };
}

/**
 * `/setup message`'s private preview: the message exactly as it would be posted (its content, embeds and Listen
 * button), after a hint, with a Save button below.
 */
export function renderMessagePreview(
  posted: ReplyMessage,
  preview: MessagePreview,
  locale: Locale,
): ReplyMessage {
  const words = messageSetupStrings(locale);
  const hint = (preview.sample ? words.sampleHint : words.previewHint)({ where: preview.where });
  const save = {
    type: ComponentType.ActionRow as const,
    components: [
      {
        type: ComponentType.Button as const,
        style: ButtonStyle.Success as const,
        label: words.save,
        custom_id: preview.saveId,
      },
    ],
  };
  return {
    ...(posted.content ? { content: posted.content } : {}),
    embeds: [
      hintEmbed(words.previewTitle({ trigger: triggerLabel(locale, preview.trigger) }), hint, posted),
      ...posted.embeds,
    ].slice(0, LIMITS.embeds),
    components: [...posted.components, save].slice(-LIMITS.actionRows),
    ephemeral: true,
  };
}

/** `/setup style`'s answer: saved, and a track announcement in the new style below (privately). */
export function renderStyleSaved(posted: ReplyMessage, locale: Locale): ReplyMessage {
  const words = messageSetupStrings(locale);
  return {
    ...(posted.content ? { content: posted.content } : {}),
    embeds: [{ description: words.styleSaved, color: COLORS.info }, ...posted.embeds].slice(0, LIMITS.embeds),
    components: posted.components,
    ephemeral: true,
  };
}

/** A style in a few words: `embed · colour #1e90ff · cover shown · time shown`. */
export function describeStyle(style: MessageStyle, locale: Locale): string {
  const words = messageSetupStrings(locale);
  const color = style.color === null ? words.colorDefault : words.colorOf({ hex: colorHex(style.color) });
  return [
    catalogueOf(locale).setup.layouts[style.layout],
    color,
    words.cover({ on: style.cover }),
    words.time({ on: style.timestamp }),
  ].join(" · ");
}

/** A template as `/setup show` lists it: its trigger, which station (a name) or null for every one, and its text. */
export interface ShownTemplate {
  readonly trigger: Trigger;
  readonly station: string | null;
  readonly text: string;
}

/** How much of each template `/setup show` quotes. */
const QUOTED = 120;

/**
 * `/setup show` with the style and the templates in use in an embed of their own, after the other settings: each
 * template escaped (shown as written, never as markdown or mentions) and cut, as many as fit in the field.
 */
export function withMessageSettings(
  shown: ReplyMessage,
  style: MessageStyle,
  templates: readonly ShownTemplate[],
  locale: Locale,
): ReplyMessage {
  const words = messageSetupStrings(locale);
  const more = (count: number) => words.more({ count: formatCount(locale, count) });
  const lines = templates.map(
    (t) =>
      `**${triggerLabel(locale, t.trigger)}**${t.station === null ? "" : ` (${t.station})`}: ${safeText(t.text, QUOTED)}`,
  );
  const kept: string[] = [];
  for (const [index, line] of lines.entries()) {
    const rest = lines.length - index - 1;
    const tail = rest > 0 ? `\n${more(rest)}` : "";
    if ([...kept, line].join("\n").length + tail.length > LIMITS.fieldValue) {
      kept.push(more(lines.length - index));
      break;
    }
    kept.push(line);
  }
  const embed = {
    color: COLORS.info,
    fields: [
      { name: words.styleField, value: describeStyle(style, locale) },
      { name: words.templatesField, value: kept.join("\n") || words.noTemplates },
    ],
  };
  return { ...shown, embeds: [...shown.embeds, embed].slice(0, LIMITS.embeds) };
}
