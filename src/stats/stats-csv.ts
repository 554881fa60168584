import { type ListenerBucket, averageListeners, compareText, listeningHours } from "./buckets.js";
import { type CsvTable, type CsvWriting, boundedCsv } from "./csv.js";
import type { TrackPlay } from "./records.js";
import { type TimeZone, localIso } from "./time-zone.js";

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
  const hours = buckets
    .filter((bucket) => bucket.resolution === "hour")
    .sort((a, b) => a.start - b.start || compareText(a.channel, b.channel));
  return {
    header: ["hour", "channel", "average_listeners", "peak_listeners", "listening_hours", "samples"],
    length: hours.length,
    row: (index) => {
      const bucket = hours[index];
      if (!bucket) return [];
      const { start, channel, peak, count } = bucket;
      const average = round2(averageListeners(bucket));
      return [localIso(start, zone), channel, average, peak, round2(listeningHours(bucket)), count];
    },
  };
}

/** Tracks played: local time with its offset, artist, title, DJ and the audience at the play's start. */
export function tracksPlayedTable(plays: readonly TrackPlay[], zone: TimeZone): CsvTable {
  const sorted = [...plays].sort((a, b) => a.at - b.at);
  return {
    header: ["time", "artist", "title", "dj", "listeners"],
    length: sorted.length,
    row: (index) => {
      const play = sorted[index];
      return play ? [localIso(play.at, zone), play.artist, play.title, play.dj, play.listeners] : [];
    },
  };
}

/** One CSV file of the export, already within its share of the attachment limit. */
export interface ExportTable {
  readonly table: "listeners" | "tracks";
  readonly csv: Buffer;
  /** Its oldest rows left out to fit (0 when none). */
  readonly dropped: number;
}

/**
 * Discord takes at most 10 MiB of attachments per message from a bot in a server without boosts; the export's
 * two files keep under 8 MiB together, the tracks (the longer list over a year) getting the larger share.
 */
export const EXPORT_MAX_BYTES = { listeners: 2 * 1024 * 1024, tracks: 6 * 1024 * 1024 } as const;

/**
 * The export of a period: the hourly listeners of every series kept and the tracks played, each a bounded CSV
 * (the newest rows kept when one would not fit), written a batch of rows at a time (see `boundedCsv`). Only records
 * inside the period count.
 */
export async function exportTables(
  records: {
    readonly period: { readonly start: number; readonly end: number };
    readonly buckets: readonly ListenerBucket[];
    readonly plays: readonly TrackPlay[];
  },
  zone: TimeZone,
  maxBytes: Readonly<Record<ExportTable["table"], number>> = EXPORT_MAX_BYTES,
  writing: CsvWriting = {},
): Promise<ExportTable[]> {
  const { start, end } = records.period;
  const within = (at: number) => at >= start && at < end;
  const listeners = hourlyListenersTable(
    records.buckets.filter((bucket) => within(bucket.start)),
    zone,
  );
  const listenersCsv = await boundedCsv(listeners, maxBytes.listeners, writing);
  const tracks = tracksPlayedTable(
    records.plays.filter((play) => within(play.at)),
    zone,
  );
  const tracksCsv = await boundedCsv(tracks, maxBytes.tracks, writing);
  return [
    { table: "listeners", csv: listenersCsv.data, dropped: listenersCsv.dropped },
    { table: "tracks", csv: tracksCsv.data, dropped: tracksCsv.dropped },
  ];
}
