import { averageListeners, type ListenerBucket } from "../stats/buckets.js";
import { heatMap } from "../stats/heat-map.js";
import type { Period } from "../stats/periods.js";
import { type DjSpan, STATION_TOTAL } from "../stats/records.js";
import { summaryResolution } from "../stats/summary.js";
import type { TimeZone } from "../stats/time-zone.js";
import {
  STATS_CHART_BOUNDS,
  type StatsChart,
  type StatsChartShow,
  type StatsChartWords,
} from "./stats-chart-input.js";
import { statsChartTicks } from "./stats-chart-ticks.js";

/** What the `/stats` chart is made from: the records a summary reads (`SummaryInput`) and the words. */
export interface StatsChartSource {
  readonly period: Period;
  readonly zone: TimeZone;
  /** The station's buckets, any series and resolution: the chart picks the total series' ones in the period. */
  readonly buckets: readonly ListenerBucket[];
  readonly spans: readonly DjSpan[];
  readonly words: StatsChartWords;
}

/**
 * The `/stats` chart of a period: the station's total audience per bucket (hourly for a day or a week, daily
 * beyond, as the summary reads it), the DJs' spans cut to the period, the time axis' labels, and for a week or
 * longer the hour-of-week heat map of the period's hourly buckets. Pure.
 */
export function statsChartOf(source: StatsChartSource): StatsChart {
  const { period, zone, words } = source;
  const inPeriod = (bucket: ListenerBucket, resolution: ListenerBucket["resolution"]) =>
    bucket.channel === STATION_TOTAL &&
    bucket.resolution === resolution &&
    bucket.start >= period.start &&
    bucket.start < period.end;
  const resolution = summaryResolution(period.kind);
  const points = source.buckets
    .filter((bucket) => inPeriod(bucket, resolution))
    .sort((a, b) => a.start - b.start)
    .map((bucket) => ({ at: bucket.start, listeners: averageListeners(bucket) }));
  const shows = boundShows(
    source.spans
      .filter((span) => span.to > period.start && span.from < period.end)
      .sort((a, b) => a.from - b.from)
      .map((span) => ({
        dj: span.dj,
        from: Math.max(span.from, period.start),
        to: Math.min(span.to, period.end),
      })),
    STATS_CHART_BOUNDS.shows,
  );
  const hourly = source.buckets.filter((bucket) => inPeriod(bucket, "hour"));
  return {
    kind: period.kind,
    from: period.start,
    to: period.end,
    points,
    shows,
    ticks: statsChartTicks(period, zone, words.weekdays),
    heatMap: period.kind === "day" ? null : heatMap(hourly, zone),
    words,
  };
}

/**
 * At most `max` shows (sorted by start): beyond it, shows less than a gap apart are merged into one, the gap
 * doubling from an hour until they fit. Over a year a show is thinner than a pixel and drawn unnamed, so a
 * merged one (named when all its shows had one DJ) looks the same. Pure.
 */
export function boundShows(shows: readonly StatsChartShow[], max: number): StatsChartShow[] {
  let merged = [...shows];
  for (let gap = 3_600_000; merged.length > max; gap *= 2) {
    const next: StatsChartShow[] = [];
    for (const show of merged) {
      const last = next.at(-1);
      if (last && show.from - last.to < gap)
        next[next.length - 1] = {
          dj: last.dj === show.dj ? last.dj : "",
          from: last.from,
          to: Math.max(last.to, show.to),
        };
      else next.push(show);
    }
    merged = next;
  }
  return merged;
}
