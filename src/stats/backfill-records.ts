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
  // The automatic player is no DJ: its plays carry an empty DJ, as the live keeper writes them.
  const automatic = new Set(djs.filter((dj) => dj.cat === "auto").map((dj) => dj.name.trim()));
  const plays = entries
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
  const series = listenerSeries(entries, djs, from, to);
  return {
    plays,
    samples: series.points.map((point) => ({ station, channel: STATION_TOTAL, ...point })),
    spans: series.live.map((span) => ({ station, ...span })),
  };
}
