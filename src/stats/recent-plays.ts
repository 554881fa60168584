import type { TrackPlay } from "./records.js";
import { DAY_MS } from "./time-zone.js";

/** How far back the song finder's search looks: the plays the store keeps (`playDays` of the retention). */
export const SEARCH_DAYS = 30;

/** What {@link createRecentPlays} reads through: the store's plays of a station in a range, oldest first. */
export type PlaysReader = (station: string, range: { from: number; to: number }) => Promise<TrackPlay[]>;

/** Tuning of {@link createRecentPlays}; the defaults suit a search typed letter by letter. */
export interface RecentPlaysOptions {
  /** How long a station's plays are reused before they are read again. */
  readonly reuseMs?: number;
  /** How many stations' plays are held at once (the least recently used go first). */
  readonly maxStations?: number;
  readonly days?: number;
}

/**
 * A station's plays of the last {@link SEARCH_DAYS} days, oldest first, read once and reused for a short while:
 * autocomplete asks on every letter typed, and each read decodes a month of plays. A failed read is not kept.
 */
export function createRecentPlays(
  read: PlaysReader,
  { reuseMs = 30_000, maxStations = 32, days = SEARCH_DAYS }: RecentPlaysOptions = {},
): (station: string, now: number) => Promise<readonly TrackPlay[]> {
  const held = new Map<string, { readonly at: number; readonly plays: Promise<readonly TrackPlay[]> }>();
  return (station, now) => {
    const kept = held.get(station);
    held.delete(station);
    if (kept && now - kept.at < reuseMs && now >= kept.at) {
      held.set(station, kept);
      return kept.plays;
    }
    const plays = read(station, { from: now - days * DAY_MS, to: now + 1 });
    held.set(station, { at: now, plays });
    plays.catch(() => held.get(station)?.plays === plays && held.delete(station));
    for (const oldest of held.keys()) {
      if (held.size <= maxStations) break;
      held.delete(oldest);
    }
    return plays;
  };
}
