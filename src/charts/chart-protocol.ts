import type { Locale } from "../locale.js";
import type { ListenerSeries } from "../station/listener-series.js";
import type { StatsChartRequest } from "./stats-chart-request.js";

/** What the bot sends the chart process to draw a `/listeners` chart. */
export interface ListenerChartRequest {
  readonly id: number;
  readonly kind?: "listeners";
  readonly series: ListenerSeries;
  readonly locale: Locale;
}

/** What the bot sends the chart process: one chart to draw, a `/listeners` chart or a `/stats` one. */
export type ChartRequest = ListenerChartRequest | StatsChartRequest;

/**
 * What the chart process answers: that it listens (`ready`, sent once at its start), a drawn chart (null when
 * this platform has no binary of the drawing library), or why it refused to draw one (a request beyond its
 * bounds or of the wrong shape).
 */
export type ChartReply =
  | { readonly ready: true }
  | { readonly id: number; readonly png: Uint8Array | null }
  | { readonly id: number; readonly refused: string };
