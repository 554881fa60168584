import type { HeatMap } from "../stats/heat-map.js";
import type { PeriodKind } from "../stats/periods.js";

/**
 * The bounds of a `/stats` chart: a month of hourly points and a year of daily ones fit, with room; so does a
 * year of shows (`statsChartOf` merges the closest beyond that). The chart process refuses a chart beyond them,
 * so no caller can make it hold or draw an unbounded payload.
 */
export const STATS_CHART_BOUNDS = {
  points: 800,
  shows: 2000,
  ticks: 64,
  /** Characters of one word, name or label. */
  text: 200,
  /** A year and a bit, in ms. */
  span: 400 * 86_400_000,
} as const;

/** The words of the `/stats` chart, already in the reader's language. */
export interface StatsChartWords {
  /** Over the audience panel ("Listeners over the period"). */
  readonly title: string;
  /** Over the heat map panel. */
  readonly heatMapTitle: string;
  /** Over the listener axis' numbers. */
  readonly listenersAxis: string;
  /** Under the time axis ("Time (Europe/Berlin)"). */
  readonly timeAxis: string;
  /** Under the heat map's hours. */
  readonly hourAxis: string;
  /** Seven short weekday names, Monday first. */
  readonly weekdays: readonly string[];
  readonly legendListeners: string;
  readonly legendLive: string;
  /** The heat map legend's two ends. */
  readonly legendFewer: string;
  readonly legendMore: string;
  /** Shown in a panel that has no figures. */
  readonly noData: string;
}

/** One bucket's average audience: its start (Unix ms) and listeners, null when the bot saw nothing then. */
export interface StatsChartPoint {
  readonly at: number;
  readonly listeners: number | null;
}

/** A label under the time axis, centred on its instant (a local hour, a day's or a month's start). */
export interface StatsChartTick {
  readonly at: number;
  readonly label: string;
}

/** A live show: when a DJ was on air (the DJ's name is untrusted panel text). */
export interface StatsChartShow {
  readonly dj: string;
  readonly from: number;
  readonly to: number;
}

/** Everything the `/stats` chart shows, as plain data (it crosses to the chart process as it is). */
export interface StatsChart {
  readonly kind: PeriodKind;
  /** The period, [from, to) in Unix ms. */
  readonly from: number;
  readonly to: number;
  /** The station's total series, one point per bucket (hourly for a day or a week, daily beyond), oldest first. */
  readonly points: readonly StatsChartPoint[];
  readonly shows: readonly StatsChartShow[];
  readonly ticks: readonly StatsChartTick[];
  /** The hour-of-week heat map, drawn as a second panel for a week or longer; null for none. */
  readonly heatMap: HeatMap | null;
  readonly words: StatsChartWords;
}
