import { type DjSpan, type ListenerSample, STATION_TOTAL, type TrackPlay } from "../stats/records.js";
import { noisyAudience, usualAudience } from "./audience-curve.js";
import { LIBRARY, LIVE_SET } from "./library.js";
import { liveShowsBetween, showAt } from "./live-shows.js";
import { seededRandom, unitHash } from "./random.js";
import { trackLengthMs } from "./week-history.js";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** What a synthetic year is made of. */
export interface SyntheticYearOptions {
  /** How many stations. */
  readonly stations: number;
  /** The days end here (Unix ms, rounded down to a UTC midnight); the last day is the one before. */
  readonly end: number;
  /** Default 365. */
  readonly days?: number;
  /** Default 1; the same seed gives the same year. */
  readonly seed?: number;
  /** How often the bot reads the listener counts (default a minute). */
  readonly sampleEveryMs?: number;
  /** Distinct tracks each station plays (default 400). */
  readonly catalogueSize?: number;
  /** A station's key from its number (default `http://synthetic.test:8080#<n+1>`). */
  readonly stationKey?: (index: number) => string;
}

/** One station's day: what the bot would have kept of it, each list oldest first. */
export interface SyntheticDay {
  readonly station: string;
  /** The day's UTC midnight. */
  readonly day: number;
  /** Per sampling instant: channel `"1"`, channel `"2"` and the station's total. */
  readonly samples: readonly ListenerSample[];
  readonly plays: readonly TrackPlay[];
  readonly djSpans: readonly DjSpan[];
}

/**
 * A year of listener samples, plays and live shows for `stations` stations, day by day (each day every station in
 * turn), made lazily so a bench can feed a thousand stations without holding a year. Each station has its own size
 * (20 to 220 listeners at the peak) and its shows shifted by up to three hours; each day follows the simulated
 * station's daily curve. A pure function of the options: each station-day is made from the seed alone.
 */
export function* syntheticYear(options: SyntheticYearOptions): Generator<SyntheticDay> {
  const seed = options.seed ?? 1;
  const days = options.days ?? 365;
  const last = Math.floor(options.end / DAY) * DAY;
  const keyOf = options.stationKey ?? ((n: number) => `http://synthetic.test:8080#${n + 1}`);
  for (let d = days; d >= 1; d--) {
    const day = last - d * DAY;
    for (let n = 0; n < options.stations; n++) {
      yield syntheticDay({ ...options, seed }, keyOf(n), n, day);
    }
  }
}

/** Station `n`'s day starting at `day` (UTC midnight). */
export function syntheticDay(
  options: SyntheticYearOptions,
  station: string,
  n: number,
  day: number,
): SyntheticDay {
  const seed = options.seed ?? 1;
  const random = seededRandom(Math.floor(unitHash(seed + n, day / DAY) * 4294967296));
  const peak = 20 + 200 * unitHash(seed, n) ** 2;
  const shift = (n % 4) * HOUR;
  const shows = liveShowsBetween(day - shift - DAY, day - shift + DAY, 1, options.end)
    .map((show) => ({ ...show, from: show.from + shift, to: show.to + shift }))
    .filter((show) => show.to > day && show.from < day + DAY);
  const dayNoise = 0.9 + 0.2 * unitHash(seed + n, Math.floor(day / DAY) + 7);
  const audience = (at: number, live: boolean) =>
    noisyAudience(usualAudience(at, live, peak) * dayNoise, random());

  const samples: ListenerSample[] = [];
  const every = Math.max(1_000, options.sampleEveryMs ?? 60_000);
  for (let at = day; at < day + DAY; at += every) {
    const total = audience(at, showAt(shows, at) !== undefined);
    const first = Math.round(total * 0.7);
    samples.push(
      { station, channel: "1", at, listeners: first },
      { station, channel: "2", at, listeners: total - first },
      { station, channel: STATION_TOTAL, at, listeners: total },
    );
  }

  const plays: TrackPlay[] = [];
  const size = Math.max(1, options.catalogueSize ?? 400);
  for (let at = day; at < day + DAY; at += trackLengthMs(random)) {
    const show = showAt(shows, at);
    const track = show
      ? (LIVE_SET[Math.floor(random() * LIVE_SET.length)] ?? LIVE_SET[0])
      : catalogueTrack(Math.floor(size * random() ** 2));
    plays.push({
      station,
      at,
      artist: track?.author ?? "",
      title: track?.title ?? "",
      dj: show?.dj ?? "AutoDJ",
      listeners: audience(at, show !== undefined),
    });
  }

  const djSpans = shows.map((show) => ({
    station,
    dj: show.dj,
    from: Math.max(day, show.from),
    to: Math.min(day + DAY, show.to),
  }));
  return { station, day, samples, plays, djSpans };
}

/** Track `i` of a catalogue grown from the library: the library first, then numbered versions of it. */
function catalogueTrack(i: number): { author: string; title: string } {
  const song = LIBRARY[i % LIBRARY.length];
  const round = Math.floor(i / LIBRARY.length);
  return {
    author: song?.author ?? "",
    title: round === 0 ? (song?.title ?? "") : `${song?.title ?? ""} (take ${round + 1})`,
  };
}
