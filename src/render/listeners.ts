import type { APIEmbed } from "discord.js";
import type { Channel } from "../panel/schemas.js";
import { listenerTotals } from "../station/listeners.js";
import { formatCount, type Locale } from "./i18n.js";
import { fitEmbed } from "./limits.js";
import { COLORS, type ReplyMessage } from "./message.js";
import { stringsFor } from "./strings.js";
import { safeText } from "./text.js";

/** "/stream · 128 kbps · MP3": how people tell channels apart. */
export function channelLabel(channel: Channel, locale: Locale, escaped = true): string {
  const strings = stringsFor(locale);
  const mount = escaped ? safeText(channel.mount_point, 100) : channel.mount_point;
  const parts = [mount || `#${channel.id}`];
  if (channel.bitrate) parts.push(`${channel.bitrate} ${strings.kbps}`);
  if (channel.s_format)
    parts.push((escaped ? safeText(channel.s_format, 20) : channel.s_format).toUpperCase());
  return parts.join(" · ");
}

/** The `/listeners` message: listeners now and peak per channel, with limit, bitrate, format and state. */
export function renderListeners(channels: readonly Channel[], locale: Locale): ReplyMessage {
  const strings = stringsFor(locale);
  if (channels.length === 0) {
    return {
      embeds: [{ title: strings.listenersTitle, description: strings.noChannels, color: COLORS.info }],
      components: [],
    };
  }
  const totals = listenerTotals(channels);
  const fields: NonNullable<APIEmbed["fields"]> = channels.map((channel) => {
    const limit = channel.listeners ? formatCount(locale, channel.listeners) : strings.noLimit;
    return {
      name: channelLabel(channel, locale),
      value: [
        strings.channelState[channel.state],
        `${strings.now}: **${formatCount(locale, Math.max(0, channel.listeners_current))}** · ${strings.peak}: ${formatCount(locale, Math.max(0, channel.listeners_peak ?? 0))} · ${strings.limit}: ${limit}`,
      ].join("\n"),
      inline: false,
    };
  });
  const embed = fitEmbed(
    {
      title: strings.listenersTitle,
      description: strings.listenersSummary(totals.current, totals.channelsOnAir),
      fields,
      color: COLORS.info,
    },
    (count) => `+${count}`,
  );
  return { embeds: [embed], components: [] };
}
