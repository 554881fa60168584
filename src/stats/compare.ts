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
  /** The period before was watched for much less time than this one: a sum or peak over it would mislead (no trend). */
  readonly partlySeen?: true;
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

/**
 * Compares a figure that grows with the time watched (listening hours, a peak) with the previous period's only when
 * the bot watched the previous period for at least half as long as this one: a first week read back from the
 * panel's history is no "▲ 3,000 %".
 */
export function compareSums(
  current: { readonly value: number | null; readonly coveredMs: number },
  previous: { readonly value: number | null; readonly coveredMs: number },
): Comparison {
  if (current.value !== null && previous.value !== null && previous.coveredMs < current.coveredMs / 2) {
    return { current: current.value, previous: previous.value, trend: null, percent: null, partlySeen: true };
  }
  return compare(current.value, previous.value);
}

/** The sign shown beside a compared figure: ▲ up, ▼ down, nothing when the same or unknown. */
export function trendArrow(trend: Trend | null): "▲" | "▼" | "" {
  return trend === "up" ? "▲" : trend === "down" ? "▼" : "";
}
