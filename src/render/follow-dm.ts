import { createHash } from "node:crypto";
import { type APIEmbed, ButtonStyle, ComponentType } from "discord.js";
import { djKey } from "../follows/dj-key.js";
import { catalogueOf } from "../i18n/catalogues.js";
import type { Locale } from "../locale.js";
import type { Button, ReplyMessage } from "../message/reply-message.js";
import { discordTime } from "./format.js";
import { LIMITS } from "./limits.js";
import { buttonRows, COLORS, linkButton } from "./message.js";
import { plainText, safeText, truncate } from "./text.js";

/** Which follow a direct message's Unfollow button removes: the server it was made in, the station and the DJ. */
export interface UnfollowTarget {
  readonly guildId: string;
  readonly station: string;
  readonly dj: string;
}

/** What "your DJ is live" tells a follower. */
export interface LiveDmFacts {
  readonly stationName: string | null;
  readonly dj: string;
  readonly show: string | null;
  readonly track: { readonly artist: string | null; readonly title: string } | null;
  readonly listenUrl: string | null;
  /** Link to the server's announcement channel (https://discord.com/channels/<guild>/<channel>), null when none. */
  readonly announcementUrl: string | null;
  readonly guildName: string | null;
  readonly unfollow: UnfollowTarget;
}

/** What a reminder of a DJ's next scheduled show tells a follower. */
export interface ReminderDmFacts {
  readonly stationName: string | null;
  readonly dj: string;
  readonly show: string;
  /** Unix ms */
  readonly start: number;
  readonly minutes: 15 | 30 | 60;
  readonly listenUrl: string | null;
  readonly guildName: string | null;
  readonly unfollow: UnfollowTarget;
}

/** How every Unfollow button's custom id starts: the dispatcher routes it to `/follow`'s button handler. */
const UNFOLLOW_PREFIX = "follow:unfollow:";

/** Characters of the hash: 96 bits, so two follows of one user in one server never share it. */
const HASH_LENGTH = 16;

/**
 * The short hash that names a follow's station and DJ in a button: the station key and the DJ's folded name, so
 * "DJ Nova" and "dj  nova" are one follow, as the store has them. Pure.
 */
export function followHash(station: string, dj: string): string {
  return createHash("sha256")
    .update(`${station}\u0000${djKey(dj)}`)
    .digest("base64url")
    .slice(0, HASH_LENGTH);
}

/**
 * The Unfollow button's custom id: `follow:unfollow:<guild id>:<hash of station and DJ>`, at most 54 characters
 * whatever the station's address or the DJ's name (Discord allows 100). Pure.
 */
export function unfollowButtonId(guildId: string, station: string, dj: string): string {
  return `${UNFOLLOW_PREFIX}${guildId}:${followHash(station, dj)}`;
}

/** The server and hash of an Unfollow button's custom id, or null for any other id. Pure. */
export function parseUnfollowButtonId(customId: string): { guildId: string; hash: string } | null {
  if (!customId.startsWith(UNFOLLOW_PREFIX)) return null;
  const match = /^(\d{1,20}):([A-Za-z0-9_-]{16})$/.exec(customId.slice(UNFOLLOW_PREFIX.length));
  return match ? { guildId: match[1] ?? "", hash: match[2] ?? "" } : null;
}

function unfollowButton(target: UnfollowTarget, locale: Locale): Button {
  return {
    type: ComponentType.Button,
    style: ButtonStyle.Secondary,
    label: truncate(catalogueOf(locale).follows.dm.unfollow, LIMITS.buttonLabel),
    custom_id: unfollowButtonId(target.guildId, target.station, target.dj),
    emoji: { name: "🔕" },
  };
}

/** The footer: why this message came (a follow made in that server), with what shows the follows. */
function footer(dj: string, guildName: string | null, locale: Locale): string {
  const texts = catalogueOf(locale).follows.dm;
  const name = plainText(dj, 80);
  const server = plainText(guildName, 100);
  return truncate(server ? texts.whyIn({ dj: name, server }) : texts.why({ dj: name }), LIMITS.footer);
}

/**
 * The direct message a follower gets when their DJ goes live: the DJ, the show and the track on air, a Listen
 * button, a link to the server's announcement when it has one, and an Unfollow button. Panel text is escaped;
 * nothing pings. Pure.
 */
export function renderLiveDm(facts: LiveDmFacts, locale: Locale): ReplyMessage {
  const texts = catalogueOf(locale).follows.dm;
  const dj = safeText(facts.dj, 200);
  const fields: NonNullable<APIEmbed["fields"]> = [];
  if (facts.show) fields.push({ name: texts.show, value: safeText(facts.show, 300) || "—", inline: true });
  if (facts.track) {
    const track = facts.track.artist
      ? `${safeText(facts.track.artist, 300)} — ${safeText(facts.track.title, 300)}`
      : safeText(facts.track.title, 600);
    fields.push({ name: texts.onAir, value: track || "—", inline: true });
  }
  const station = plainText(facts.stationName, LIMITS.author);
  const embed: APIEmbed = {
    ...(station ? { author: { name: station } } : {}),
    title: truncate(texts.liveTitle({ dj }), LIMITS.embedTitle),
    description: texts.liveLine,
    fields,
    footer: { text: footer(facts.dj, facts.guildName, locale) },
    color: COLORS.live,
  };
  return {
    embeds: [embed],
    components: buttonRows([
      linkButton(texts.listen, facts.listenUrl, "🎧"),
      linkButton(texts.announcement, discordLink(facts.announcementUrl), "📣"),
      unfollowButton(facts.unfollow, locale),
    ]),
  };
}

/**
 * The direct message a follower gets before their DJ's next scheduled show: the show, its DJ, its start as a
 * Discord timestamp (relative and clock time, each reader in their own zone), Listen and Unfollow. Pure.
 */
export function renderReminderDm(facts: ReminderDmFacts, locale: Locale): ReplyMessage {
  const texts = catalogueOf(locale).follows.dm;
  const show = safeText(facts.show, 200) || "—";
  const station = plainText(facts.stationName, LIMITS.author);
  const embed: APIEmbed = {
    ...(station ? { author: { name: station } } : {}),
    title: truncate(texts.reminderTitle({ show }), LIMITS.embedTitle),
    description: texts.reminderLine({
      dj: safeText(facts.dj, 200),
      relative: discordTime(facts.start, "R"),
      time: discordTime(facts.start, "t"),
    }),
    footer: { text: footer(facts.dj, facts.guildName, locale) },
    color: COLORS.automatic,
  };
  return {
    embeds: [embed],
    components: buttonRows([
      linkButton(texts.listen, facts.listenUrl, "🎧"),
      unfollowButton(facts.unfollow, locale),
    ]),
  };
}

/** Only a link into Discord's own channels is offered as the announcement's button. */
function discordLink(url: string | null): string | null {
  return url && /^https:\/\/discord\.com\/channels\/\d{1,20}\/\d{1,20}(\/\d{1,20})?$/.test(url) ? url : null;
}
