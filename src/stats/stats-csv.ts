import { type ListenerBucket, averageListeners, compareText, listeningHours } from "./buckets.js";
import type { TrackPlay } from "./records.js";
import { type TimeZone, localIso } from "./time-zone.js";

/** A table for `boundedCsv`: column names and rows, oldest first. */
export interface CsvTable {
  readonly header: readonly string[];
  readonly rows: readonly (readonly (string | number | null)[])[];
}

/** Rounds to two decimals for a spreadsheet (figures are estimates; more digits would only look precise). */
function round2(value: number | null): number | null {
  return value === null ? null : Math.round(value * 100) / 100;
}

/**
 * Hourly listeners per series: local start of the hour with its offset, the series (a panel channel id, `total`
 * for the station, `voice:<server>`), average and peak listeners, listening hours and samples. Daily buckets
 * given are left out.
 */
export function hourlyListenersTable(buckets: readonly ListenerBucket[], zone: TimeZone): CsvTable {
  const rows = buckets
    .filter((bucket) => bucket.resolution === "hour")
    .sort((a, b) => a.start - b.start || compareText(a.channel, b.channel))
    .map((bucket) => [
      localIso(bucket.start, zone),
      bucket.channel,
      round2(averageListeners(bucket)),
      bucket.peak,
      round2(listeningHours(bucket)),
      bucket.count,
    ]);
  return {
    header: ["hour", "channel", "average_listeners", "peak_listeners", "listening_hours", "samples"],
    rows,
  };
}

/** Tracks played: local time with its offset, artist, title, DJ and the audience at the play's start. */
export function tracksPlayedTable(plays: readonly TrackPlay[], zone: TimeZone): CsvTable {
  const rows = [...plays]
    .sort((a, b) => a.at - b.at)
    .map((play) => [localIso(play.at, zone), play.artist, play.title, play.dj, play.listeners]);
  return { header: ["time", "artist", "title", "dj", "listeners"], rows };
}
