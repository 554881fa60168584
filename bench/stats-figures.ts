import type { Figure } from "./panel.js";
import { type AnswerTimes, quantile } from "./stats-answer.js";
import type { ChartTimes } from "./stats-chart.js";
import type { KeepingCost } from "./stats-keeping.js";
import type { StatsMemory } from "./stats-memory.js";
import type { StationBytes } from "./stats-storage.js";

/** The issue's targets (issue 35, "How fast, how much"). */
export const STATS_TARGETS = {
  answerP99Ms: 100,
  firstChartMs: 500,
  keepingPercent: 1,
  bytesPerStation: 2 * 2 ** 20,
  readyGrowthMB: 3,
} as const;

const ms = (n: number) => n.toFixed(1);
const count = (n: number) => n.toLocaleString("en");
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(2)} MiB`;

/** The `/stats` answer's p50 and p99 over all periods at a number of stations, and its p99 by period. */
export function answerFigures(stations: number, times: AnswerTimes): Figure[] {
  const all = Object.values(times).flat();
  const p99 = quantile(all, 0.99);
  const byPeriod = Object.values(times).map((list) => ms(quantile(list, 0.99)));
  return [
    {
      name: `/stats answer, ${count(stations)} station${stations === 1 ? "" : "s"} stored: p50 / p99 (${count(all.length)} answers)`,
      value: `${ms(quantile(all, 0.5))} / ${ms(p99)} ms`,
      target: `p99 <= ${String(STATS_TARGETS.answerP99Ms)} ms`,
      ok: p99 <= STATS_TARGETS.answerP99Ms,
    },
    {
      name: "  p99 by period: day / week / month / year",
      value: `${byPeriod.join(" / ")} ms`,
      target: "(where it goes)",
      ok: true,
    },
  ];
}

/** The first `/stats` chart from a fresh chart process, and later ones from a running one. */
export function chartFigures(times: ChartTimes): Figure[] {
  const first = Math.max(times.coldYear, times.coldWeek);
  return [
    {
      name: `first /stats chart, fresh chart process: year / week${times.failed ? ` (no PNG: ${times.failed})` : ""}`,
      value: `${times.coldYear.toFixed(0)} / ${times.coldWeek.toFixed(0)} ms`,
      target: `<= ${String(STATS_TARGETS.firstChartMs)} ms`,
      ok: first <= STATS_TARGETS.firstChartMs && times.failed === null,
    },
    {
      name: "  /stats chart, chart process running: year / week (median)",
      value: `${ms(times.warmYear)} / ${ms(times.warmWeek)} ms`,
      target: "(warm)",
      ok: times.failed === null,
    },
  ];
}

/** Keeping the figures as a share of one core over the simulated hour. */
export function keepingFigures(cost: KeepingCost): Figure[] {
  const percent = ((cost.stepsMs + cost.writesMs) / cost.simulatedMs) * 100;
  return [
    {
      name: `keeping ${count(cost.stations)} stations' figures (reads every 5 s, writes every 5 min): CPU`,
      value: `${percent.toFixed(2)} %`,
      target: `<= ${String(STATS_TARGETS.keepingPercent)} % of one core`,
      ok: percent <= STATS_TARGETS.keepingPercent,
    },
    {
      name: `  CPU per hour: keeperStep / ${count(cost.batches)} writes`,
      value: `${(cost.stepsMs / 1000).toFixed(1)} / ${(cost.writesMs / 1000).toFixed(1)} s`,
      target: "(where it goes)",
      ok: true,
    },
  ];
}

/** A store's bytes per station for a year. */
export function storageFigure(store: string, bytes: StationBytes): Figure {
  const name = `storage per station for a synthetic year, pruned, ${store}`;
  const target = `<= ${mib(STATS_TARGETS.bytesPerStation)}`;
  if ("skipped" in bytes) return { name: `${name} (${bytes.skipped})`, value: "skipped", target, ok: false };
  return {
    name,
    value: mib(bytes.perStation),
    target,
    ok: bytes.perStation <= STATS_TARGETS.bytesPerStation,
  };
}

/** How much more memory the bot holds at ready with `STATS=on` than with `STATS=off`. */
export function memoryFigures(memory: StatsMemory): Figure[] {
  const mb = (mib: number) => (mib * 2 ** 20) / 1e6;
  const growth = mb(memory.on.rss - memory.off.rss);
  const signed = (n: number) => `${n >= 0 ? "+" : ""}${n.toFixed(1)} MB`;
  return [
    {
      name: `bot VmRSS at ready, STATS=on minus off (median of ${String(memory.starts)} starts each)`,
      value: signed(growth),
      target: `<= ${String(STATS_TARGETS.readyGrowthMB)} MB`,
      ok: growth <= STATS_TARGETS.readyGrowthMB,
    },
    {
      name: "  VmRSS on / off; anonymous (V8 heaps, malloc) on / off",
      value: `${mb(memory.on.rss).toFixed(1)} / ${mb(memory.off.rss).toFixed(1)}; ${mb(memory.on.anonymous).toFixed(1)} / ${mb(memory.off.anonymous).toFixed(1)} MB`,
      target: "(where it goes)",
      ok: true,
    },
  ];
}
