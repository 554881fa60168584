import {
  type BucketFigures,
  type ListenerBucket,
  EMPTY_FIGURES,
  averageListeners,
  mergeFigures,
} from "./buckets.js";
import { type TimeZone, localTime } from "./time-zone.js";

/**
 * The hour-of-week heat map: `cells[weekday][hour]` (Monday first, local hours) holds the average audience of the
 * hourly buckets starting then, null where none did (the hour a spring clock change skips stays empty).
 */
export interface HeatMap {
  readonly cells: readonly (readonly (number | null)[])[];
  /** The largest cell, for the colour scale; 0 when every cell is empty. */
  readonly max: number;
}

/** The heat map of hourly buckets (of one series, over a week or more) in a time zone. */
export function heatMap(hourly: readonly ListenerBucket[], zone: TimeZone): HeatMap {
  const sums = Array.from({ length: 7 }, () =>
    Array.from({ length: 24 }, (): BucketFigures => EMPTY_FIGURES),
  );
  for (const bucket of hourly) {
    const { weekday, hour } = localTime(bucket.start, zone);
    const row = sums[weekday];
    if (row) row[hour] = mergeFigures(row[hour] ?? EMPTY_FIGURES, bucket);
  }
  const cells = sums.map((row) => row.map(averageListeners));
  const max = Math.max(0, ...cells.flat().map((cell) => cell ?? 0));
  return { cells, max };
}
