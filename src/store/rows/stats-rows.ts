import { z } from "zod";
import { integerColumn, jsonColumn } from "./columns.js";
import type { RowSource } from "./row-decoder.js";

/** A row's small integer id (`stats_station`, `stats_series`, `stats_dj`). */
export const STATS_ID_ROW = z.object({ id: integerColumn }).transform((row) => row.id);

/** A `stats_series` row: a station's series, and the time of its latest sample rolled up (null: none yet). */
export const STATS_SERIES_ROW = z
  .object({ id: integerColumn, channel: z.string(), last_seen: integerColumn.nullable() })
  .transform((row) => ({ id: row.id, channel: row.channel, lastSeen: row.last_seen }));

/** Where a `stats_series` row comes from, for the log. */
export const STATS_SERIES_SOURCE: RowSource = { table: "stats_series", key: "id" };

/** A whole number as a chunk's JSON holds it. */
const whole = z.number().int().safe();

/** A chunk row of a series (`stats_sample`, `stats_hourly`, `stats_daily`): its channel, start and records. */
function seriesChunk<T>(entry: z.ZodType<T>) {
  return z.object({ channel: z.string(), chunk: integerColumn, data: jsonColumn(z.array(entry)) });
}

/** A sample in its chunk: [ms after the chunk's start, listeners]. */
export const SAMPLE_ENTRY = z.tuple([whole, whole]);
/** A bucket in its chunk: [ms after the chunk's start, count, sum, peak, listenerMs, coveredMs]. */
export const BUCKET_ENTRY = z.tuple([whole, whole, whole, whole, whole, whole]);
/** A play in its chunk: [ms after the chunk's start, artist, title, dj, listeners]. */
export const PLAY_ENTRY = z.tuple([whole, z.string(), z.string(), z.string(), whole.nullable()]);
/** A track's tally in its month's chunk: [artist, title, plays, audienceSum, audienceCount]. */
export const TALLY_ENTRY = z.tuple([z.string(), z.string(), whole, whole, whole]);

/** A chunk's records alone (`SELECT data`), as a write reads them to merge new ones in. */
export function chunkDataRow<T>(entry: z.ZodType<T>) {
  return z.object({ data: jsonColumn(z.array(entry)) }).transform((row) => row.data);
}

/** A `stats_sample` row: an hour's samples of a series. */
export const STATS_SAMPLE_ROW = seriesChunk(SAMPLE_ENTRY);

/** Where a `stats_sample` row comes from, for the log. */
export const STATS_SAMPLE_SOURCE: RowSource = { table: "stats_sample", key: "chunk" };

/** A `stats_hourly` or `stats_daily` row: a series' buckets, [offset, count, sum, peak, listenerMs, coveredMs]. */
export const STATS_BUCKET_ROW = seriesChunk(BUCKET_ENTRY);

/** Where a bucket row comes from, for the log. */
export const STATS_BUCKET_SOURCE: RowSource = { table: "stats_hourly/stats_daily", key: "chunk" };

/** A `stats_play` row: a day's plays of a station, [offset, artist, title, dj, listeners]. */
export const STATS_PLAY_ROW = z.object({
  chunk: integerColumn,
  data: jsonColumn(z.array(PLAY_ENTRY)),
});

/** Where a `stats_play` row comes from, for the log. */
export const STATS_PLAY_SOURCE: RowSource = { table: "stats_play", key: "chunk" };

/** A `stats_tally` row: a month's tallies of a station, [artist, title, plays, audienceSum, audienceCount]. */
export const STATS_TALLY_ROW = z.object({
  chunk: integerColumn,
  data: jsonColumn(z.array(TALLY_ENTRY)),
});

/** Where a `stats_tally` row comes from, for the log. */
export const STATS_TALLY_SOURCE: RowSource = { table: "stats_tally", key: "chunk" };

/** A `stats_span` row with its DJ's name. */
export const STATS_SPAN_ROW = z.object({ dj: z.string(), start_at: integerColumn, end_at: integerColumn });

/** Where a `stats_span` row comes from, for the log. */
export const STATS_SPAN_SOURCE: RowSource = { table: "stats_span", key: "start_at" };

/** A `stats_dj` row's name. */
export const STATS_DJ_ROW = z.object({ name: z.string() }).transform((row) => row.name);

/** A `stats_dj` row's id and the latest time a record named the DJ. */
export const STATS_DJ_SEEN_ROW = z
  .object({ id: integerColumn, last_seen: integerColumn })
  .transform((row) => ({ id: row.id, lastSeen: row.last_seen }));

/** Where a `stats_dj` row comes from, for the log. */
export const STATS_DJ_SOURCE: RowSource = { table: "stats_dj", key: "id" };

/** Where a `stats_station` row comes from, for the log. */
export const STATS_STATION_SOURCE: RowSource = { table: "stats_station", key: "id" };

/** A chunk at retention's edge, its records read only as far as their time (ms after the chunk's start). */
export const STATS_EDGE_ROW = z.object({
  owner: integerColumn,
  chunk: integerColumn,
  data: jsonColumn(z.array(z.tuple([whole], z.unknown()))),
});

/** A `stats_tally` row with its station's id, as pruning trims it. */
export const STATS_TALLY_OWNED_ROW = z.object({
  owner: integerColumn,
  chunk: integerColumn,
  data: jsonColumn(z.array(TALLY_ENTRY)),
});
