import type { ReplyMessage } from "../message/reply-message.js";
import type { AnnouncerEvent } from "../station/changes.js";
import { type AnnouncementLook, DEFAULT_LOOK } from "../templates/style.js";
import type { Trigger } from "../templates/trigger.js";
import { announcementEmbed } from "./announcement-embed.js";
import type { Locale } from "../locale.js";
import { catalogueOf } from "../i18n/catalogues.js";
import { LIMITS } from "./limits.js";
import { buttonRows, linkButton } from "./message.js";
import { fitMarkdown } from "./template-fit.js";
import { composeAnnouncement } from "./template-message.js";
import { type TemplateFacts, placeholderValues } from "./template-values.js";

/** What an announcement may tell beyond its event: the station's name and audience, when the caller knows them. */
export interface AnnouncementExtras {
  readonly stationName: string | null;
  readonly listeners: number | null;
}

/** No extras: `{station}` and `{listeners}` are empty. */
export const NO_EXTRAS: AnnouncementExtras = { stationName: null, listeners: null };

/** The trigger a moderator words an event by: a DJ change by its kind, a track, the station off or on air. */
export function triggerOf(event: AnnouncerEvent): Trigger {
  if (event.kind === "dj") return event.change;
  if (event.kind === "track") return "track";
  return event.onAir ? "on-air" : "off-air";
}

function factsOf(event: AnnouncerEvent, extras: AnnouncementExtras): TemplateFacts {
  const known = { station: extras.stationName, listeners: extras.listeners };
  if (event.kind === "station")
    return { ...known, dj: null, previousDj: null, track: null, listenUrl: null, at: event.at };
  if (event.kind === "track") {
    const { track } = event;
    const dj = event.dj?.name ?? track.djName;
    return { ...known, dj, previousDj: null, track, listenUrl: event.listenUrl, at: track.startedAt };
  }
  const track = event.track && !event.track.isJingle ? event.track : null;
  const [dj, previousDj] = [event.to?.name ?? null, event.from?.name ?? null];
  return { ...known, dj, previousDj, track, listenUrl: event.listenUrl, at: event.at };
}

/**
 * The message for an announcement, in the announcer's language and the server's look (`DEFAULT_LOOK`: the standard
 * embeds; see `composeAnnouncement` for what each style and template changes). `extras` fill `{station}` and
 * `{listeners}`. The same message serves a post and an edit of the now-playing message. Pure.
 */
export function renderAnnouncement(
  event: AnnouncerEvent,
  locale: Locale,
  look: AnnouncementLook = DEFAULT_LOOK,
  extras: AnnouncementExtras = NO_EXTRAS,
): ReplyMessage {
  const trigger = triggerOf(event);
  const facts = factsOf(event, extras);
  const texts = catalogueOf(locale).programme;
  const listen = buttonRows([linkButton(texts.announcement.listen, facts.listenUrl, "🎧")]);
  const withButton = event.kind === "track" || (event.kind === "dj" && event.to !== null);
  return composeAnnouncement(
    {
      trigger,
      embed: announcementEmbed(event, locale, look.style.timestamp),
      components: withButton ? listen : [],
      values: placeholderValues(facts, locale),
      defaultLine: texts.defaultLines[trigger],
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
