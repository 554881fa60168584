import type { ListenerBucket } from "../../src/stats/buckets.js";
import { heatMap } from "../../src/stats/heat-map.js";
import { type PeriodKind, periodAt } from "../../src/stats/periods.js";
import { fixedZone, HOUR_MS } from "../../src/stats/time-zone.js";
import type { StatsChart, StatsChartWords } from "../../src/render/stats-chart.js";
import { bucketMs } from "../../src/render/stats-chart-layout.js";
import { statsChartTicks } from "../../src/render/stats-chart-ticks.js";
import { steadyHour } from "../support/hour-bucket.js";

/** The zone the samples are cut in: one hour east of UTC all year. */
export const ZONE = fixedZone(60, "Europe/Berlin");
/** A Wednesday afternoon in November 2026. */
export const NOW = Date.UTC(2026, 10, 25, 15, 0);

/** English words, as the catalogue gives them. */
export const WORDS: StatsChartWords = {
  title: "Listeners over the period",
  heatMapTitle: "Average listeners by hour of the week",
  listenersAxis: "Listeners",
  timeAxis: "Time (Europe/Berlin)",
  hourAxis: "Hour of the day (Europe/Berlin)",
  weekdays: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
  legendListeners: "Listeners",
  legendLive: "Live show",
  legendFewer: "fewer",
  legendMore: "more",
  noData: "No figures for this period",
};

/** A plausible audience: a daily curve, busier evenings, more at weekends. */
function audienceAt(at: number): number {
  const hour = new Date(at + HOUR_MS).getUTCHours();
  const weekend = [0, 6].includes(new Date(at).getUTCDay()) ? 1.3 : 1;
  return Math.round((40 + 35 * Math.sin(((hour - 9) / 24) * 2 * Math.PI) + (hour >= 19 ? 30 : 0)) * weekend);
}

/** Hourly buckets of the station's total from `from` to `to` (those before `until` only). */
function hourly(from: number, to: number, until: number): ListenerBucket[] {
  const buckets: ListenerBucket[] = [];
  for (let start = from; start < Math.min(to, until); start += HOUR_MS) {
    const listeners = audienceAt(start);
    buckets.push(steadyHour(start, listeners, listeners + 5));
  }
  return buckets;
}

/** The chart of the period of `kind` around {@link NOW}: figures up to now, shows on weekday evenings unless none. */
export function sampleChart(
  kind: PeriodKind,
  options: { readonly empty?: boolean; readonly shows?: boolean; readonly at?: number } = {},
): StatsChart {
  const period = periodAt(kind, options.at ?? NOW, ZONE);
  const buckets = options.empty ? [] : hourly(period.start, period.end, NOW);
  const step = bucketMs(kind);
  const points = [];
  for (let at = period.start; at < Math.min(period.end, NOW) && !options.empty; at += step) {
    const inside = buckets.filter((b) => b.start >= at && b.start < at + step);
    const sum = inside.reduce((total, b) => total + b.listenerMs, 0);
    points.push({ at, listeners: inside.length ? sum / (inside.length * HOUR_MS) : null });
  }
  const shows = [];
  for (
    let day = period.start;
    day < Math.min(period.end, NOW) && options.shows !== false;
    day += 86_400_000
  ) {
    if (options.empty) break;
    shows.push({ dj: "DJ Nightowl", from: day + 19 * HOUR_MS, to: day + 21 * HOUR_MS });
    if (kind === "day")
      shows.push({ dj: "Morning Crew [live] 🎙", from: day + 6 * HOUR_MS, to: day + 9 * HOUR_MS });
  }
  return {
    kind,
    from: period.start,
    to: period.end,
    points: points.map((p) => ({ at: p.at, listeners: p.listeners })),
    shows: shows.filter((show) => show.from < NOW),
    ticks: statsChartTicks(period, ZONE, WORDS.weekdays),
    heatMap: kind === "day" ? null : heatMap(buckets, ZONE),
    words: WORDS,
  };
}
