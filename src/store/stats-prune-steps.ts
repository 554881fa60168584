import { retentionCutoffs, type RecordKind, type RetentionPolicy } from "../stats/retention.js";
import type { RowDecoder } from "./rows/row-decoder.js";
import { STATS_EDGE_ROW, STATS_TALLY_OWNED_ROW, STATS_TALLY_SOURCE } from "./rows/stats-rows.js";
import { DAY_MS } from "../stats/time-zone.js";
import { trimTallies } from "../stats/track-tally.js";
import { CHUNK_MS, tallyEntry, tallyOf } from "./stats-chunks.js";
import { op, type SqlSteps } from "./stats-sql-op.js";

/** Each chunked kind's table, the column of its series or station, and its chunks' span (a tally's is its month). */
const CHUNKED: Record<Exclude<RecordKind, "spans">, readonly [table: string, owner: string, span: number]> = {
  raw: ["stats_sample", "series_id", CHUNK_MS.sample],
  hourly: ["stats_hourly", "series_id", CHUNK_MS.hour],
  daily: ["stats_daily", "series_id", CHUNK_MS.day],
  plays: ["stats_play", "station_id", CHUNK_MS.play],
  // A month's tallies all start with the month: the chunk goes when its start does.
  tallies: ["stats_tally", "station_id", 1],
};

/** The tracks a month's tally keeps once the month is over: its most played (see `trimTallies`). */
export const TALLY_TRACKS_KEPT = 100;

/**
 * The statements of `StatsStore.prune`: every station's expired records, then the DJs nothing names any more.
 * Counts the rows dropped or rewritten by kind (a chunk at the cutoff loses its expired records, the rest stay; a
 * month's tally that is over keeps its {@link TALLY_TRACKS_KEPT} most played tracks).
 */
export function* pruneSteps(
  now: number,
  policy: RetentionPolicy,
  rows: RowDecoder,
): SqlSteps<Record<RecordKind, number>> {
  const cutoffs = retentionCutoffs(now, policy);
  const changed: Partial<Record<RecordKind, number>> = {};
  for (const kind of Object.keys(CHUNKED) as (keyof typeof CHUNKED)[]) {
    changed[kind] = yield* pruneChunks(...CHUNKED[kind], cutoffs[kind], rows);
  }
  changed.tallies = (changed.tallies ?? 0) + (yield* trimEndedMonths(now, rows));
  changed.spans = (yield op("DELETE FROM stats_span WHERE start_at < ?", cutoffs.spans)).changes;
  // A DJ last seen before the plays' cutoff is named by no play kept; by a span kept only if its row is there.
  yield op(
    `DELETE FROM stats_dj WHERE last_seen < ? AND NOT EXISTS
       (SELECT 1 FROM stats_span s WHERE s.station_id = stats_dj.station_id AND s.dj_id = stats_dj.id)`,
    cutoffs.plays,
  );
  return changed as Record<RecordKind, number>;
}

function* pruneChunks(
  table: string,
  owner: string,
  span: number,
  cutoff: number,
  rows: RowDecoder,
): SqlSteps<number> {
  let changed = (yield op(`DELETE FROM ${table} WHERE chunk <= ?`, cutoff - span)).changes;
  if (span <= 1) return changed;
  const edge = yield op(
    `SELECT ${owner} AS owner, chunk, data FROM ${table} WHERE chunk > ? AND chunk < ?`,
    cutoff - span,
    cutoff,
  );
  for (const row of rows.all(STATS_EDGE_ROW, { table, key: "chunk" }, edge.rows)) {
    const kept = row.data.filter(([offset]) => row.chunk + offset >= cutoff);
    if (kept.length === row.data.length) continue;
    changed += 1;
    yield kept.length
      ? op(
          `UPDATE ${table} SET data = ? WHERE ${owner} = ? AND chunk = ?`,
          JSON.stringify(kept),
          row.owner,
          row.chunk,
        )
      : op(`DELETE FROM ${table} WHERE ${owner} = ? AND chunk = ?`, row.owner, row.chunk);
  }
  return changed;
}

/**
 * Trims the tallies of the months that ended in the two months before `now` (a month is over 32 days after it
 * began): the daily prune gets to each month soon after its end, and the older ones were trimmed then.
 */
function* trimEndedMonths(now: number, rows: RowDecoder): SqlSteps<number> {
  const ended = now - 32 * DAY_MS;
  const months = yield op(
    "SELECT station_id AS owner, chunk, data FROM stats_tally WHERE chunk >= ? AND chunk < ?",
    ended - 62 * DAY_MS,
    ended,
  );
  let trimmed = 0;
  for (const row of rows.all(STATS_TALLY_OWNED_ROW, STATS_TALLY_SOURCE, months.rows)) {
    if (row.data.length <= TALLY_TRACKS_KEPT) continue;
    const kept = trimTallies(
      row.data.map((entry) => tallyOf("", row.chunk, entry)),
      TALLY_TRACKS_KEPT,
    );
    yield op(
      "UPDATE stats_tally SET data = ? WHERE station_id = ? AND chunk = ?",
      JSON.stringify(kept.map(tallyEntry)),
      row.owner,
      row.chunk,
    );
    trimmed += 1;
  }
  return trimmed;
}
