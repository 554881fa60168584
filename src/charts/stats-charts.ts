import type { Locale } from "../locale.js";
import type { StatsChart } from "../render/stats-chart.js";
import type { ChartOutcome } from "./listener-charts.js";

/** Draws the `/stats` chart (in the chart process: see `createChartProcess`). */
export interface StatsCharts {
  /**
   * The chart's PNG, or why there is none: `no-canvas` as for the `/listeners` chart, `failed` when the process
   * failed or refused the chart (beyond `STATS_CHART_BOUNDS`, or not a chart's shape). Numbers are written as
   * `locale` writes them; every word comes in `chart.words`.
   */
  drawStats(chart: StatsChart, locale: Locale): Promise<ChartOutcome>;
}
