import {
  type BucketFigures,
  type ListenerBucket,
  EMPTY_FIGURES,
  averageListeners,
  mergeFigures,
} from "./buckets.js";
import { type TimeZone, localTime } from "./time-zone.js";

/** The local hour of the day (0–23) with the largest average audience in a span, and that average. */
export interface BusiestHour {
  readonly hour: number;
  readonly averageListeners: number;
}

/**
 * The busiest hour: hourly buckets grouped by the local hour of the day they start in (a week's seven 20:00 hours
 * together; a day of clocks going back has its repeated hour's two buckets together), and the group with the
 * highest average audience (the earliest hour on a tie). Null without a bucket with an average.
 */
export function busiestHour(hourly: readonly ListenerBucket[], zone: TimeZone): BusiestHour | null {
  const byHour = Array.from({ length: 24 }, (): BucketFigures => EMPTY_FIGURES);
  for (const bucket of hourly) {
    const { hour } = localTime(bucket.start, zone);
    byHour[hour] = mergeFigures(byHour[hour] ?? EMPTY_FIGURES, bucket);
  }
  let best: BusiestHour | null = null;
  for (let hour = 0; hour < 24; hour++) {
    const average = averageListeners(byHour[hour] ?? EMPTY_FIGURES);
    if (average !== null && (best === null || average > best.averageListeners)) {
      best = { hour, averageListeners: average };
    }
  }
  return best;
}
