import { LOCALES, type Locale } from "../src/locale.js";
import type { ReplyMessage } from "../src/message/reply-message.js";
import type { StatsChart } from "../src/render/stats-chart-input.js";
import { statsMessage } from "../src/render/stats-message.js";
import { seededRandom } from "../src/simulator/random.js";
import { PERIOD_KINDS, type PeriodKind } from "../src/stats/periods.js";
import type { StatsStore } from "../src/store/stats-store.js";
import { storeStatsReading } from "../src/store/stats-summary-input.js";
import { BENCH_ZONE, stationKeyOf } from "./stats-world.js";

/** What a `/stats` answer is made of before it goes to Discord: the reply, and the chart for the chart process. */
export interface StatsAnswer {
  readonly reply: ReplyMessage;
  readonly chart: StatsChart;
}

/**
 * One `/stats` answer for a station's period holding `now`, as the command makes it (`statsMessage` over the store's
 * `StatsReading`): the store's read, the summary, the reply and the chart's data (drawn in the chart process, timed
 * apart).
 */
export async function statsAnswer(
  stats: StatsStore,
  station: string,
  kind: PeriodKind,
  now: number,
  locale: Locale,
): Promise<StatsAnswer> {
  const zone = BENCH_ZONE;
  const input = await storeStatsReading(stats, zone).summaryInput(station, kind, now);
  let chart: StatsChart | null = null;
  // The command's own path: the chart's data is made and handed to the drawing, which the bench times apart.
  const reply = await statsMessage(
    input,
    { station: "Synthetic FM", zone, locale },
    {
      drawStats: (made) => {
        chart = made;
        return Promise.resolve({ png: null });
      },
    },
  );
  if (!chart)
    throw new Error(`no figures for ${station}'s ${kind}: the bench's world is not what it expects`);
  return { reply, chart };
}

/** The times of `/stats` answers, in ms, by period. */
export type AnswerTimes = Record<PeriodKind, number[]>;

/**
 * Times `rounds` answers of each period on stations drawn at random (seeded) from the first `stations`, in
 * languages drawn the same way, periods taken in turn. One answer of each period is made first and not counted: the
 * store's statements are prepared then, once per process.
 */
export async function answerTimes(
  stats: StatsStore,
  stations: number,
  rounds: number,
  now: number,
  seed: number,
): Promise<AnswerTimes> {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] ?? (list[0] as T);
  const times: AnswerTimes = { day: [], week: [], month: [], year: [] };
  const numbers = Array.from({ length: stations }, (_, n) => n);
  for (const kind of PERIOD_KINDS) await statsAnswer(stats, stationKeyOf(0), kind, now, "en");
  for (let round = 0; round < rounds; round++) {
    for (const kind of PERIOD_KINDS) {
      const station = stationKeyOf(pick(numbers));
      const locale = pick(LOCALES);
      const t0 = performance.now();
      await statsAnswer(stats, station, kind, now, locale);
      times[kind].push(performance.now() - t0);
    }
  }
  return times;
}

/** The `q` quantile (0 to 1) of a list of times, nearest rank. */
export function quantile(times: readonly number[], q: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}
