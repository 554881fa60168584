import type { z } from "zod";
import type { ListenerBucket } from "../stats/buckets.js";
import type { ListenerSample, TrackPlay } from "../stats/records.js";
import { rollUpSamples, seriesKey, toDaily } from "../stats/rollup.js";
import { mergeTallies, monthStart, tallyPlays, type TrackTally } from "../stats/track-tally.js";
import type { RowDecoder, RowSource } from "./rows/row-decoder.js";
import {
  BUCKET_ENTRY,
  PLAY_ENTRY,
  SAMPLE_ENTRY,
  STATS_BUCKET_SOURCE,
  STATS_ID_ROW,
  STATS_PLAY_SOURCE,
  STATS_SAMPLE_SOURCE,
  STATS_SERIES_ROW,
  STATS_SERIES_SOURCE,
  STATS_STATION_SOURCE,
  STATS_TALLY_SOURCE,
  TALLY_ENTRY,
  chunkDataRow,
} from "./rows/stats-rows.js";
import {
  CHUNK_MS,
  chunkStart,
  groupBy,
  mergeBucketEntries,
  mergePlayEntries,
  mergeSampleEntries,
  storableEntries,
  tallyEntry,
  tallyOf,
} from "./stats-chunks.js";
import { readableChunkRow } from "./stats-readable-rows.js";
import { recordSpans } from "./stats-span-steps.js";
import { op, type SqlSteps } from "./stats-sql-op.js";
import type { StatsBatch, StatsRecordOptions, StatsRecorded } from "./stats-store.js";

/**
 * The id of a station's row, made on its first record; the row is locked for the transaction (PostgreSQL). Looked
 * up before it is inserted: an insert that conflicts still uses up a value of PostgreSQL's identity sequence.
 */
export function* stationId(station: string, rows: RowDecoder): SqlSteps<number> {
  const lock = { ...op("SELECT id FROM stats_station WHERE key = ? FOR UPDATE", station), lock: true };
  const find = op("SELECT id FROM stats_station WHERE key = ?", station);
  let found = yield lock;
  if (!found.rows.length) found = yield find;
  if (!found.rows.length) {
    yield op("INSERT INTO stats_station (key) VALUES (?) ON CONFLICT (key) DO NOTHING", station);
    found = yield lock;
    if (!found.rows.length) found = yield find;
  }
  const id = rows.one(STATS_ID_ROW, STATS_STATION_SOURCE, found.rows[0]);
  if (id === null) throw new Error(`no readable stats_station row for ${station}`);
  return id;
}

/** Where a chunk is stored: its table and the column of its series or station. */
interface ChunkPlace {
  readonly table: string;
  readonly owner: "series_id" | "station_id";
  readonly source: RowSource;
}

/**
 * Reads a chunk's records (none when it is not stored yet), to merge new ones in. Records that do not decode (an
 * absurd figure stored before the bounds, a hand edit) are logged and left out, and the chunk is written again
 * with the rest: a stored chunk never stops later figures.
 */
function* readChunk<T>(
  place: ChunkPlace,
  owner: number,
  chunk: number,
  entry: z.ZodType<T>,
  rows: RowDecoder,
): SqlSteps<T[]> {
  const found = yield op(
    `SELECT chunk, data FROM ${place.table} WHERE ${place.owner} = ? AND chunk = ?`,
    owner,
    chunk,
  );
  const row = found.rows[0];
  return row === undefined
    ? []
    : (readableChunkRow(rows, chunkDataRow(entry), entry, place.source, row) ?? []);
}

function* writeChunk(
  place: ChunkPlace,
  owner: number,
  chunk: number,
  entries: readonly unknown[],
): SqlSteps<void> {
  yield op(
    `INSERT INTO ${place.table} (${place.owner}, chunk, data) VALUES (?, ?, ?)
     ON CONFLICT (${place.owner}, chunk) DO UPDATE SET data = excluded.data`,
    owner,
    chunk,
    JSON.stringify(storableEntries(entries)),
  );
}

/** The statements of `StatsStore.record`, to be run in one transaction. */
export function* recordSteps(
  station: string,
  batch: StatsBatch,
  options: StatsRecordOptions,
  rows: RowDecoder,
): SqlSteps<StatsRecorded> {
  const id = yield* stationId(station, rows);
  const samples = yield* recordSamples(id, station, batch.samples ?? [], options, rows);
  const plays = yield* recordPlays(id, batch.plays ?? [], options, rows);
  const spans = yield* recordSpans(id, plays, batch.spans ?? [], rows);
  return { samples, plays: plays.length, spans };
}

