import { type SyntheticDay, syntheticDay } from "../src/simulator/synthetic-year.js";
import { type DjSpan, type ListenerSample, STATION_TOTAL, type TrackPlay } from "../src/stats/records.js";
import { DEFAULT_RETENTION } from "../src/stats/retention.js";
import { timeZoneNamed } from "../src/stats/intl-time-zone.js";
import { DAY_MS, HOUR_MS, type TimeZone } from "../src/stats/time-zone.js";
import type { StatsBatch, StatsStore } from "../src/store/stats-store.js";

/** The synthetic years end at this UTC midnight: their last day is 30 December 2026, so 2026 is nearly whole. */
export const YEAR_END = Date.UTC(2026, 11, 31);
const YEAR_DAYS = 365;
const SEED = 35;

/** The zone the bench's figures are cut in: a zone with daylight saving, as a station's would be. */
export const BENCH_ZONE: TimeZone = timeZoneNamed("Europe/Berlin");

/** Station `n`'s key (the synthetic year's own). */
export const stationKeyOf = (n: number): string => `http://synthetic.test:8080#${String(n + 1)}`;

const YEAR = { stations: 1, end: YEAR_END, seed: SEED } as const;

/** Station `n`'s synthetic day `d` days before {@link YEAR_END}. */
function dayOf(n: number, d: number): SyntheticDay {
  return syntheticDay(YEAR, stationKeyOf(n), n, YEAR_END - d * DAY_MS);
}

/**
 * Writes station `n`'s whole synthetic year through the store as a bot would have kept it: a day per batch (the
 * store's cost per record is what matters, not how the records were grouped), the daily prune at each day's end,
 * and `weekly` (the database's own upkeep, if any) every 7 days. Every record as the generator makes it: a sample a
 * minute of two channels and of their total (more than the keeper writes today: the total only), some 330 plays a
 * day, the day's shows.
 */
export async function writeFullYear(
  stats: StatsStore,
  n: number,
  weekly: () => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  for (let d = YEAR_DAYS; d >= 1; d--) {
    const { station, samples, plays, djSpans } = dayOf(n, d);
    await stats.record(station, { samples, plays, spans: djSpans }, { zone: BENCH_ZONE });
    await stats.prune(YEAR_END - (d - 1) * DAY_MS, DEFAULT_RETENTION);
    if (d % 7 === 0) await weekly();
  }
}

/** How many outline years are made from the generator; the other stations reuse them under their own keys. */
const OUTLINES = 8;

/**
 * An outline of station `n`'s year: the rows a year leaves after retention (a raw chunk an hour for 2 days, an hourly
 * chunk a day for 62, a daily chunk per 32 days, a play chunk a day for 30, a tally a month, every show), each thinner
 * than a full year's so that a thousand stations are written within a bench run. The total series only (what the
 * keeper writes): a sample every 10 minutes on the last 2 days, every 6 hours back to 62 days, one every third day
 * before; every 8th play of the last 30 days and every 300th before; every show.
 */
function outlineYear(n: number): StatsBatch {
  const samples: ListenerSample[] = [];
  const plays: TrackPlay[] = [];
  const spans: DjSpan[] = [];
  for (let d = YEAR_DAYS; d >= 1; d--) {
    const day = dayOf(n, d);
    const kept = outlinePace(d);
    samples.push(...day.samples.filter((s) => s.channel === STATION_TOTAL && kept(s.at - day.day)));
    plays.push(...day.plays.filter((_, i) => i % (d <= DEFAULT_RETENTION.playDays ? 8 : 300) === 0));
    spans.push(...day.djSpans);
  }
  return { samples, plays, spans };
}

/** Which samples of the day `d` days back an outline keeps, by their time into the day. */
function outlinePace(d: number): (intoDay: number) => boolean {
  if (d <= 2) return (ms) => ms % (10 * 60_000) === 0;
  if (d <= 62) return (ms) => ms % (6 * HOUR_MS) === 0;
  return (ms) => d % 3 === 0 && ms === 12 * HOUR_MS;
}

/** A batch's records under another station's key. */
function rekeyed(batch: StatsBatch, station: string): StatsBatch {
  return {
    samples: (batch.samples ?? []).map((s) => ({ ...s, station })),
    plays: (batch.plays ?? []).map((p) => ({ ...p, station })),
    spans: (batch.spans ?? []).map((s) => ({ ...s, station })),
  };
}

/** Writes outline years (one batch each) for stations `from` to `to` (exclusive), then the daily prune once. */
export async function writeOutlines(stats: StatsStore, from: number, to: number): Promise<void> {
  const outlines = new Map<number, StatsBatch>();
  for (let n = from; n < to; n++) {
    const template = n % OUTLINES;
    let outline = outlines.get(template);
    if (!outline) {
      outline = outlineYear(template);
      outlines.set(template, outline);
    }
    await stats.record(stationKeyOf(n), rekeyed(outline, stationKeyOf(n)), { zone: BENCH_ZONE });
  }
  await stats.prune(YEAR_END, DEFAULT_RETENTION);
}
