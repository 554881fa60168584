import { execFileSync } from "node:child_process";
import type * as ChartProcessModule from "../src/charts/chart-process.js";
import { silentLogger } from "../src/log.js";
import type { StatsChart } from "../src/render/stats-chart-input.js";

/** How long the chart process took to draw a year's and a week's chart, cold and warm, in ms. */
export interface ChartTimes {
  /** From asking a fresh chart process (its start included) until the PNG came back. */
  readonly coldYear: number;
  readonly coldWeek: number;
  /** The median of later charts in the same process. */
  readonly warmYear: number;
  readonly warmWeek: number;
  /** Why a chart came back without a PNG, if one did. */
  readonly failed: string | null;
}

const WARM_ROUNDS = 9;

/**
 * The chart process as the bot runs it: built to dist/ as `npm start` builds it, so the child is the compiled
 * chart-child.js without tsx's loader (under tsx the bench would time the loader's compiling too).
 */
async function builtChartProcess(): Promise<typeof ChartProcessModule> {
  execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "ignore" });
  const url = new URL("../dist/src/charts/chart-process.js", import.meta.url);
  return (await import(url.href)) as typeof ChartProcessModule;
}

/** Draws `chart` and times it; a chart without a PNG is reported by `failed`. */
async function timed(
  charts: ChartProcessModule.ChartProcess,
  chart: StatsChart,
  failed: (why: string) => void,
): Promise<number> {
  const t0 = performance.now();
  const outcome = await charts.drawStats(chart, "en");
  const ms = performance.now() - t0;
  if (!outcome.png) failed(outcome.why);
  return ms;
}

/** Time to the first chart of a fresh chart process (its start included), which is then closed. */
async function cold(
  module: typeof ChartProcessModule,
  chart: StatsChart,
  failed: (why: string) => void,
): Promise<number> {
  const charts = module.createChartProcess({ log: silentLogger });
  try {
    return await timed(charts, chart, failed);
  } finally {
    await charts.close();
  }
}

/** The median of a list. */
const median = (list: readonly number[]): number =>
  [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? Number.NaN;

/**
 * The `/stats` chart through the chart process (`drawStats`): a year's and a week's chart, each first from a fresh
 * process, then {@link WARM_ROUNDS} of each in one process that stays up.
 */
export async function chartTimes(year: StatsChart, week: StatsChart): Promise<ChartTimes> {
  const module = await builtChartProcess();
  let failed: string | null = null;
  const fail = (why: string) => void (failed ??= why);
  const coldYear = await cold(module, year, fail);
  const coldWeek = await cold(module, week, fail);
  const charts = module.createChartProcess({ log: silentLogger });
  const warm = { year: [] as number[], week: [] as number[] };
  try {
    await timed(charts, year, fail);
    for (let i = 0; i < WARM_ROUNDS; i++) {
      warm.year.push(await timed(charts, year, fail));
      warm.week.push(await timed(charts, week, fail));
    }
  } finally {
    await charts.close();
  }
  return { coldYear, coldWeek, warmYear: median(warm.year), warmWeek: median(warm.week), failed };
}