function* recordSamples(
  stationRow: number,
  station: string,
  samples: readonly ListenerSample[],
  options: StatsRecordOptions,
  rows: RowDecoder,
): SqlSteps<number> {
  if (samples.length === 0) return 0;
  const list = op("SELECT id, channel, last_seen FROM stats_series WHERE station_id = ?", stationRow);
  let stored = yield list;
  const known = new Set(
    rows.all(STATS_SERIES_ROW, STATS_SERIES_SOURCE, stored.rows).map((row) => row.channel),
  );
  const missing = [...new Set(samples.map((sample) => sample.channel))].filter(
    (channel) => !known.has(channel),
  );
  for (const channel of missing) {
    yield op(
      "INSERT INTO stats_series (station_id, channel) VALUES (?, ?) ON CONFLICT DO NOTHING",
      stationRow,
      channel,
    );
  }
  if (missing.length) stored = yield list;
  const series = rows.all(STATS_SERIES_ROW, STATS_SERIES_SOURCE, stored.rows);
  const ids = new Map(series.map((row) => [row.channel, row.id]));
  const lastSeen = new Map(
    series.flatMap((row) => (row.lastSeen === null ? [] : [[seriesKey(station, row.channel), row.lastSeen]])),
  );
  const fresh = samples.filter(
    (s) => ids.has(s.channel) && s.at > (lastSeen.get(seriesKey(station, s.channel)) ?? -Infinity),
  );
  const rolled = rollUpSamples(fresh, { ...options, lastSeen });
  const place = { table: "stats_sample", owner: "series_id", source: STATS_SAMPLE_SOURCE } as const;
  for (const group of groupBy(
    fresh,
    (s) => `${s.channel}\u0000${chunkStart(s.at, CHUNK_MS.sample)}`,
  ).values()) {
    const [first] = group;
    if (!first) continue;
    const series = ids.get(first.channel) ?? 0;
    const chunk = chunkStart(first.at, CHUNK_MS.sample);
    const entries = yield* readChunk(place, series, chunk, SAMPLE_ENTRY, rows);
    yield* writeChunk(place, series, chunk, mergeSampleEntries(entries, group, chunk));
  }
  yield* mergeBuckets("stats_hourly", CHUNK_MS.hour, ids, rolled.hourly, rows);
  yield* mergeBuckets("stats_daily", CHUNK_MS.day, ids, toDaily(rolled.hourly, options.zone), rows);
  for (const row of series) {
    const seen = rolled.lastSeen.get(seriesKey(station, row.channel));
    if (seen !== undefined && seen !== row.lastSeen)
      yield op("UPDATE stats_series SET last_seen = ? WHERE id = ?", seen, row.id);
  }
  return rolled.hourly.reduce((count, bucket) => count + bucket.count, 0);
}

function* mergeBuckets(
  table: "stats_hourly" | "stats_daily",
  span: number,
  ids: ReadonlyMap<string, number>,
  buckets: readonly ListenerBucket[],
  rows: RowDecoder,
): SqlSteps<void> {
  const place = { table, owner: "series_id", source: STATS_BUCKET_SOURCE } as const;
  for (const group of groupBy(buckets, (b) => `${b.channel}\u0000${chunkStart(b.start, span)}`).values()) {
    const [first] = group;
    if (!first) continue;
    const series = ids.get(first.channel) ?? 0;
    const chunk = chunkStart(first.start, span);
    const entries = yield* readChunk(place, series, chunk, BUCKET_ENTRY, rows);
    yield* writeChunk(place, series, chunk, mergeBucketEntries(entries, group, chunk));
  }
}

function* recordPlays(
  stationRow: number,
  plays: readonly TrackPlay[],
  options: StatsRecordOptions,
  rows: RowDecoder,
): SqlSteps<TrackPlay[]> {
  const added: TrackPlay[] = [];
  const place = { table: "stats_play", owner: "station_id", source: STATS_PLAY_SOURCE } as const;
  for (const group of groupBy(plays, (p) => String(chunkStart(p.at, CHUNK_MS.play))).values()) {
    const chunk = chunkStart(group[0]?.at ?? 0, CHUNK_MS.play);
    const entries = yield* readChunk(place, stationRow, chunk, PLAY_ENTRY, rows);
    const merged = mergePlayEntries(entries, group, chunk);
    if (merged.added.length === 0) continue;
    yield* writeChunk(place, stationRow, chunk, merged.entries);
    added.push(...merged.added);
  }
  const tallyPlace = { table: "stats_tally", owner: "station_id", source: STATS_TALLY_SOURCE } as const;
  const tallies = tallyPlays(added, (at) => monthStart(at, options.zone));
  for (const group of groupBy(tallies, (t) => String(t.start)).values()) {
    const start = group[0]?.start ?? 0;
    const entries = yield* readChunk(tallyPlace, stationRow, start, TALLY_ENTRY, rows);
    const stored: TrackTally[] = entries.map((entry) => tallyOf("", start, entry));
    const merged = mergeTallies([...stored, ...group.map((t) => ({ ...t, station: "" }))]);
    yield* writeChunk(tallyPlace, stationRow, start, merged.map(tallyEntry));
  }
  return added;
}
