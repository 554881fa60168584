import { catalogueOf } from "../i18n/catalogues.js";
import type { Locale } from "../locale.js";
import type { ReplyMessage } from "../message/reply-message.js";
import { LIMITS } from "./limits.js";
import { truncate } from "./text.js";

/** The name the `/stats` chart is attached under. */
export const STATS_CHART_FILE = "stats.png";

/**
 * The `/stats` reply (or weekly report) with its chart: the PNG attached and shown as the embed's image, or, when
 * none could be drawn (`null`), a line saying so under the figures. A reply without figures (no embed fields)
 * gets neither. Pure.
 */
export function withStatsChart(message: ReplyMessage, png: Buffer | null, locale: Locale): ReplyMessage {
  const [embed, ...rest] = message.embeds;
  if (!embed?.fields?.length) return message;
  if (!png) {
    const note = catalogueOf(locale).stats.command.chartUnavailable;
    const description = truncate(
      [embed.description, note].filter(Boolean).join("\n\n"),
      LIMITS.embedDescription,
    );
    return { ...message, embeds: [{ ...embed, description }, ...rest] };
  }
  return {
    ...message,
    embeds: [{ ...embed, image: { url: `attachment://${STATS_CHART_FILE}` } }, ...rest],
    files: [...(message.files ?? []), { name: STATS_CHART_FILE, data: png }],
  };
}
