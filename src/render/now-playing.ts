import type { APIEmbed } from "discord.js";
import type { Dj } from "../panel/schemas.js";
import { isLive } from "../station/dj-on-air.js";
import type { ListenerTotals } from "../station/listeners.js";
import type { NowPlaying } from "../station/now-playing.js";
import { httpUrl } from "../station/safe-url.js";
import { discordTime, formatDuration, progressBar } from "./format.js";
import { formatCount } from "../i18n/numbers.js";
import { type Locale } from "../locale.js";
import { LIMITS } from "./limits.js";
import { buttonRows, COLORS, linkButton } from "./message.js";
import type { ReplyMessage } from "../message/reply-message.js";
import { saveButton } from "./save-button.js";
import { stringsFor } from "./strings.js";
import { plainText, safeText, truncate } from "./text.js";

/** What `/nowplaying` shows: the track on air, the DJ on air, the audience and where to listen. */
export interface NowPlayingView {
  readonly playing: NowPlaying | null;
  readonly dj: Dj | null;
  readonly totals: ListenerTotals;
  /** The address the Listen button opens (a stream or the web player). */
  readonly listenUrl: string | null;
}

/** The `/nowplaying` message; a track (not a jingle) on air gets a 💾 Save button next to Listen. */
export function renderNowPlaying(view: NowPlayingView, locale: Locale): ReplyMessage {
  const strings = stringsFor(locale);
  const listen = buttonRows([linkButton(strings.listen, view.listenUrl, "🎧")]);
  const author = djLine(view.dj, locale);
  const { playing } = view;
  if (!playing) {
    return {
      embeds: [{ author, title: strings.noTrack, description: strings.noTrackHint, color: COLORS.jingle }],
      components: listen,
    };
  }

  const title = playing.isJingle
    ? `📻 ${strings.jingle}: ${safeText(playing.title, 200)}`
    : playing.artist
      ? `${safeText(playing.artist, 120)} — ${safeText(playing.title, 130)}`
      : safeText(playing.title, LIMITS.embedTitle);

  const lines: string[] = [];
  if (playing.progress && playing.lengthMs) {
    const { elapsedMs } = playing.progress;
    lines.push(
      `${progressBar(elapsedMs, playing.lengthMs)}`,
      `\`${formatDuration(elapsedMs)} / ${formatDuration(playing.lengthMs)}\``,
    );
  } else if (playing.lengthMs) {
    lines.push(`\`${formatDuration(playing.lengthMs)}\``);
  }
  lines.push(strings.started({ timestamp: discordTime(playing.startedAt) }));

  const fields: NonNullable<APIEmbed["fields"]> = [];
  if (playing.album && !playing.isJingle)
    fields.push({ name: strings.album, value: safeText(playing.album, 200), inline: true });
  if (playing.playlist)
    fields.push({ name: strings.playlist, value: safeText(playing.playlist, 200), inline: true });
  fields.push({ name: strings.listenersNow, value: formatCount(locale, view.totals.current), inline: true });

  const embed: APIEmbed = {
    author,
    title: truncate(title, LIMITS.embedTitle),
    description: lines.join("\n"),
    fields,
    color: playing.isJingle ? COLORS.jingle : view.dj && isLive(view.dj) ? COLORS.live : COLORS.automatic,
  };
  if (playing.cover && !playing.isJingle) embed.thumbnail = { url: playing.cover };
  if (playing.isJingle) return { embeds: [embed], components: listen };
  const buttons = [linkButton(strings.listen, view.listenUrl, "🎧"), saveButton(playing.startedAt, locale)];
  return { embeds: [embed], components: buttonRows(buttons) };
}

/** "🔴 Live: DJ Nova", "🤖 Automatic player (AutoDJ)" or "Nobody on air", with the DJ's picture. */
export function djLine(dj: Dj | null, locale: Locale): NonNullable<APIEmbed["author"]> {
  const strings = stringsFor(locale);
  if (!dj) return { name: strings.nobodyOnAir };
  // Author names show no markdown and no mentions, so the name is cleaned, not escaped.
  const name = plainText(dj.name, 200);
  const icon = httpUrl(dj.image_thumbnail) ?? httpUrl(dj.image_medium) ?? httpUrl(dj.image);
  return {
    name: truncate(isLive(dj) ? strings.live({ dj: name }) : strings.automatic({ dj: name }), LIMITS.author),
    ...(icon ? { icon_url: icon } : {}),
  };
}
