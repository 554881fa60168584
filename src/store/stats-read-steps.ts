import { mergeBuckets, type ListenerBucket, type Resolution } from "../stats/buckets.js";
import type { DjSpan, ListenerSample, TrackPlay } from "../stats/records.js";
import { mergeTallies, type TrackTally } from "../stats/track-tally.js";
import { CHUNK_MS, bucketOf, playOf, tallyOf } from "./stats-chunks.js";
import type { RowDecoder } from "./rows/row-decoder.js";
import {
  BUCKET_ENTRY,
  PLAY_ENTRY,
  SAMPLE_ENTRY,
  TALLY_ENTRY,
  STATS_BUCKET_ROW,
  STATS_BUCKET_SOURCE,
  STATS_DJ_ROW,
  STATS_DJ_SOURCE,
  STATS_PLAY_ROW,
  STATS_PLAY_SOURCE,
  STATS_SAMPLE_ROW,
  STATS_SAMPLE_SOURCE,
  STATS_SPAN_ROW,
  STATS_SPAN_SOURCE,
  STATS_TALLY_ROW,
  STATS_TALLY_SOURCE,
} from "./rows/stats-rows.js";
import { readableChunkRows } from "./stats-readable-rows.js";
import { op, type SqlSteps } from "./stats-sql-op.js";
import type { TimeRange } from "./stats-store.js";
import { compareText } from "../stats/buckets.js";

const STATION = "(SELECT id FROM stats_station WHERE key = ?)";

/** The reads of a `StatsStore`, each one statement, as steps any store runs. */
export interface StatsReadSteps {
  samples(station: string, range: TimeRange): SqlSteps<ListenerSample[]>;
  buckets(station: string, resolution: Resolution, range: TimeRange): SqlSteps<ListenerBucket[]>;
  plays(station: string, range: TimeRange): SqlSteps<TrackPlay[]>;
  tallies(station: string, range: TimeRange): SqlSteps<TrackTally[]>;
  spans(station: string, range: TimeRange): SqlSteps<DjSpan[]>;
  djs(station: string): SqlSteps<string[]>;
}

/** The statistics' reads, their rows decoded by `rows` (one that does not decode is logged and skipped). */
export function statsReadSteps(rows: RowDecoder): StatsReadSteps {
  return {
    *samples(station, { from, to }) {
      const answer = yield op(
        `SELECT s.channel, c.chunk, c.data FROM stats_sample c JOIN stats_series s ON s.id = c.series_id
         WHERE s.station_id = ${STATION} AND c.chunk > ? AND c.chunk < ?`,
        station,
        from - CHUNK_MS.sample,
        to,
      );
      return readableChunkRows(rows, STATS_SAMPLE_ROW, SAMPLE_ENTRY, STATS_SAMPLE_SOURCE, answer.rows)
        .flatMap(({ channel, chunk, data }) =>
          data.map(([offset, listeners]) => ({ station, channel, at: chunk + offset, listeners })),
        )
        .filter((sample) => sample.at >= from && sample.at < to)
        .sort((a, b) => a.at - b.at || compareText(a.channel, b.channel));
    },
    buckets: (station, resolution, range) => bucketsRead(rows, station, resolution, range),
    *plays(station, { from, to }) {
      const answer = yield op(
        `SELECT chunk, data FROM stats_play WHERE station_id = ${STATION} AND chunk > ? AND chunk < ?`,
        station,
        from - CHUNK_MS.play,
        to,
      );
      return readableChunkRows(rows, STATS_PLAY_ROW, PLAY_ENTRY, STATS_PLAY_SOURCE, answer.rows)
        .flatMap(({ chunk, data }) => data.map((entry) => playOf(station, chunk, entry)))
        .filter((play) => play.at >= from && play.at < to)
        .sort((a, b) => a.at - b.at);
    },
    *tallies(station, { from, to }) {
      const answer = yield op(
        `SELECT chunk, data FROM stats_tally WHERE station_id = ${STATION} AND chunk >= ? AND chunk < ?`,
        station,
        from,
        to,
      );
      return mergeTallies(
        readableChunkRows(rows, STATS_TALLY_ROW, TALLY_ENTRY, STATS_TALLY_SOURCE, answer.rows).flatMap(
          ({ chunk, data }) => data.map((entry) => tallyOf(station, chunk, entry)),
        ),
      );
    },
    *spans(station, { from, to }) {
      const answer = yield op(
        `SELECT d.name AS dj, s.start_at, s.end_at FROM stats_span s JOIN stats_dj d ON d.id = s.dj_id
         WHERE s.station_id = ${STATION} AND s.start_at < ? AND s.end_at > ?`,
        station,
        to,
        from,
      );
      return rows
        .all(STATS_SPAN_ROW, STATS_SPAN_SOURCE, answer.rows)
        .map((row) => ({ station, dj: row.dj, from: row.start_at, to: row.end_at }))
        .sort((a, b) => a.from - b.from || compareText(a.dj, b.dj));
    },
    *djs(station) {
      const answer = yield op(`SELECT name FROM stats_dj WHERE station_id = ${STATION}`, station);
      return rows.all(STATS_DJ_ROW, STATS_DJ_SOURCE, answer.rows).sort(compareText);
    },
  };
}

/** The hourly or daily buckets of `station` starting in the range, from the chunks that may hold them. */
function* bucketsRead(
  rows: RowDecoder,
  station: string,
  resolution: Resolution,
  { from, to }: TimeRange,
): SqlSteps<ListenerBucket[]> {
  const table = resolution === "hour" ? "stats_hourly" : "stats_daily";
  const answer = yield op(
    `SELECT s.channel, c.chunk, c.data FROM ${table} c JOIN stats_series s ON s.id = c.series_id
     WHERE s.station_id = ${STATION} AND c.chunk > ? AND c.chunk < ?`,
    station,
    from - CHUNK_MS[resolution],
    to,
  );
  const buckets = readableChunkRows(
    rows,
    STATS_BUCKET_ROW,
    BUCKET_ENTRY,
    STATS_BUCKET_SOURCE,
    answer.rows,
  ).flatMap(({ channel, chunk, data }) =>
    data.map((entry) => bucketOf(station, channel, resolution, chunk, entry)),
  );
  return mergeBuckets(buckets.filter((bucket) => bucket.start >= from && bucket.start < to));
}
