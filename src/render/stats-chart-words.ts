import { catalogueOf } from "../i18n/catalogues.js";
import { weekdayWords } from "../i18n/dates.js";

const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;
import type { Locale } from "../locale.js";
import type { StatsChartWords } from "./stats-chart-input.js";

/** The `/stats` chart's words in `locale`, the axes naming `zone` (an IANA name). Pure. */
export function statsChartWords(locale: Locale, zone: string): StatsChartWords {
  const chart = catalogueOf(locale).stats.chart;
  return {
    title: chart.audienceTitle,
    heatMapTitle: chart.heatMapTitle,
    listenersAxis: chart.listenersAxis,
    timeAxis: chart.timeAxis({ zone }),
    hourAxis: chart.hourAxis({ zone }),
    weekdays: WEEK.map((day) => weekdayWords(locale, day, "short")),
    legendListeners: chart.legendListeners,
    legendLive: chart.legendLive,
    legendFewer: chart.legendFewer,
    legendMore: chart.legendMore,
    noData: chart.noData,
  };
}
