import type { HistoryEntry } from "../panel/schemas.js";
import { backfillPlays } from "../stats/backfill-records.js";
import type { TrackPlay } from "../stats/records.js";
import type { StatsReading } from "../stats/stats-reading.js";
import { HOUR_MS } from "../stats/time-zone.js";
import {
  indexPlays,
  type PlayIndex,
  type PlaysAround,
  playsAround,
  searchPlays,
  type SearchResult,
  trackSuggestions,
} from "./found-plays.js";

/** What the song finder reads: the bot's kept plays (absent: statistics are off) and the panel's history. */
export interface PlaySources {
  readonly station: string;
  readonly stats: Pick<StatsReading, "plays" | "recentPlays"> | null;
  /** A page of the panel's history, newest first (`offset` 0 is the track on air). */
  readonly history: (offset: number) => Promise<readonly HistoryEntry[]>;
}

/** The panel's history is read in pages of this many (the size `/history` reads, so the client's cache serves both). */
export const PANEL_PAGE = 50;
/** The most pages of the panel's history the finder reads for one moment (a few hours of a busy station). */
const PANEL_PAGES = 4;
/** How far either side of a moment the kept plays are read: enough for 25 plays of a slow hour. */
const AROUND_MS = 6 * HOUR_MS;

/** What was found and whether the panel's history was all there was. */
export type Found<T> = T & { readonly panelOnly: boolean };

/**
 * The plays around `at` (see `playsAround`): the kept ones, then the panel's history when the store holds nothing
 * up to `at` (a station the bot has just met, or statistics off). The panel's failure only matters when nothing
 * was kept.
 */
export async function findPlaysAround(
  sources: PlaySources,
  at: number,
  count: number,
): Promise<Found<PlaysAround>> {
  const kept = sources.stats
    ? await sources.stats.plays(sources.station, { from: at - AROUND_MS, to: at + AROUND_MS })
    : [];
  const lacks = !kept.some((play) => play.at <= at);
  const fromPanel = lacks ? await orNothing(panelPlaysSince(sources, at - HOUR_MS), kept.length > 0) : [];
  return { ...playsAround([...kept, ...fromPanel], at, count), panelOnly: sources.stats === null };
}

/** The plays that match `query` in the last 30 days (`SEARCH_DAYS`), kept ones with the panel's latest page. */
export async function findPlaysMatching(
  sources: PlaySources,
  query: string,
  count: number,
  now: number,
): Promise<Found<SearchResult>> {
  return { ...searchPlays(await searchable(sources, now), query, count), panelOnly: sources.stats === null };
}

/** Autocomplete's choices for `search:` as the user types (see `trackSuggestions`). */
export async function suggestTracks(sources: PlaySources, typed: string, now: number): Promise<string[]> {
  return trackSuggestions(await searchable(sources, now), typed);
}

const indexes = new WeakMap<readonly TrackPlay[], PlayIndex>();

async function searchable(sources: PlaySources, now: number): Promise<PlayIndex> {
  const kept = sources.stats ? await sources.stats.recentPlays(sources.station, now) : [];
  const latest = await orNothing(
    sources.history(0).then((entries) => backfillPlays(sources.station, entries, [])),
    kept.length > 0,
  );
  // The kept plays are the same array while they are reused: folded once for all the letters typed.
  let keptIndex = indexes.get(kept);
  if (!keptIndex) indexes.set(kept, (keptIndex = indexPlays(kept)));
  const newest = keptIndex[0]?.at ?? -Infinity;
  const unkept = latest.filter((play) => play.at > newest);
  return unkept.length === 0 ? keptIndex : [...indexPlays(unkept), ...keptIndex];
}

/** The panel's plays back to `since` (songs only, oldest first), at most {@link PANEL_PAGES} pages. */
async function panelPlaysSince(sources: PlaySources, since: number): Promise<TrackPlay[]> {
  const entries: HistoryEntry[] = [];
  for (let page = 0; page < PANEL_PAGES; page++) {
    const read = await sources.history(page * PANEL_PAGE);
    entries.push(...read);
    const oldest = read.at(-1);
    if (read.length < PANEL_PAGE || !oldest || oldest.ts < since) break;
  }
  return backfillPlays(sources.station, entries, []);
}

/** A read whose failure is no answer when there is something else to show (`fallback`), else the failure. */
function orNothing(read: Promise<TrackPlay[]>, fallback: boolean): Promise<TrackPlay[]> {
  return fallback ? read.catch(() => []) : read;
}
