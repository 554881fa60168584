import type { Locale } from "../locale.js";
import type { ListenerSeries } from "../station/listener-series.js";

/**
 * A drawn chart, or why there is none: this platform has no binary of the drawing library (`no-canvas`), or the
 * drawing failed (the chart process crashed or hung; the next chart starts a fresh one).
 */
export type ChartOutcome =
  { readonly png: Buffer } | { readonly png: null; readonly why: "no-canvas" | "failed" };

/** Draws the `/listeners` chart. */
export interface ListenerCharts {
  draw(series: ListenerSeries, locale: Locale): Promise<ChartOutcome>;
  /** Ends whatever drawing process is running and waits until it has exited; safe to call twice. */
  close(): Promise<void>;
}

/**
 * What a chart shows, as far as reuse goes: its span (the end is rounded to the minute by `/listeners`), language,
 * and the latest play. Two asks with the same key get the same picture.
 */
export function chartKey(series: ListenerSeries, locale: Locale): string {
  const last = series.points.at(-1);
  return [
    series.from,
    series.to,
    locale,
    series.points.length,
    last?.at,
    last?.listeners,
    series.live.length,
  ].join(":");
}

/**
 * Reuses charts drawn lately (the last `kept`, by `chartKey`): a busy server asking again and again costs one
 * drawing a minute, and people asking at the same moment share one drawing. A failed drawing is not kept, so
 * the next ask tries again. Its other drawings (the `/stats` chart) pass through as they are.
 */
export function reuseCharts<C extends ListenerCharts>(charts: C, kept = 16): C {
  const drawn = new Map<string, Promise<ChartOutcome>>();
  return {
    ...charts,
    draw(series: ListenerSeries, locale: Locale) {
      const key = chartKey(series, locale);
      const cached = drawn.get(key);
      if (cached) return cached;
      const outcome = charts.draw(series, locale).then((result) => {
        if (!result.png && result.why === "failed") drawn.delete(key);
        return result;
      });
      drawn.set(key, outcome);
      if (drawn.size > kept) drawn.delete(drawn.keys().next().value ?? "");
      return outcome;
    },
    close: () => charts.close(),
  };
}
