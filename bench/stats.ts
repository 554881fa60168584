import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HOUR_MS } from "../src/stats/time-zone.js";
import { resolveDriver } from "../src/store/open-database.js";
import { openSqliteStore } from "../src/store/sqlite-store.js";
import type { StatsStore } from "../src/store/stats-store.js";
import type { Figure } from "./panel.js";
import { answerTimes, statsAnswer } from "./stats-answer.js";
import { finderFigures, finderTimes } from "./song-finder.js";
import { chartTimes } from "./stats-chart.js";
import {
  answerFigures,
  chartFigures,
  keepingFigures,
  memoryFigures,
  storageFigure,
} from "./stats-figures.js";
import { keepingCost } from "./stats-keeping.js";
import { statsMemory } from "./stats-memory.js";
import { postgresBytesPerStation } from "./stats-storage.js";
import { stationKeyOf, writeFullYear, writeOutlines, YEAR_END } from "./stats-world.js";

/** Stations whose whole synthetic year is written (the others hold an outline of theirs: see stats-world.ts). */
const FULL_YEARS = 2;
/** Answers timed per period at each number of stations. */
const ROUNDS = 50;
/** `/stats` is asked at 23:00 on 30 December 2026 in Berlin: the day, week, month and year all hold figures. */
const ASKED_AT = YEAR_END - 2 * HOUR_MS;
/** The bot is started this many times with and without the figures. */
const MEMORY_STARTS = 3;

/** Lines on standard error: the part runs for minutes and says where it is, and how long it has run. */
function progressSince(started: number): (text: string) => void {
  return (text) => {
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    process.stderr.write(`stats: ${seconds.padStart(4)} s  ${text}\n`);
  };
}

/** The figures measured on the SQLite store, which grows from 1 to 1,000 stations on the way. */
async function sqliteFigures(stats: StatsStore, progress: (text: string) => void): Promise<Figure[]> {
  const figures: Figure[] = [];
  const answers = async (stations: number, full: number) => {
    progress(
      `timing /stats with ${stations.toLocaleString("en")} station${stations === 1 ? "" : "s"} stored`,
    );
    figures.push(...answerFigures(stations, await answerTimes(stats, full, ROUNDS, ASKED_AT, stations)));
  };
  progress("writing station 1's synthetic year");
  await writeFullYear(stats, 0);
  await answers(1, 1);
  const year = (await statsAnswer(stats, stationKeyOf(0), "year", ASKED_AT, "en")).chart;
  const week = (await statsAnswer(stats, stationKeyOf(0), "week", ASKED_AT, "en")).chart;
  for (let n = 1; n < FULL_YEARS; n++) {
    progress(`writing station ${String(n + 1)}'s synthetic year`);
    await writeFullYear(stats, n);
  }
  const bytes = { perStation: (await stats.storageBytes()) / FULL_YEARS };
  progress("writing outline years up to 100 stations");
  await writeOutlines(stats, FULL_YEARS, 100);
  await answers(100, FULL_YEARS);
  progress("writing outline years up to 1,000 stations");
  await writeOutlines(stats, 100, 1_000);
  await answers(1_000, FULL_YEARS);
  progress("timing /history at: and search: with 1,000 stations stored");
  // The two stations with whole years hold every play of 30 days; the outlines one in eight.
  const finder = [
    ...finderFigures("on the 2 whole years", await finderTimes(stats, FULL_YEARS, ROUNDS * 4, ASKED_AT)),
    ...finderFigures("on any of 1,000", await finderTimes(stats, 1_000, ROUNDS * 4, ASKED_AT)),
  ];
  progress("keeping 1,000 stations' figures for a simulated hour");
  const keeping = keepingFigures(await keepingCost(stats, 1_000, YEAR_END));
  progress("drawing /stats charts in the chart process");
  const charts = chartFigures(await chartTimes(year, week));
  const driver = resolveDriver("auto");
  return [...figures, ...finder, ...charts, ...keeping, storageFigure(`SQLite (${driver})`, bytes)];
}

/**
 * `npm run bench -- stats`: issue 35's figures. The `/stats` answer (the store's read, the summary, the reply and
 * the chart's data) on a station with a year of figures, with 1, 100 and 1,000 stations stored (SQLite); the first
 * chart from the chart process; what keeping 1,000 stations' figures costs; a year's storage on both stores; the
 * bot's memory at ready with and without the figures. Seeded: each run computes the same records and answers.
 */
export async function statsFigures(): Promise<Figure[]> {
  const progress = progressSince(performance.now());
  const dir = mkdtempSync(join(tmpdir(), "stats-bench-"));
  const store = openSqliteStore(dir);
  let figures: Figure[];
  try {
    if (!store.stats) throw new Error("the SQLite store has no statistics");
    figures = await sqliteFigures(store.stats, progress);
  } finally {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  }
  progress("writing synthetic years to PostgreSQL");
  figures.push(storageFigure("PostgreSQL", await postgresBytesPerStation(FULL_YEARS)));
  progress("starting the bot with STATS=on and off");
  figures.push(...memoryFigures(await statsMemory(MEMORY_STARTS)));
  return figures;
}
