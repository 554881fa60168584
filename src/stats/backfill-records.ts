import type { Dj, HistoryEntry } from "../panel/schemas.js";
import { listenerSeries } from "../station/listener-series.js";
import { isJingle, trackName } from "../station/track.js";
import { type DjSpan, type ListenerSample, STATION_TOTAL, type TrackPlay } from "./records.js";

/** What a backfill adds to a station's records. */
export interface BackfillRecords {
  readonly plays: readonly TrackPlay[];
  /** The audience at each play's start, as samples of the station's total. */
  readonly samples: readonly ListenerSample[];
  /** When live DJs (sources that are not the automatic player) played. */
  readonly spans: readonly DjSpan[];
}

/**
 * A backfill's history entries as records: songs as plays (jingles left out, as the live observer leaves them),
 * every counted play as a sample of the station's total, and live DJs' spans, the way `/listeners` reads the same
 * history. `from`–`to` bounds the spans (the backfill's horizon and until).
 */
export function backfillRecords(
  station: string,
  entries: readonly HistoryEntry[],
  djs: readonly Dj[],
  from: number,
  to: number,
): BackfillRecords {
  return { plays: backfillPlays(station, entries, djs), ...backfillSeries(station, entries, djs, from, to) };
}

/**
 * The songs among a backfill's entries as plays, oldest first (jingles left out). The automatic player is no DJ:
 * its plays carry an empty DJ, as the live keeper writes them.
 */
export function backfillPlays(
  station: string,
  entries: readonly HistoryEntry[],
  djs: readonly Dj[],
): TrackPlay[] {
  const automatic = new Set(djs.filter((dj) => dj.cat === "auto").map((dj) => dj.name.trim()));
  return entries
    .filter((entry) => !isJingle(entry))
    .map((entry): TrackPlay => {
      const name = trackName(entry);
      const dj = entry.dj_name?.trim() ?? "";
      return {
        station,
        at: entry.ts,
        artist: name.artist ?? "",
        title: name.title,
        dj: automatic.has(dj) ? "" : dj,
        listeners: entry.n_listeners ?? null,
      };
    })
    .sort((a, b) => a.at - b.at);
}

/** The samples of the station's total and the live DJs' spans that a backfill's entries tell. */
export function backfillSeries(
  station: string,
  entries: readonly HistoryEntry[],
  djs: readonly Dj[],
  from: number,
  to: number,
): Pick<BackfillRecords, "samples" | "spans"> {
  const series = listenerSeries(entries, djs, from, to);
  return {
    samples: series.points.map((point) => ({ station, channel: STATION_TOTAL, ...point })),
    spans: series.live.map((span) => ({ station, ...span })),
  };
}

/**
 * What {@link backfillSeries} needs of an entry, and no more: its time, audience, length and DJ, the DJ's name
 * the live DJ's own string (one copy for all their plays) or empty for anyone else. What a backfill holds of a
 * station until it ends is this, a few dozen bytes a play, whatever the panel sent.
 */
export function seriesEntry(entry: HistoryEntry, liveNames: ReadonlyMap<string, string>): HistoryEntry {
  return {
    id: entry.id,
    ts: entry.ts,
    metadata: "",
    author: null,
    title: null,
    album: null,
    playlist_title: null,
    dj_name: liveNames.get(entry.dj_name?.trim() ?? "") ?? null,
    n_listeners: entry.n_listeners,
    length: entry.length,
    img_url: null,
    img_medium_url: null,
    img_large_url: null,
    all_music_id: null,
    jingle_id: entry.jingle_id,
  };
}

/** The live DJs' names (sources that are not the automatic player), each mapped to itself, for {@link seriesEntry}. */
export function liveNamesOf(djs: readonly Dj[]): Map<string, string> {
  const names = djs.filter((dj) => dj.cat !== "auto").map((dj) => dj.name.trim());
  return new Map(names.map((name) => [name, name]));
}
