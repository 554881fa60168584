import type { DjSpan, TrackPlay } from "../stats/records.js";
import { DEFAULT_MAX_GAP_MS } from "../stats/rollup.js";
import type { RowDecoder } from "./rows/row-decoder.js";
import { STATS_DJ_SEEN_ROW, STATS_DJ_SOURCE, STATS_SPAN_ROW, STATS_SPAN_SOURCE } from "./rows/stats-rows.js";
import { joinSpans } from "./stats-plan.js";
import { op, type SqlSteps } from "./stats-sql-op.js";

/**
 * The statements that keep a batch's DJs and spans: each DJ named by a new play or a span is stored once, with
 * the latest time it was named (retention forgets a DJ by it), then each span is merged with the stored spans of
 * its DJ that it overlaps or that end or start within {@link SHOW_GAP_MS} of it. Resolves to the spans that changed
 * what is stored.
 */
export function* recordSpans(
  stationRow: number,
  plays: readonly TrackPlay[],
  spans: readonly DjSpan[],
  rows: RowDecoder,
): SqlSteps<number> {
  const named = new Map<string, number>();
  const name = (dj: string, at: number) => {
    if (dj !== "") named.set(dj, Math.max(at, named.get(dj) ?? at));
  };
  for (const play of plays) name(play.dj, play.at);
  for (const span of spans) name(span.dj, span.from);
  const ids = new Map<string, number>();
  for (const [dj, at] of named) {
    const find = op("SELECT id, last_seen FROM stats_dj WHERE station_id = ? AND name = ?", stationRow, dj);
    let found = rows.one(STATS_DJ_SEEN_ROW, STATS_DJ_SOURCE, (yield find).rows[0]);
    // Looked up first: an insert that conflicts still uses up a value of PostgreSQL's identity sequence.
    if (!found) {
      yield op(
        "INSERT INTO stats_dj (station_id, name, last_seen) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
        stationRow,
        dj,
        at,
      );
      found = rows.one(STATS_DJ_SEEN_ROW, STATS_DJ_SOURCE, (yield find).rows[0]);
    }
    if (!found) continue;
    if (found.lastSeen < at) yield op("UPDATE stats_dj SET last_seen = ? WHERE id = ?", at, found.id);
    ids.set(dj, found.id);
  }
  let changed = 0;
  for (const span of spans) {
    const dj = ids.get(span.dj);
    if (dj !== undefined) changed += yield* recordSpan(stationRow, dj, span, rows);
  }
  return changed;
}

/**
 * Two spans of one DJ this close are one show: the bot was away between them (a restart, a takeover in a sharded
 * fleet: the killed process's last minutes were never written), or the DJ's connection dropped for a moment. The
 * same bound as the roll-up's longest gap (`DEFAULT_MAX_GAP_MS`).
 */
export const SHOW_GAP_MS = DEFAULT_MAX_GAP_MS;

function* recordSpan(stationRow: number, dj: number, span: DjSpan, rows: RowDecoder): SqlSteps<number> {
  const overlapping = [stationRow, dj, span.to + SHOW_GAP_MS, span.from - SHOW_GAP_MS] as const;
  const found = yield op(
    `SELECT d.name AS dj, s.start_at, s.end_at FROM stats_span s JOIN stats_dj d ON d.id = s.dj_id
     WHERE s.station_id = ? AND s.dj_id = ? AND s.start_at <= ? AND s.end_at >= ?`,
    ...overlapping,
  );
  const stored = rows
    .all(STATS_SPAN_ROW, STATS_SPAN_SOURCE, found.rows)
    .map((row): DjSpan => ({ ...span, from: row.start_at, to: row.end_at }));
  const joined = joinSpans(span, stored);
  if (stored.some((s) => s.from === joined.from && s.to === joined.to)) return 0;
  yield op(
    "DELETE FROM stats_span WHERE station_id = ? AND dj_id = ? AND start_at <= ? AND end_at >= ?",
    ...overlapping,
  );
  yield op(
    "INSERT INTO stats_span (station_id, dj_id, start_at, end_at) VALUES (?, ?, ?, ?)",
    stationRow,
    dj,
    joined.from,
    joined.to,
  );
  return 1;
}
