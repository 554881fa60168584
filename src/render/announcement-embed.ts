import type { APIEmbed } from "discord.js";
import type { AnnouncerEvent, DjSnapshot, TrackSnapshot } from "../station/changes.js";
import { discordTime } from "./format.js";
import type { Locale } from "../locale.js";
import { catalogueOf } from "../i18n/catalogues.js";
import { LIMITS } from "./limits.js";
import { COLORS } from "./message.js";
import { wellFormed } from "../templates/check-template.js";
import { safeText as escaped, truncate } from "./text.js";

/**
 * Panel text escaped, its lone surrogates (which Discord cannot show) replaced first; a dash when nothing printable
 * is left, as Discord refuses an empty field.
 */
const safeText = (text: string, max: number) => escaped(wellFormed(text), max) || "—";

function trackLine(track: TrackSnapshot): string {
  return track.artist
    ? `${safeText(track.artist, 100)} — ${safeText(track.title, 120)}`
    : safeText(track.title, 200);
}

function djName(dj: DjSnapshot | null, nobody: string): string {
  return dj ? safeText(dj.name, 100) : nobody;
}

/** The changes with a standard embed of their own (any other is shown by its trigger's one line). */
export type StandardEvent = Extract<AnnouncerEvent, { readonly kind: "dj" | "track" | "station" }>;

/**
 * The standard embed of an announcement (what the default look posts), in its kind's colour and with the cover or
 * DJ picture; `timestamp: false` leaves out the times (the Discord timestamps and the "When" field). Pure.
 */
export function announcementEmbed(event: StandardEvent, locale: Locale, timestamp = true): APIEmbed {
  const words = catalogueOf(locale).programme.announcement;

  if (event.kind === "station") {
    return {
      title: event.onAir ? words.stationOn : words.stationOff,
      ...(timestamp ? { description: `${discordTime(event.at, "f")} (${discordTime(event.at)})` } : {}),
      color: event.onAir ? COLORS.info : COLORS.jingle,
    };
  }

  if (event.kind === "track") {
    const { track } = event;
    const description = [
      track.djName ? `🎙 ${safeText(track.djName, 100)}` : null,
      timestamp ? discordTime(track.startedAt) : null,
    ]
      .filter(Boolean)
      .join(" · ");
    const embed: APIEmbed = {
      author: { name: words.nowPlaying },
      title: truncate(trackLine(track), LIMITS.embedTitle),
      ...(description ? { description } : {}),
      color: event.dj?.live ? COLORS.live : COLORS.automatic,
    };
    if (track.album) embed.fields = [{ name: words.album, value: safeText(track.album, 200), inline: true }];
    if (track.cover) embed.thumbnail = { url: track.cover };
    return embed;
  }

  const title = {
    live: words.live({ dj: djName(event.to, words.nobodyName) }),
    handover: words.handover({
      to: djName(event.to, words.nobodyName),
      from: djName(event.from, words.nobodyName),
    }),
    automatic: words.automatic,
    nobody: words.nobody,
  }[event.change];
  const fields: NonNullable<APIEmbed["fields"]> = [
    { name: words.onAirNow, value: djName(event.to, words.nobodyName), inline: true },
    { name: words.before, value: djName(event.from, words.nobodyName), inline: true },
  ];
  if (timestamp)
    fields.push({
      name: words.when,
      value: `${discordTime(event.at, "t")} (${discordTime(event.at)})`,
      inline: true,
    });
  if (event.track && !event.track.isJingle)
    fields.push({ name: words.playing, value: trackLine(event.track) });
  const embed: APIEmbed = {
    title: truncate(title, LIMITS.embedTitle),
    fields,
    color: event.to?.live ? COLORS.live : event.to ? COLORS.automatic : COLORS.jingle,
  };
  if (event.to?.image) embed.thumbnail = { url: event.to.image };
  return embed;
}
