import type pg from "pg";
import { COUNT_ROW } from "./rows/columns.js";
import type { RawRow, RowDecoder } from "./rows/row-decoder.js";
import { STATS_STATION_SOURCE } from "./rows/stats-rows.js";
import { assertStation } from "./stats-plan.js";
import { pruneSteps } from "./stats-prune-steps.js";
import { statsReadSteps } from "./stats-read-steps.js";
import { recordSteps } from "./stats-record-steps.js";
import { driveAsync, numberedParams, type SqlAnswer, type SqlOp, type SqlSteps } from "./stats-sql-op.js";
import type { StatsStore } from "./stats-store.js";
import { inTransaction } from "./postgres-transaction.js";

/** The statistics' tables with their indexes and TOAST, in the store's schema. */
const STATS_RELATIONS = `SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0) AS n
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind = 'r' AND c.relname LIKE 'stats\\_%' AND n.nspname = current_schema()`;

/**
 * The statistics in PostgreSQL: the steps of stats-*-steps.ts, a write in one transaction that first locks the
 * station's row, so two processes writing one station (a takeover while the old reader still writes) go one after
 * the other, the second rolling up from the last-seen times the first saved. `rows` reads the rows.
 */
export function postgresStatsStore(pool: pg.Pool, rows: RowDecoder): StatsStore {
  const texts = new Map<string, string>();
  const runOn =
    (client: pg.Pool | pg.PoolClient) =>
    async (step: SqlOp): Promise<SqlAnswer> => {
      let text = texts.get(step.sql);
      if (text === undefined) {
        text = numberedParams(step.sql);
        texts.set(step.sql, text);
      }
      const result = await client.query<RawRow>(text, [...step.params]);
      return { rows: result.rows, changes: result.rowCount ?? 0 };
    };
  const read = <T>(steps: SqlSteps<T>): Promise<T> => driveAsync(steps, runOn(pool));
  const write = <T>(steps: SqlSteps<T>): Promise<T> =>
    inTransaction(pool, (client) => driveAsync(steps, runOn(client)));
  const reads = statsReadSteps(rows);
  return {
    record: async (station, batch, options) => {
      assertStation(station, batch);
      return write(recordSteps(station, batch, options, rows));
    },
    samples: (station, range) => read(reads.samples(station, range)),
    buckets: (station, resolution, range) => read(reads.buckets(station, resolution, range)),
    plays: (station, range) => read(reads.plays(station, range)),
    tallies: (station, range) => read(reads.tallies(station, range)),
    spans: (station, range) => read(reads.spans(station, range)),
    djs: (station) => read(reads.djs(station)),
    prune: (now, policy) => write(pruneSteps(now, policy, rows)),
    storageBytes: async () =>
      rows.one(COUNT_ROW, STATS_STATION_SOURCE, (await pool.query<RawRow>(STATS_RELATIONS)).rows[0]) ?? 0,
  };
}
