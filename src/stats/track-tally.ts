import { compareText } from "./buckets.js";
import type { TrackPlay } from "./records.js";
import { type TimeZone, localTime, instantOf } from "./time-zone.js";

/**
 * How often one track played in a span (a local month, or any period when counted from plays) and the audience it
 * had: the sum and number of the plays' `listeners` that were known.
 */
export interface TrackTally {
  readonly station: string;
  /** The span's start: the first instant of a local month, or a period's start. */
  readonly start: number;
  /** The track as {@link trackKey} compares it. */
  readonly key: string;
  /** The artist and title as shown (the first in code-unit order of the spellings counted). */
  readonly artist: string;
  readonly title: string;
  readonly plays: number;
  readonly audienceSum: number;
  readonly audienceCount: number;
}

/** Two plays are the same track when artist and title match ignoring case and runs of spaces. */
export function trackKey(artist: string, title: string): string {
  const norm = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();
  return `${norm(artist)}\u0000${norm(title)}`;
}

/** The first instant of the local month that holds `at`. */
export function monthStart(at: number, zone: TimeZone): number {
  const { year, month } = localTime(at, zone);
  return instantOf(zone, year, month);
}

/**
 * Tallies plays by track; `spanStart` names the span each play is counted in (a local month with
 * {@link monthStart}, or one period for everything: `() => period.start`).
 */
export function tallyPlays(plays: readonly TrackPlay[], spanStart: (at: number) => number): TrackTally[] {
  return mergeTallies(
    plays.map((play) => ({
      station: play.station,
      start: spanStart(play.at),
      key: trackKey(play.artist, play.title),
      artist: play.artist.trim(),
      title: play.title.trim(),
      plays: 1,
      audienceSum: play.listeners ?? 0,
      audienceCount: play.listeners === null ? 0 : 1,
    })),
  );
}

/** Tallies of the same station, span and track added up (associative and commutative, like the buckets). */
export function mergeTallies(tallies: readonly TrackTally[]): TrackTally[] {
  const byKey = new Map<string, TrackTally>();
  for (const tally of tallies) {
    const id = `${tally.station}\u0000${tally.start}\u0000${tally.key}`;
    const seen = byKey.get(id);
    byKey.set(id, seen ? addTally(seen, tally) : tally);
  }
  return [...byKey.values()].sort(
    (a, b) => compareText(a.station, b.station) || a.start - b.start || compareText(a.key, b.key),
  );
}

function addTally(a: TrackTally, b: TrackTally): TrackTally {
  const shown = compareText(`${a.artist}\u0000${a.title}`, `${b.artist}\u0000${b.title}`) <= 0 ? a : b;
  return {
    ...a,
    artist: shown.artist,
    title: shown.title,
    plays: a.plays + b.plays,
    audienceSum: a.audienceSum + b.audienceSum,
    audienceCount: a.audienceCount + b.audienceCount,
  };
}

/**
 * Keeps each station's span's `keep` most played tracks (ties by key), which bounds a month's tally whatever the
 * station plays. A year's top tracks counted from such months miss a track's plays in months it was not among
 * them; for the first places of a ranking that is rarely a difference, and never a made-up play.
 */
export function trimTallies(tallies: readonly TrackTally[], keep: number): TrackTally[] {
  const groups = new Map<string, TrackTally[]>();
  for (const tally of mergeTallies(tallies)) {
    const id = `${tally.station}\u0000${tally.start}`;
    const group = groups.get(id);
    if (group) group.push(tally);
    else groups.set(id, [tally]);
  }
  return [...groups.values()].flatMap((group) =>
    group.sort((a, b) => b.plays - a.plays || compareText(a.key, b.key)).slice(0, keep),
  );
}
