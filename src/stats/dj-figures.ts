import { compareText, type ListenerBucket } from "./buckets.js";
import { audienceWhileOnAir } from "./dj-audience.js";
import type { Period } from "./periods.js";
import type { DjSpan, TrackPlay } from "./records.js";

/** A DJ's (or show's) figures over a period. */
export interface DjFigures {
  readonly dj: string;
  /** On-air spans that overlap the period. */
  readonly shows: number;
  /** Time on air inside the period, in hours. */
  readonly hoursOnAir: number;
  /** Plays that started while they were on air. */
  readonly plays: number;
  /** The mean audience at the start of those plays; null when none had a count. */
  readonly averageListeners: number | null;
  /** The largest audience at the start of one of those plays; null when none had a count. */
  readonly peakListeners: number | null;
}

/**
 * The DJs on air in a period: their spans cut to the period, and the audience of the plays that started during
 * them (the panel's count at each play's start, which the history's backfill has too). Given the station's hourly
 * figures (a month or a year, longer than the 30 days plays are kept), a DJ's audience is their audience while on
 * air from those hours instead, where the hours reach. Largest average audience first, then most hours on air, then
 * name.
 */
export function djFigures(
  spans: readonly DjSpan[],
  plays: readonly TrackPlay[],
  period: Period,
  hourly?: readonly ListenerBucket[],
): DjFigures[] {
  const byDj = new Map<string, { from: number; to: number }[]>();
  for (const span of spans) {
    const from = Math.max(span.from, period.start);
    const to = Math.min(span.to, period.end);
    if (to <= from) continue;
    const name = span.dj.trim();
    const list = byDj.get(name);
    if (list) list.push({ from, to });
    else byDj.set(name, [{ from, to }]);
  }
  const sortedPlays = [...plays].sort((a, b) => a.at - b.at);
  const figures = [...byDj.entries()].map(([dj, list]) => {
    const during = list.flatMap((span) =>
      sortedPlays.slice(firstAtOrAfter(sortedPlays, span.from), firstAtOrAfter(sortedPlays, span.to)),
    );
    const counts = during.flatMap((play) => (play.listeners === null ? [] : [play.listeners]));
    const onAir = hourly ? audienceWhileOnAir(list, hourly) : null;
    return {
      dj,
      shows: list.length,
      hoursOnAir: list.reduce((sum, span) => sum + span.to - span.from, 0) / 3_600_000,
      plays: during.length,
      averageListeners:
        onAir?.average ?? (counts.length ? counts.reduce((a, b) => a + b, 0) / counts.length : null),
      peakListeners: onAir?.peak ?? (counts.length ? Math.max(...counts) : null),
    };
  });
  const audience = (dj: DjFigures) => dj.averageListeners ?? -1;
  return figures.sort(
    (a, b) => audience(b) - audience(a) || b.hoursOnAir - a.hoursOnAir || compareText(a.dj, b.dj),
  );
}

/** The index of the first play at or after `at` in plays sorted by time. */
function firstAtOrAfter(plays: readonly TrackPlay[], at: number): number {
  let low = 0;
  let high = plays.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((plays[middle]?.at ?? Infinity) < at) low = middle + 1;
    else high = middle;
  }
  return low;
}
