import type { Locale } from "../locale.js";
import type { ReplyMessage } from "../message/reply-message.js";
import { type SummaryInput, summarise } from "../stats/summary.js";
import type { TimeZone } from "../stats/time-zone.js";
import { renderStats } from "./stats.js";
import type { StatsChart } from "./stats-chart-input.js";
import { statsChartOf } from "./stats-chart-of.js";
import { statsChartWords } from "./stats-chart-words.js";
import { withStatsChart } from "./stats-with-chart.js";

/** What draws a `/stats` chart (the chart process): its PNG, or null when none could be drawn. */
export interface StatsChartDrawer {
  drawStats(chart: StatsChart, locale: Locale): Promise<{ readonly png: Buffer | null }>;
}

/**
 * The `/stats` reply of a period (also the weekly report): the summary of `input` rendered, and its chart drawn by
 * `charts` (null: no charts here) unless the period has no figures.
 */
export async function statsMessage(
  input: SummaryInput,
  view: { readonly station: string; readonly zone: TimeZone; readonly locale: Locale },
  charts: StatsChartDrawer | null,
): Promise<ReplyMessage> {
  const { zone, locale } = view;
  const message = renderStats({ summary: summarise(input), ...view });
  if (!message.embeds[0]?.fields?.length) return message;
  const chart = statsChartOf({ ...input, words: statsChartWords(locale, zone.name) });
  return withStatsChart(message, charts ? (await charts.drawStats(chart, locale)).png : null, locale);
}
