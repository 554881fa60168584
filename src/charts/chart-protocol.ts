import type { Locale } from "../locale.js";
import type { ListenerSeries } from "../station/listener-series.js";

/** What the bot sends the chart process: one chart to draw. */
export interface ChartRequest {
  readonly id: number;
  readonly series: ListenerSeries;
  readonly locale: Locale;
}

/**
 * What the chart process answers: that it listens (`ready`, sent once at its start), or a drawn chart (null when
 * this platform has no binary of the drawing library).
 */
export type ChartReply = { readonly ready: true } | { readonly id: number; readonly png: Uint8Array | null };
