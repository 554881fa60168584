import { afterEach, describe, expect, it } from "vitest";
import type { LogFields, Logger } from "../../src/log.js";
import { DEFAULT_RETENTION } from "../../src/stats/retention.js";
import { DAY_MS, HOUR_MS, UTC } from "../../src/stats/time-zone.js";
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

    it("reads what it can of a chunk with records it cannot read, and a write keeps the rest and the new ones", async () => {
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
      await store.record(YEAR_STATION, { plays: [play(DAY_MS), play(DAY_MS + 5)] }, { zone: UTC });
      await store.record(YEAR_STATION, { plays: [play(3 * DAY_MS)] }, { zone: UTC });
      await sql(`UPDATE stats_play SET data = '[[0, "A"], [5, "A", "B", "", 3]]' WHERE chunk = ${DAY_MS}`);
      expect(await store.plays(YEAR_STATION, ALL)).toEqual([play(DAY_MS + 5), play(3 * DAY_MS)]);
      // A write to that chunk is not refused: what it cannot read is left out, the rest and the new play are kept.
      expect((await store.record(YEAR_STATION, { plays: [play(DAY_MS + 1)] }, { zone: UTC })).plays).toBe(1);
      expect(await store.plays(YEAR_STATION, ALL)).toEqual([
        play(DAY_MS + 1),
        play(DAY_MS + 5),
        play(3 * DAY_MS),
      ]);
      // A chunk that is no JSON at all is written afresh.
      await sql(`UPDATE stats_play SET data = 'not json' WHERE chunk = ${3 * DAY_MS}`);
      expect((await store.record(YEAR_STATION, { plays: [play(3 * DAY_MS + 1)] }, { zone: UTC })).plays).toBe(
        1,
      );
      expect((await store.plays(YEAR_STATION, ALL)).map((p) => p.at)).toEqual([
        DAY_MS + 1,
        DAY_MS + 5,
        3 * DAY_MS + 1,
      ]);
      const logged = lines.map((fields) => [fields["table"], fields["key"]]);
      expect(logged).toContainEqual(["stats_play", String(DAY_MS)]);
      expect(logged).toContainEqual(["stats_play", String(3 * DAY_MS)]);
    });

    it("goes on writing a series whose stored figures passed the safe integers (one absurd count, before the bounds)", async () => {
      const { store, sql } = await database();
      const sample = (at: number, listeners: number) => ({
        station: YEAR_STATION,
        channel: "total",
        at,
        listeners,
      });
      const minutes = (from: number, n: number, listeners: number) =>
        Array.from({ length: n }, (_, i) => sample(from + i * 60_000, listeners));
      await store.record(
        YEAR_STATION,
        { samples: [...minutes(DAY_MS, 5, 4), ...minutes(DAY_MS + HOUR_MS, 5, 6)] },
        { zone: UTC },
      );
      const [first] = await store.buckets(YEAR_STATION, "hour", ALL);
      // The second hour as a count of 2^53 - 1 once left it: sums past what the store reads back.
      const big = Number.MAX_SAFE_INTEGER;
      await sql(`UPDATE stats_hourly SET data = '[[0, 5, 20, 4, 960000, 240000],
        [${HOUR_MS}, 5, ${big}0, ${big}, ${big}00, 240000]]' WHERE chunk = ${DAY_MS}`);
      await sql(`UPDATE stats_daily SET data = '[[${DAY_MS}, 10, ${big}1, ${big}, 1, 1]]'`);
      expect(await store.buckets(YEAR_STATION, "hour", ALL)).toEqual([first]);
      expect(await store.buckets(YEAR_STATION, "day", ALL)).toEqual([]);
      const later = minutes(DAY_MS + HOUR_MS + 5 * 60_000, 3, 7);
      expect((await store.record(YEAR_STATION, { samples: later }, { zone: UTC })).samples).toBe(3);
      const hourly = await store.buckets(YEAR_STATION, "hour", ALL);
      expect(hourly.map((b) => [b.start, b.count, b.peak])).toEqual([
        [DAY_MS, 5, 4],
        [DAY_MS + HOUR_MS, 3, 7],
      ]);
      const daily = await store.buckets(YEAR_STATION, "day", ALL);
      expect(daily.map((b) => [b.start, b.count, b.peak])).toEqual([[DAY_MS, 3, 7]]);
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
        plays: 12_000,
        tallies: 2_700,
        spans: 2_400,
      });
      expect(used).toBeLessThanOrEqual(2 * 2 ** 20);
    });
  });
}
