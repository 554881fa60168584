import { z } from "zod";
import { formatCount } from "../i18n/numbers.js";
import { LOCALES, type Locale } from "../locale.js";
import { renderStatsChart, type StatsChart } from "../render/stats-chart.js";
import { STATS_CHART_BOUNDS } from "../render/stats-chart-input.js";

export { STATS_CHART_BOUNDS };

/** What the bot sends the chart process to draw a `/stats` chart. */
export interface StatsChartRequest {
  readonly id: number;
  readonly kind: "stats";
  readonly chart: StatsChart;
  /** Numbers are written as this language writes them. */
  readonly locale: Locale;
}

const instant = z.number().finite();
const count = z.number().finite().min(0);
const text = z.string().max(STATS_CHART_BOUNDS.text);
const cells = z.array(z.array(count.nullable()).length(24)).length(7);

const chartSchema = z
  .object({
    kind: z.enum(["day", "week", "month", "year"]),
    from: instant,
    to: instant,
    points: z.array(z.object({ at: instant, listeners: count.nullable() })).max(STATS_CHART_BOUNDS.points),
    shows: z.array(z.object({ dj: text, from: instant, to: instant })).max(STATS_CHART_BOUNDS.shows),
    ticks: z.array(z.object({ at: instant, label: text })).max(STATS_CHART_BOUNDS.ticks),
    heatMap: z.object({ cells, max: count }).nullable(),
    words: z.object({
      title: text,
      heatMapTitle: text,
      listenersAxis: text,
      timeAxis: text,
      hourAxis: text,
      weekdays: z.array(text).length(7),
      legendListeners: text,
      legendLive: text,
      legendFewer: text,
      legendMore: text,
      noData: text,
    }),
  })
  .refine((chart) => chart.from < chart.to && chart.to - chart.from <= STATS_CHART_BOUNDS.span, {
    message: "the period must run forward, a year at most",
  });

const requestSchema = z.object({
  id: z.number().int(),
  kind: z.literal("stats"),
  chart: chartSchema,
  locale: z.enum(LOCALES),
});

/**
 * Draws a `/stats` chart request in the chart process: the PNG (null when this platform has no binary of the
 * drawing library), or why the request was refused (not a chart's shape, or beyond {@link STATS_CHART_BOUNDS}).
 */
export function drawStatsChartRequest(
  request: unknown,
): { readonly png: Uint8Array | null } | { readonly refused: string } {
  const parsed = requestSchema.safeParse(request);
  if (!parsed.success) {
    const where = parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    return { refused: where.join("; ") };
  }
  const { chart, locale } = parsed.data;
  return { png: renderStatsChart(chart, (n) => formatCount(locale, n)) };
}
