import type { APIEmbed } from "discord.js";
import { catalogueOf } from "../i18n/catalogues.js";
import type { Locale } from "../locale.js";
import type { ReplyMessage } from "../message/reply-message.js";
import { httpUrl } from "../station/safe-url.js";
import { discordTime } from "./format.js";
import { LIMITS } from "./limits.js";
import { COLORS } from "./message.js";
import { cleanText, safeText, truncate } from "./text.js";

/** A play a listener saved: what the direct message tells about it. */
export interface SavedTrack {
  readonly artist: string | null;
  readonly title: string;
  readonly album: string | null;
  readonly cover: string | null;
  /** Unix ms when it started. */
  readonly startedAt: number;
}

/** Where it played: the server's and the station's names, when known. */
export interface SavedWhere {
  readonly serverName: string | null;
  readonly stationName: string | null;
}

/** A music service's search page for a track. */
export interface SearchLink {
  readonly name: string;
  readonly url: string;
}

/** The longest encoded query: six links then fit an embed's description with room to spare. */
const QUERY_MAX = 300;

const SERVICES: readonly { readonly name: string; readonly url: (query: string) => string }[] = [
  { name: "Spotify", url: (q) => `https://open.spotify.com/search/${q}` },
  { name: "Apple Music", url: (q) => `https://music.apple.com/search?term=${q}` },
  { name: "YouTube Music", url: (q) => `https://music.youtube.com/search?q=${q}` },
  { name: "Deezer", url: (q) => `https://www.deezer.com/search/${q}` },
  { name: "SoundCloud", url: (q) => `https://soundcloud.com/search?q=${q}` },
  { name: "Bandcamp", url: (q) => `https://bandcamp.com/search?q=${q}` },
];

/**
 * The search pages of the music services for a track, from its artist and title only (an album or a station's
 * tags would narrow the search to nothing). The query is percent-encoded, brackets too, so a link in markdown
 * cannot end early. Pure.
 */
export function searchLinks(artist: string | null, title: string): SearchLink[] {
  const chars = Array.from(cleanText([artist, title].filter(Boolean).join(" ")));
  let query = encodeQuery(chars.join(""));
  // Cut whole characters (never half an emoji) until the encoded query fits.
  while (query.length > QUERY_MAX) {
    chars.pop();
    query = encodeQuery(chars.join("").trimEnd());
  }
  return SERVICES.map((service) => ({ name: service.name, url: service.url(query) }));
}

function encodeQuery(words: string): string {
  return encodeURIComponent(words).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * The direct message a Save click sends: the track, its album and cover, when and where it played, and links to
 * search for it. Panel text is escaped; nothing pings. Pure.
 */
export function renderSavedTrack(track: SavedTrack, where: SavedWhere, locale: Locale): ReplyMessage {
  const texts = catalogueOf(locale).save;
  const title = track.artist
    ? `${safeText(track.artist, 120)} — ${safeText(track.title, 130)}`
    : safeText(track.title, LIMITS.embedTitle);
  const links = searchLinks(track.artist, track.title)
    .map((link) => `[${link.name}](${link.url})`)
    .join(" · ");
  const place = [where.stationName, where.serverName]
    .map((name) => safeText(name, 200))
    .filter((name) => name.length > 0)
    .join(" · ");
  const fields: NonNullable<APIEmbed["fields"]> = [];
  if (track.album) fields.push({ name: texts.album, value: safeText(track.album, 200), inline: true });
  fields.push({ name: texts.played, value: discordTime(track.startedAt, "f"), inline: true });
  if (place) fields.push({ name: texts.where, value: place, inline: true });
  const embed: APIEmbed = {
    author: { name: truncate(texts.heading, LIMITS.author) },
    title: truncate(title, LIMITS.embedTitle),
    description: `${texts.search} ${links}`,
    fields,
    color: COLORS.info,
  };
  const cover = httpUrl(track.cover);
  if (cover?.startsWith("https://")) embed.thumbnail = { url: cover };
  return { embeds: [embed], components: [] };
}
