import type { ListenerBucket } from "./buckets.js";
import { HOUR_MS } from "./time-zone.js";

/** A DJ's audience while on air, as the hourly figures give it. */
export interface OnAirAudience {
  /** Time-weighted over the parts of the hours they were on air. */
  readonly average: number;
  /** The largest count seen in one of those hours. */
  readonly peak: number;
}

/**
 * A DJ's audience while on air from the station's hourly figures (its total series) that overlap their spans: each
 * hour counts for the part of it they were on air; the peak is the largest of those hours' peaks. Null when no hour
 * the bot watched overlaps them (hourly figures are kept two months). Pure.
 */
export function audienceWhileOnAir(
  spans: readonly { readonly from: number; readonly to: number }[],
  hourly: readonly ListenerBucket[],
): OnAirAudience | null {
  let listenerMs = 0;
  let coveredMs = 0;
  let peak: number | null = null;
  for (const bucket of hourly) {
    const overlap = spans.reduce(
      (sum, span) =>
        sum + Math.max(0, Math.min(span.to, bucket.start + HOUR_MS) - Math.max(span.from, bucket.start)),
      0,
    );
    if (overlap <= 0 || bucket.count === 0) continue;
    const share = Math.min(1, overlap / HOUR_MS);
    listenerMs += bucket.listenerMs * share;
    coveredMs += bucket.coveredMs * share;
    peak = Math.max(peak ?? 0, bucket.peak);
  }
  if (peak === null || coveredMs <= 0) return null;
  return { average: listenerMs / coveredMs, peak };
}
