import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import { createWorld, type World } from "./world.js";

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
});
