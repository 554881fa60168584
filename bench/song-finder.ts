import { findPlaysAround, findPlaysMatching, type PlaySources } from "../src/history/find-plays.js";
import { seededRandom } from "../src/simulator/random.js";
import { DEFAULT_RETENTION } from "../src/stats/retention.js";
import { DAY_MS } from "../src/stats/time-zone.js";
import type { StatsStore } from "../src/store/stats-store.js";
import { storeStatsReading } from "../src/store/stats-summary-input.js";
import type { Figure } from "./panel.js";
import { quantile } from "./stats-answer.js";
import { BENCH_ZONE, stationKeyOf } from "./stats-world.js";

/** Issue 44's target for `/history at:` and `search:`. */
const FINDER_P99_MS = 50;

/** The times of the song finder's answers, in ms. */
export interface FinderTimes {
  readonly at: number[];
  readonly search: number[];
  /** Plays the searched stations held, on average: what a search folds and scans. */
  readonly playsPerSearch: number;
}

/**
 * Times `rounds` `/history at:` (a moment drawn in the kept days) and `search:` (a word of a title the station
 * played) on stations drawn (seeded) from the first `stations`, each on a reading made afresh, so every search
 * reads and folds its station's whole month (autocomplete's cache would serve the letters after the first). The
 * panel is not read: the kept plays reach every moment asked.
 */
export async function finderTimes(
  stats: StatsStore,
  stations: number,
  rounds: number,
  now: number,
): Promise<FinderTimes> {
  const random = seededRandom(44);
  const times: FinderTimes & { plays: number } = { at: [], search: [], playsPerSearch: 0, plays: 0 };
  for (let round = -1; round < rounds; round++) {
    const station = stationKeyOf(Math.floor(random() * stations));
    const sources: PlaySources = {
      station,
      stats: storeStatsReading(stats, BENCH_ZONE),
      history: () => Promise.resolve([]),
    };
    const moment = now - random() * (DEFAULT_RETENTION.playDays - 1) * DAY_MS;
    let t0 = performance.now();
    const around = await findPlaysAround(sources, moment, 10);
    const atMs = performance.now() - t0;
    const word = around.plays[0]?.title.split(" ")[0] ?? "song";
    t0 = performance.now();
    const found = await findPlaysMatching(sources, word, 10, now);
    const searchMs = performance.now() - t0;
    // The first round prepares the store's statements, once per process: not counted.
    if (round < 0) continue;
    times.at.push(atMs);
    times.search.push(searchMs);
    times.plays += (await sources.stats?.recentPlays(station, now))?.length ?? 0;
    if (found.total === 0)
      throw new Error(`search for ${word} found nothing on ${station}: the world is not as expected`);
  }
  return { at: times.at, search: times.search, playsPerSearch: times.plays / Math.max(1, rounds) };
}

/** The song finder's p50 and p99 next to the target. */
export function finderFigures(asked: string, times: FinderTimes): Figure[] {
  const line = (name: string, list: readonly number[], note = ""): Figure => {
    const p99 = quantile(list, 0.99);
    return {
      name: `/history ${name} ${asked} (1,000 stations' 30 days stored): p50 / p99${note}`,
      value: `${quantile(list, 0.5).toFixed(1)} / ${p99.toFixed(1)} ms`,
      target: `p99 <= ${String(FINDER_P99_MS)} ms`,
      ok: p99 <= FINDER_P99_MS,
    };
  };
  return [
    line("at:", times.at),
    line(
      "search:",
      times.search,
      ` (${Math.round(times.playsPerSearch).toLocaleString("en")} plays scanned each)`,
    ),
  ];
}
