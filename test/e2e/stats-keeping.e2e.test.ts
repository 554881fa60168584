import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LogFields } from "../../src/log.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import { createWorld, memoryLog, type World } from "./world.js";

let world: World;
beforeEach(async () => {
  world = await createWorld();
});
afterEach(async () => {
  await world.close();
});

const ALL = { from: 0, to: Date.UTC(2100, 0, 1) };

describe("the figures kept by the real bot", () => {
  it("keeps what its reads showed and writes it when it stops", async () => {
    const bot = await world.startBot();
    if (!bot.announcer) throw new Error("the announcer did not start");
    const station = `${bot.panel.address}#${bot.panel.serverId}`;
    await bot.announcer.runNow();
    world.panel.station.setLiveDj("DJ Nova");
    await bot.announcer.runNow();
    await bot.stop();

    const store = openSqliteStore(world.dataDir, "wasm");
    try {
      if (!store.stats) throw new Error("the store has no statistics");
      expect((await store.stats.plays(station, ALL)).length).toBeGreaterThan(0);
      expect(await store.stats.djs(station)).toContain("DJ Nova");
    } finally {
      store.close();
    }
  });

  it("keeps nothing with STATS=off", async () => {
    const bot = await world.startBot({ STATS: "off" });
    if (!bot.announcer) throw new Error("the announcer did not start");
    const station = `${bot.panel.address}#${bot.panel.serverId}`;
    await bot.announcer.runNow();
    await bot.stop();

    const store = openSqliteStore(world.dataDir, "wasm");
    try {
      expect(await store.stats?.plays(station, ALL)).toEqual([]);
    } finally {
      store.close();
    }
  });

  it("backfills the week before it came from the panel's history, once, before its own figures", async () => {
    const week = await createWorld({}, { historyDays: 7 });
    try {
      const log = memoryLog();
      const backfilled = new Promise<LogFields>((resolve) => {
        const info = log.info;
        log.info = (message, fields) => {
          info(message, fields);
          if (message.startsWith("backfilled")) resolve(fields ?? {});
        };
      });
      const bot = await week.startBot({}, log);
      if (!bot.announcer) throw new Error("the announcer did not start");
      const station = `${bot.panel.address}#${bot.panel.serverId}`;
      const started = Date.now();
      await bot.announcer.runNow();
      const outcome = await backfilled;
      // The simulated panel keeps exactly the week: its history ends where the backfill would stop anyway.
      expect(outcome.reason).toBe("end-of-history");
      expect(Number(outcome.pages)).toBeLessThanOrEqual(50);
      await bot.announcer.runNow();
      await bot.stop();
      const pages = week.panel.count("history");

      const quiet = memoryLog();
      const skipped = new Promise<void>((resolve) => {
        quiet.debug = (message) => {
          if (message.includes("no backfill")) resolve();
        };
      });
      const again = await week.startBot({}, quiet);
      await again.announcer?.runNow();
      await skipped;
      await again.stop();
      // The second start found the figures kept: only its own read of the track on air.
      expect(week.panel.count("history") - pages).toBe(1);

      const store = openSqliteStore(week.dataDir, "wasm");
      try {
        if (!store.stats) throw new Error("the store has no statistics");
        const plays = await store.stats.plays(station, ALL);
        expect(plays.filter((play) => play.at < started - 6 * 86_400_000).length).toBeGreaterThan(0);
        expect(plays.every((play) => play.at >= started - 7 * 86_400_000)).toBe(true);
        const days = await store.stats.buckets(station, "day", ALL);
        expect(days.length).toBeGreaterThanOrEqual(7);
      } finally {
        store.close();
      }
    } finally {
      await week.close();
    }
  });
});
