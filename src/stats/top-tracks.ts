import { compareText } from "./buckets.js";
import { type TrackTally, mergeTallies } from "./track-tally.js";

/** A track's figures over a period. */
export interface TrackFigures {
  readonly artist: string;
  readonly title: string;
  readonly plays: number;
  /** The mean of the audience at its plays' starts; null when no play had a count. */
  readonly averageListeners: number | null;
}

/** The two rankings `/stats` shows. */
export interface TopTracks {
  /** Most played first; on a tie, the larger average audience, then the title. */
  readonly byPlays: readonly TrackFigures[];
  /** Largest average audience first, among tracks played at least `minPlays` times (one lucky play is no hit). */
  readonly byAudience: readonly TrackFigures[];
}

/** Options of {@link topTracks}. */
export interface TopTracksOptions {
  readonly limit: number;
  readonly minPlays?: number;
}

/** Ranks the tracks of a period from its tallies (any spans inside it: a week's plays, or a year's months). */
export function topTracks(tallies: readonly TrackTally[], options: TopTracksOptions): TopTracks {
  const merged = mergeTallies(tallies.map((tally) => ({ ...tally, station: "", start: 0 })));
  const figures = merged.map((tally): TrackFigures & { key: string } => ({
    key: tally.key,
    artist: tally.artist,
    title: tally.title,
    plays: tally.plays,
    averageListeners: tally.audienceCount > 0 ? tally.audienceSum / tally.audienceCount : null,
  }));
  const audience = (track: TrackFigures) => track.averageListeners ?? -1;
  const byPlays = [...figures].sort(
    (a, b) => b.plays - a.plays || audience(b) - audience(a) || compareText(a.key, b.key),
  );
  const byAudience = figures
    .filter((track) => track.averageListeners !== null && track.plays >= (options.minPlays ?? 2))
    .sort((a, b) => audience(b) - audience(a) || b.plays - a.plays || compareText(a.key, b.key));
  const shown = (list: (TrackFigures & { key: string })[]) =>
    list.slice(0, options.limit).map(({ key: _key, ...track }) => track);
  return { byPlays: shown(byPlays), byAudience: shown(byAudience) };
}
