import type { Period } from "../stats/periods.js";
import { HOUR_MS, instantOf, localTime, type TimeZone } from "../stats/time-zone.js";
import type { StatsChartTick } from "./stats-chart-input.js";

const two = (n: number) => String(n).padStart(2, "0");

/**
 * The time axis' labels of a period in its zone: every third local hour of a day ("06:00"), each day of a week
 * by its short weekday name and date ("Mon 23"), days 1, 8, 15, 22 and 29 of a month, each month of a year
 * ("03"). `weekdays` are seven short names, Monday first, in the reader's language. Pure.
 */
export function statsChartTicks(
  period: Period,
  zone: TimeZone,
  weekdays: readonly string[],
): StatsChartTick[] {
  const start = localTime(period.start, zone);
  const inside = (at: number) => at >= period.start && at < period.end;
  switch (period.kind) {
    case "day": {
      const ticks: StatsChartTick[] = [];
      for (let at = period.start; at < period.end; at += HOUR_MS) {
        const local = localTime(at, zone);
        if (local.hour % 3 === 0 && local.minute === 0) ticks.push({ at, label: `${two(local.hour)}:00` });
      }
      return ticks;
    }
    case "week":
      return Array.from({ length: 7 }, (_, i) => instantOf(zone, start.year, start.month, start.day + i))
        .filter(inside)
        .map((at) => {
          const local = localTime(at, zone);
          return { at, label: `${weekdays[local.weekday] ?? ""} ${local.day}`.trim() };
        });
    case "month":
      return [1, 8, 15, 22, 29]
        .map((day) => ({ at: instantOf(zone, start.year, start.month, day), label: String(day) }))
        .filter((tick) => inside(tick.at) && localTime(tick.at, zone).month === start.month);
    case "year":
      return Array.from({ length: 12 }, (_, i) => ({
        at: instantOf(zone, start.year, i + 1, 1),
        label: two(i + 1),
      })).filter((tick) => inside(tick.at));
  }
}
