import { afterEach, describe, expect, it } from "vitest";
import type { LogFields, Logger } from "../../src/log.js";
import { DEFAULT_RETENTION } from "../../src/stats/retention.js";
import { DAY_MS, UTC } from "../../src/stats/time-zone.js";
import type { AsyncBotStore } from "../../src/store/async-store.js";
import type { StatsStore } from "../../src/store/stats-store.js";
import type { StoreBackend } from "./store-fixtures.js";
import { SLOW_TESTS } from "../support/slow-tests.js";
import { YEAR_STATION, syntheticYear } from "./stats-year.js";

const ALL = { from: 0, to: Number.MAX_SAFE_INTEGER };

function stats(store: AsyncBotStore): StatsStore {
  if (!store.stats) throw new Error("the store has no statistics");
  return store.stats;
}

/** What the statistics cost in bytes, and what they do with a stored chunk they cannot read: on every store. */
export function describeStatsStorageContract(backend: StoreBackend): void {
  describe("the statistics' storage", () => {
    const opened: AsyncBotStore[] = [];
    afterEach(async () => {
      for (const store of opened.splice(0)) await store.close();
    });
    const database = async (log?: Logger) => {
      const open = await backend.fresh(log ? { log } : {});
      const store = await open();
      opened.push(store);
      return { store: stats(store), sql: (statement: string) => backend.sql(open, statement) };
    };

    it("skips a chunk it cannot read, logging its table, reads the others and writes over none", async () => {
      const lines: LogFields[] = [];
      const log: Logger = {
        debug() {},
        info() {},
        error() {},
        warn: (_m, fields) => void lines.push(fields ?? {}),
      };
      const { store, sql } = await database(log);
      const play = (at: number) => ({
        station: YEAR_STATION,
        at,
        artist: "A",
        title: "B",
        dj: "",
        listeners: 3,
      });
      await store.record(YEAR_STATION, { plays: [play(DAY_MS), play(3 * DAY_MS)] }, { zone: UTC });
      await sql(`UPDATE stats_play SET data = '[[0, "A"]]' WHERE chunk = ${DAY_MS}`);
      expect(await store.plays(YEAR_STATION, ALL)).toEqual([play(3 * DAY_MS)]);
      // A write to that chunk leaves it as it is: it may be a newer version's.
      expect((await store.record(YEAR_STATION, { plays: [play(DAY_MS + 1)] }, { zone: UTC })).plays).toBe(0);
      expect(await store.plays(YEAR_STATION, ALL)).toEqual([play(3 * DAY_MS)]);
      expect(lines.map((fields) => [fields["table"], fields["key"]])).toEqual([
        ["stats_play", String(DAY_MS)],
      ]);
    });

    it.runIf(SLOW_TESTS)("holds a busy station's year within 2 MiB", { timeout: 600_000 }, async () => {
      const { store, sql } = await database();
      const empty = await store.storageBytes();
      // As a running bot keeps it: pruned every day and vacuumed every week (PostgreSQL's autovacuum), so the space
      // of what expired is used again, as in the database of a bot that has run for a year.
      let day = 0;
      for (const { end, batch } of syntheticYear(Date.UTC(2026, 5, 15))) {
        await store.record(YEAR_STATION, batch, { zone: UTC });
        await store.prune(end, DEFAULT_RETENTION);
        if (++day % 7 === 0) await sql("VACUUM");
      }
      await sql("VACUUM");
      const used = await store.storageBytes();
      const counts = {
        samples: (await store.samples(YEAR_STATION, ALL)).length,
        hourly: (await store.buckets(YEAR_STATION, "hour", ALL)).length,
        daily: (await store.buckets(YEAR_STATION, "day", ALL)).length,
        plays: (await store.plays(YEAR_STATION, ALL)).length,
        tallies: (await store.tallies(YEAR_STATION, ALL)).length,
        spans: (await store.spans(YEAR_STATION, ALL)).length,
      };
      process.stderr.write(
        `stats storage (${backend.name}): a busy station's year takes ${used} bytes (${(used / 2 ** 20).toFixed(2)} MiB; ${used - empty} more than the empty tables) for ${JSON.stringify(counts)}\n`,
      );
      expect(counts).toEqual({
        samples: 11_520,
        hourly: 5_952,
        daily: 3_200,
        plays: 3_600,
        tallies: 2_700,
        spans: 2_400,
      });
      expect(used).toBeLessThanOrEqual(2 * 2 ** 20);
    });
  });
}
