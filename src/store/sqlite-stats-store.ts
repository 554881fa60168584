import { COUNT_ROW } from "./rows/columns.js";
import type { RowDecoder } from "./rows/row-decoder.js";
import { STATS_STATION_SOURCE } from "./rows/stats-rows.js";
import type { SqlDatabase, SqlStatement } from "./sql.js";
import { assertStation } from "./stats-plan.js";
import { pruneSteps } from "./stats-prune-steps.js";
import { statsReadSteps } from "./stats-read-steps.js";
import { recordSteps } from "./stats-record-steps.js";
import { driveSync, type SqlAnswer, type SqlOp, type SqlSteps } from "./stats-sql-op.js";
import type { StatsStore } from "./stats-store.js";

/** The statistics' tables and indexes, as `dbstat` names them. */
const STATS_PAGES = `SELECT coalesce(sum(pgsize), 0) AS n FROM dbstat
  WHERE name LIKE 'stats\\_%' ESCAPE '\\' OR name LIKE 'sqlite\\_autoindex\\_stats\\_%' ESCAPE '\\'`;

/**
 * The statistics in the SQLite file: the steps of stats-*-steps.ts run at once, a write in one transaction (the
 * store's one process holds the file, so nobody else writes between a read and a write of it). `rows` reads the
 * rows (one that does not decode is logged and skipped).
 */
export function sqliteStatsStore(db: SqlDatabase, rows: RowDecoder): StatsStore {
  // The statements are a fixed set of texts: each is prepared once.
  const prepared = new Map<string, SqlStatement>();
  const run = (step: SqlOp): SqlAnswer => {
    if (step.lock) return { rows: [], changes: 0 };
    let statement = prepared.get(step.sql);
    if (!statement) {
      statement = db.prepare(step.sql);
      prepared.set(step.sql, statement);
    }
    return /^\s*SELECT/i.test(step.sql)
      ? { rows: statement.all(...step.params), changes: 0 }
      : { rows: [], changes: statement.run(...step.params).changes };
  };
  const read = <T>(steps: SqlSteps<T>): Promise<T> => Promise.resolve(driveSync(steps, run));
  const write = <T>(steps: SqlSteps<T>): Promise<T> =>
    Promise.resolve(db.transaction(() => driveSync(steps, run)));
  const reads = statsReadSteps(rows);
  return {
    record: async (station, batch, options) => {
      assertStation(station, batch);
      return write(recordSteps(station, batch, options, rows));
    },
    samples: async (station, range) => read(reads.samples(station, range)),
    buckets: async (station, resolution, range) => read(reads.buckets(station, resolution, range)),
    plays: async (station, range) => read(reads.plays(station, range)),
    tallies: async (station, range) => read(reads.tallies(station, range)),
    spans: async (station, range) => read(reads.spans(station, range)),
    djs: async (station) => read(reads.djs(station)),
    prune: async (now, policy) => write(pruneSteps(now, policy, rows)),
    storageBytes: async () => {
      try {
        return rows.one(COUNT_ROW, STATS_STATION_SOURCE, db.prepare(STATS_PAGES).get()) ?? 0;
      } catch {
        // A build of SQLite without dbstat: the whole file, which is an upper bound.
        const pages = db.prepare(
          "SELECT page_count * page_size AS n FROM pragma_page_count(), pragma_page_size()",
        );
        return rows.one(COUNT_ROW, STATS_STATION_SOURCE, pages.get()) ?? 0;
      }
    },
  };
}
