import type { DjSpan, ListenerSample, TrackPlay } from "../../src/stats/records.js";
import { DEFAULT_RETENTION } from "../../src/stats/retention.js";
import { DAY_MS, HOUR_MS } from "../../src/stats/time-zone.js";
import type { StatsBatch } from "../../src/store/stats-store.js";

/** The station of the synthetic year. */
export const YEAR_STATION = "https://radio.example.test#1";
/** Its series: two channels, the station's total and one server's voice channel. */
const SERIES = ["1", "2", "total", "voice:123456789012345678"];
const DJS = [
  "DJ Nova",
  "Morning Maria",
  "Captain Bassline",
  "Late Night Lou",
  "The Sunday Selector",
  "Ana K",
];

function sample(channel: string, at: number): ListenerSample {
  const hour = new Date(at).getUTCHours();
  return {
    station: YEAR_STATION,
    channel,
    at,
    listeners: 40 + 30 * Math.round(Math.sin(hour / 4)) + (at % 7),
  };
}

/** The library: artists and titles of about 60 characters together. */
function track(i: number): { artist: string; title: string } {
  return { artist: `The Example Artist No. ${i % 90}`, title: `A Song Title Of Some Length, Part ${i}` };
}

function play(at: number, i: number, dj: string): TrackPlay {
  return { station: YEAR_STATION, at, ...track(i), dj, listeners: 30 + (i % 50) };
}

/**
 * A busy station's records as the store holds them at most under `DEFAULT_RETENTION` (`BUSY_STATION`), oldest
 * first, in batches of a day: one sample a day per series for 800 days and one an hour for 62 (their daily and
 * hourly buckets), a sample a minute for the last 2 days, 400 plays a day for the 30 days plays are kept and a month's 100 tracks for
 * the 25 months before, six two-hour shows a day for 400 days. Pruned at `now`, what is left is the year. Each
 * batch comes with the end of its day, the time a running bot would have recorded it.
 */
export function* syntheticYear(now: number): Generator<{ readonly end: number; readonly batch: StatsBatch }> {
  for (let day = 800; day > 0; day--) {
    const start = now - day * DAY_MS;
    const samples: ListenerSample[] = [];
    const pace = day <= 2 ? 60_000 : day <= 62 ? HOUR_MS : DAY_MS;
    for (let at = start; at < start + DAY_MS; at += pace) for (const s of SERIES) samples.push(sample(s, at));
    const plays: TrackPlay[] = [];
    if (day <= DEFAULT_RETENTION.playDays) {
      for (let i = 0; i < 400; i++)
        plays.push(play(start + i * 216_000, (day * 400 + i) % 300, DJS[i % 6] ?? ""));
    } else if (day <= 760 && day % 30 === 0) {
      for (let i = 0; i < 100; i++) plays.push(play(start + i * 60_000, (day + i) % 300, ""));
    }
    const spans: DjSpan[] =
      day <= 400
        ? DJS.map((dj, i) => ({
            station: YEAR_STATION,
            dj,
            from: start + i * 4 * HOUR_MS,
            to: start + (i * 4 + 2) * HOUR_MS,
          }))
        : [];
    yield { end: start + DAY_MS, batch: { samples, plays, spans } };
  }
}
