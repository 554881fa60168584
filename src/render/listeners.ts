import type { APIEmbed } from "discord.js";
import type { Channel } from "../panel/schemas.js";
import type { ListenerSeries } from "../station/listener-series.js";
import { listenerTotals } from "../station/listeners.js";
import { formatCount } from "../i18n/numbers.js";
import { discordTime } from "./format.js";
import { type Locale } from "../locale.js";
import { fitEmbed } from "./limits.js";
import { COLORS } from "./message.js";
import type { ReplyMessage } from "../message/reply-message.js";
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

/**
 * The `/listeners` message: listeners now and peak per channel, with limit, bitrate, format and state, and the
 * people listening in the bot's voice channels (`inVoice`; said only when there are some: the panel counts the
 * bot's one stream, not them).
 */
export function renderListeners(channels: readonly Channel[], locale: Locale, inVoice = 0): ReplyMessage {
  const strings = stringsFor(locale);
  const voiceLine = inVoice > 0 ? strings.listenersInVoice({ people: inVoice }) : null;
  const withVoice = (line: string) => (voiceLine ? `${line}\n${voiceLine}` : line);
  if (channels.length === 0) {
    return {
      embeds: [
        { title: strings.listenersTitle, description: withVoice(strings.noChannels), color: COLORS.info },
      ],
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
      description: withVoice(
        strings.listenersSummary({ listeners: totals.current, channelsOnAir: totals.channelsOnAir }),
      ),
      fields,
      color: COLORS.info,
    },
    (count) => `+${count}`,
  );
  return { embeds: [embed], components: [] };
}

/** The chart's file name, which the embed shows as its image. */
export const CHART_FILE = "listeners.png";

/**
 * Adds the audience chart to the `/listeners` message as the embed's image (or says why there is none), and
 * says how far back the panel's history reaches when that is less than asked.
 */
export function withChart(
  message: ReplyMessage,
  chart: { readonly drawn: Buffer } | { readonly drawn: null; readonly why: "too-short" | "no-charts" },
  series: ListenerSeries,
  hours: number,
  locale: Locale,
): ReplyMessage {
  const strings = stringsFor(locale);
  const [embed, ...rest] = message.embeds;
  if (!embed) return message;
  const png = chart.drawn;
  const notes = [
    chart.drawn
      ? strings.chartCaption({ hours })
      : chart.why === "too-short"
        ? strings.chartTooShort
        : strings.chartUnavailable,
  ];
  if (png && series.reachesBackTo !== null)
    notes.push(strings.chartReaches({ timestamp: discordTime(series.reachesBackTo, "f") }));
  const description = [embed.description, notes.join("\n")].filter(Boolean).join("\n\n");
  return {
    ...message,
    embeds: [
      { ...embed, description, ...(png ? { image: { url: `attachment://${CHART_FILE}` } } : {}) },
      ...rest,
    ],
    ...(png ? { files: [{ name: CHART_FILE, data: png }] } : {}),
  };
}
