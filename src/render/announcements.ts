import type { ReplyMessage } from "../message/reply-message.js";
import type { AnnouncerEvent } from "../station/changes.js";
import { type AnnouncementLook, DEFAULT_LOOK } from "../templates/style.js";
import { type Trigger, triggerModuleOf } from "../templates/trigger.js";
import type { Locale } from "../locale.js";
import { catalogueOf } from "../i18n/catalogues.js";
import { LIMITS } from "./limits.js";
import { buttonRows, linkButton } from "./message.js";
import { saveButton } from "./save-button.js";
import { fitMarkdown } from "./template-fit.js";
import { composeAnnouncement } from "./template-message.js";
import { triggerEmbed } from "./trigger-embed.js";
import { type TemplateFacts, placeholderValues } from "./template-values.js";

/** What an announcement may tell beyond its event: the station's name and audience, when the caller knows them. */
export interface AnnouncementExtras {
  readonly stationName: string | null;
  readonly listeners: number | null;
}

/** No extras: `{station}` and `{listeners}` are empty. */
export const NO_EXTRAS: AnnouncementExtras = { stationName: null, listeners: null };

/** The trigger a moderator words an event by: the one trigger module that detects it. Pure. */
export function triggerOf(event: AnnouncerEvent): Trigger {
  return triggerModuleOf(event).name;
}

/**
 * The message for an announcement, in the announcer's language and the server's look (`DEFAULT_LOOK`: the standard
 * embeds; see `composeAnnouncement` for what each style and template changes). `extras` fill `{station}` and
 * `{listeners}`. The same message serves a post and an edit of the now-playing message. A track's announcement
 * carries the 💾 Save button of `/nowplaying`. Pure.
 */
export function renderAnnouncement(
  event: AnnouncerEvent,
  locale: Locale,
  look: AnnouncementLook = DEFAULT_LOOK,
  extras: AnnouncementExtras = NO_EXTRAS,
): ReplyMessage {
  const trigger = triggerModuleOf(event);
  const facts: TemplateFacts = {
    station: extras.stationName,
    listeners: extras.listeners,
    ...trigger.facts(event),
  };
  const texts = catalogueOf(locale).programme;
  // A new track (not a jingle) gets /nowplaying's 💾 Save button: a click routes to its handler.
  const save =
    event.kind === "track" && !event.track.isJingle ? saveButton(event.track.startedAt, locale) : null;
  const listen = buttonRows([linkButton(texts.announcement.listen, facts.listenUrl, "🎧"), save]);
  const values = placeholderValues(facts, locale);
  const defaultLine = texts.triggers[trigger.name].line;
  return composeAnnouncement(
    {
      trigger: trigger.name,
      embed: triggerEmbed(event, locale, look.style.timestamp, { text: defaultLine, values }),
      components: trigger.listenButton ? listen : [],
      values,
      defaultLine,
      at: facts.at,
    },
    look,
  );
}

/**
 * A DJ-live post that pings a server's role: the mention leads the message (then its own line of text, if it has
 * one, cut to fit 2,000 characters), and Discord is told to allow exactly that role (everything else the bot sends
 * mentions no one).
 */
export function withRolePing(message: ReplyMessage, roleId: string): ReplyMessage {
  const mention = `<@&${roleId}>`;
  const content = message.content
    ? `${mention} ${fitMarkdown(message.content, LIMITS.content - mention.length - 1)}`
    : mention;
  return { ...message, content, mentionRoles: [roleId] };
}
