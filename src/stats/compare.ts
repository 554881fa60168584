/** Which way a figure went from the period before: up, down or the same. */
export type Trend = "up" | "down" | "same";

/** A figure of this period beside the same figure of the period before. */
export interface Comparison {
  /** This period's figure; null when there is nothing to measure it from. */
  readonly current: number | null;
  readonly previous: number | null;
  /** Null when either figure is missing. */
  readonly trend: Trend | null;
  /**
   * The change in percent of the previous figure (+25 for 80 → 100); null when the previous figure is missing or
   * 0, where a percentage would be infinite or undefined.
   */
  readonly percent: number | null;
}

/** Changes smaller than this share of the larger figure are the same (floating-point sums differ in the last bits). */
const SAME = 1e-9;

/** Compares a figure with the previous period's. Never gives Infinity or NaN. */
export function compare(current: number | null, previous: number | null): Comparison {
  if (current === null || previous === null || !Number.isFinite(current) || !Number.isFinite(previous)) {
    return { current, previous, trend: null, percent: null };
  }
  const scale = Math.max(Math.abs(current), Math.abs(previous));
  const trend: Trend =
    Math.abs(current - previous) <= SAME * scale ? "same" : current > previous ? "up" : "down";
  const change = trend === "same" ? 0 : ((current - previous) / Math.abs(previous)) * 100;
  // A previous figure of almost nothing (a denormal) would make the percentage overflow to Infinity.
  const percent = previous === 0 || !Number.isFinite(change) ? null : change;
  return { current, previous, trend, percent };
}

/** The sign shown beside a compared figure: ▲ up, ▼ down, nothing when the same or unknown. */
export function trendArrow(trend: Trend | null): "▲" | "▼" | "" {
  return trend === "up" ? "▲" : trend === "down" ? "▼" : "";
}
