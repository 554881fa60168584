import type { Dj, HistoryEntry } from "../panel/schemas.js";

/** The audience over a span of time, as the history tells it. Times in Unix ms (the panel's clock). */
export interface ListenerSeries {
  /** The audience when each play started, oldest first. */
  readonly points: readonly { readonly at: number; readonly listeners: number }[];
  /** When live DJs were on air, oldest first. */
  readonly live: readonly { readonly from: number; readonly to: number; readonly dj: string }[];
  readonly from: number;
  readonly to: number;
  /** The oldest play the panel still keeps, when that is later than `from` (its history is shorter than asked). */
  readonly reachesBackTo: number | null;
}

/**
 * Turns history entries (any order) into the audience over [from, to]: `n_listeners` at each play's start, and
 * the spans when a live DJ (a source whose `cat` is not `auto`) played. Entries without a count are skipped. Pure.
 */
export function listenerSeries(
  entries: readonly HistoryEntry[],
  djs: readonly Dj[],
  from: number,
  to: number,
): ListenerSeries {
  const liveNames = new Set(djs.filter((dj) => dj.cat !== "auto").map((dj) => dj.name.trim()));
  const sorted = [...entries].sort((a, b) => a.ts - b.ts);
  const oldest = sorted[0]?.ts ?? null;
  const inRange = sorted.filter((entry) => entry.ts >= from && entry.ts <= to);
  const points = inRange
    .filter((entry) => entry.n_listeners !== null && entry.n_listeners >= 0)
    .map((entry) => ({ at: entry.ts, listeners: entry.n_listeners ?? 0 }));
  const live: { from: number; to: number; dj: string }[] = [];
  inRange.forEach((entry, i) => {
    const dj = entry.dj_name?.trim() ?? "";
    if (!liveNames.has(dj)) return;
    const end = sorted[sorted.indexOf(entry) + 1]?.ts ?? (entry.length ? entry.ts + entry.length : to);
    const last = live.at(-1);
    if (last && last.dj === dj && i > 0 && last.to >= entry.ts) last.to = Math.min(to, end);
    else live.push({ from: entry.ts, to: Math.min(to, end), dj });
  });
  return { points, live, from, to, reachesBackTo: oldest !== null && oldest > from ? oldest : null };
}
