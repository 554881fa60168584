import { createHash } from "node:crypto";
import { ButtonStyle, ComponentType, type APIEmbed } from "discord.js";
import { djKey } from "../follows/dj-key.js";
import { catalogueOf } from "../i18n/catalogues.js";
import type { Locale } from "../locale.js";
import type { Button, ReplyMessage } from "../message/reply-message.js";
import { discordTime } from "./format.js";
import { LIMITS } from "./limits.js";
import { buttonRows, COLORS, linkButton } from "./message.js";
import { plainText, safeText, truncate } from "./text.js";

/** The follow an Unfollow button ends: the server it was made in, the station, the DJ as the panel names them. */
export interface UnfollowTarget {
  readonly guildId: string;
  readonly station: string;
  readonly dj: string;
}

/** What "your DJ is live" tells. Names are panel or Discord text, escaped here. */
export interface LiveDmFacts {
  readonly stationName: string | null;
  readonly dj: string;
  /** The schedule's show the DJ is in now, when it says. */
  readonly show: string | null;
  readonly track: { readonly artist: string | null; readonly title: string } | null;
  readonly listenUrl: string | null;
  /** Link to the server's announcement channel (https://discord.com/channels/<guild>/<channel>), null when none. */
  readonly announcementUrl: string | null;
  readonly guildName: string | null;
  readonly unfollow: UnfollowTarget;
}

/** What a reminder of a scheduled show tells. */
export interface ReminderDmFacts {
  readonly stationName: string | null;
  readonly dj: string;
  readonly show: string;
  /** Unix ms. */
  readonly start: number;
  readonly minutes: 15 | 30 | 60;
  readonly listenUrl: string | null;
  readonly guildName: string | null;
  readonly unfollow: UnfollowTarget;
}

const UNFOLLOW_PREFIX = "follow:unfollow:";

/** The follow's station and DJ, hashed short: a custom id holds 100 characters, a station key and a name may not fit. */
export function followHash(station: string, dj: string): string {
  return createHash("sha256")
    .update(`${station}\u0000${djKey(dj)}`)
    .digest("base64url")
    .slice(0, 16);
}

/** The Unfollow button's custom id: `follow:unfollow:<server id>:<followHash>`, routed to `/follow`. */
export function unfollowButtonId(guildId: string, station: string, dj: string): string {
  return `${UNFOLLOW_PREFIX}${guildId}:${followHash(station, dj)}`;
}

/** Reads {@link unfollowButtonId} back; null for anything else. Pure. */
export function parseUnfollowButtonId(customId: string): { guildId: string; hash: string } | null {
  const match = /^follow:unfollow:(\d{1,20}):([\w-]{16})$/.exec(customId);
  return match ? { guildId: match[1] ?? "", hash: match[2] ?? "" } : null;
}

/**
 * The direct message a follower gets when their DJ goes live: the DJ, the show and the track on air, the station
 * and server, a Listen button, a link to the server's announcement channel and an Unfollow button. Pure.
 */
export function renderLiveDm(facts: LiveDmFacts, locale: Locale): ReplyMessage {
  const texts = catalogueOf(locale).follows;
  const dj = safeText(facts.dj, 100);
  const fields: NonNullable<APIEmbed["fields"]> = [];
  if (facts.show) fields.push({ name: texts.show, value: safeText(facts.show, 200), inline: true });
  if (facts.track) {
    const track = facts.track.artist
      ? `${safeText(facts.track.artist, 120)} — ${safeText(facts.track.title, 130)}`
      : safeText(facts.track.title, 250);
    fields.push({ name: texts.playing, value: track, inline: true });
  }
  const where = whereOf(facts);
  if (where) fields.push({ name: texts.where, value: where, inline: false });
  const embed: APIEmbed = {
    title: truncate(texts.liveTitle({ dj }), LIMITS.embedTitle),
    fields,
    footer: { text: truncate(texts.why({ dj: plainText(facts.dj, 100) }), LIMITS.footer) },
    color: COLORS.live,
  };
  return {
    embeds: [embed],
    components: buttonRows([
      linkButton(texts.listen, facts.listenUrl, "🎧"),
      linkButton(texts.announcement, facts.announcementUrl, "📣"),
      unfollowButton(texts.unfollow, facts.unfollow),
    ]),
  };
}

/** The direct message a follower gets the chosen time before their DJ's scheduled show. Pure. */
export function renderReminderDm(facts: ReminderDmFacts, locale: Locale): ReplyMessage {
  const texts = catalogueOf(locale).follows;
  const dj = safeText(facts.dj, 100);
  const show = safeText(facts.show, 150);
  const fields: NonNullable<APIEmbed["fields"]> = [
    {
      name: texts.starts,
      value: `${discordTime(facts.start, "t")} (${discordTime(facts.start, "R")})`,
      inline: true,
    },
    { name: texts.dj, value: dj, inline: true },
  ];
  const where = whereOf(facts);
  if (where) fields.push({ name: texts.where, value: where, inline: false });
  const embed: APIEmbed = {
    title: truncate(texts.reminderTitle({ show, minutes: facts.minutes }), LIMITS.embedTitle),
    fields,
    footer: {
      text: truncate(
        texts.reminderWhy({ dj: plainText(facts.dj, 100), minutes: facts.minutes }),
        LIMITS.footer,
      ),
    },
    color: COLORS.info,
  };
  return {
    embeds: [embed],
    components: buttonRows([
      linkButton(texts.listen, facts.listenUrl, "🎧"),
      unfollowButton(texts.unfollow, facts.unfollow),
    ]),
  };
}

/** The station and the server, as far as known. */
function whereOf(facts: Pick<LiveDmFacts, "stationName" | "guildName">): string {
  return [facts.stationName, facts.guildName]
    .map((name) => safeText(name, 200))
    .filter((name) => name.length > 0)
    .join(" · ");
}

function unfollowButton(label: string, target: UnfollowTarget): Button {
  return {
    type: ComponentType.Button,
    style: ButtonStyle.Secondary,
    label: plainText(label, LIMITS.buttonLabel),
    custom_id: unfollowButtonId(target.guildId, target.station, target.dj),
  };
}
