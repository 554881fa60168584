import { existsSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createOutboxDelivery } from "../../src/announcer/outbox-delivery.js";
import { silentLogger } from "../../src/log.js";
import type { AsyncBotStore } from "../../src/store/async-store.js";
import { openAsyncStore } from "../../src/store/open-async-store.js";
import { availableDrivers, openDatabase } from "../../src/store/open-database.js";
import type { SqlDriverName } from "../../src/store/sql.js";
import { SQLITE_MIGRATIONS, sqliteSchemaVersion } from "../../src/store/sqlite-migrations.js";
import { DATABASE_FILE } from "../../src/store/sqlite-store.js";
import { KILL_KEY } from "./fixtures/kill-batches.js";
import { child, dataDir, figures, firstBatchOnly, recordingPoster, stores } from "./kill-support.js";

/** The SQLite file's own check of itself, through the driver the bot uses. */
function integrity(dir: string, driver: SqlDriverName): unknown {
  const db = openDatabase(join(dir, DATABASE_FILE), driver);
  try {
    return [db.prepare("PRAGMA integrity_check").all(), sqliteSchemaVersion(db)];
  } finally {
    db.close();
  }
}

/**
 * The WebAssembly driver locks with a folder, which a killed process leaves behind; what a start does with it is
 * the lock's business (tested with the driver), not this file's: it is taken away here as a start would.
 */
function dropLeftLock(dir: string): void {
  const lock = join(dir, `${DATABASE_FILE}.lock`);
  if (existsSync(lock)) rmSync(lock, { recursive: true });
}

async function openSqlite(dir: string, sqliteDriver: SqlDriverName): Promise<AsyncBotStore> {
  dropLeftLock(dir);
  const store = await openAsyncStore({ dataDir: dir, sqliteDriver });
  stores.push(store);
  return store;
}

describe.each(availableDrivers())(
  "kill -9 of a bot on its SQLite file (%s), at the worst moment",
  (driver) => {
    it("during the keeper's write: the file checks ok and holds the batches written before, not a part of the one cut", async () => {
      const dir = dataDir();
      const bot = child("sqlite-keeper", dir, { KILL_AFTER: "60" }, driver);
      expect(await bot.line()).toBe("first batch written");
      expect(await bot.line()).toBe("paused");
      // Caught in the middle: its rollback journal is there, and its pages went to the file before the commit.
      expect(statSync(join(dir, `${DATABASE_FILE}-journal`)).size).toBeGreaterThan(0);
      await bot.kill();
      dropLeftLock(dir);
      expect(integrity(dir, driver)).toEqual([[{ integrity_check: "ok" }], SQLITE_MIGRATIONS.length]);
      const store = await openSqlite(dir, driver);
      expect(await figures(store)).toEqual(await firstBatchOnly());
    });

    it("during a migration: rolled back whole, the file checks ok, and the next start applies it whole", async () => {
      const dir = dataDir();
      const old = openDatabase(join(dir, DATABASE_FILE), driver);
      for (const [v, migration] of SQLITE_MIGRATIONS.slice(0, 4).entries()) {
        old.exec(migration);
        old.exec(`PRAGMA user_version = ${v + 1}`);
      }
      old.exec(`INSERT INTO guild_settings (guild_id, settings) VALUES ('g1', '{"locale":"de"}')`);
      old.close();
      const bot = child("sqlite-migration", dir, {}, driver);
      expect(await bot.line()).toBe("paused");
      await bot.kill();
      dropLeftLock(dir);
      expect(integrity(dir, driver)).toEqual([[{ integrity_check: "ok" }], 4]);
      const store = await openSqlite(dir, driver);
      expect(await store.guildSettings("g1")).toEqual({ locale: "de" });
      await store.saveGuildSettings("g2", { locale: "ru", voiceChannelId: "222222222222222222" });
      expect(await store.voiceHomes()).toEqual([{ guildId: "g2", channelId: "222222222222222222" }]);
      expect(integrity(dir, driver)).toEqual([[{ integrity_check: "ok" }], SQLITE_MIGRATIONS.length]);
    });

    it("during an outbox delivery: the post Discord took as the bot died goes again with its nonce, the one before it does not", async () => {
      const dir = dataDir();
      const bot = child("outbox", dir, {}, driver);
      const [a, b] = [await bot.line(), await bot.line()];
      expect([a, b].map((line) => line.split(" ").slice(0, 2).join(" "))).toEqual(["posted a", "posted b"]);
      await bot.kill();
      const store = await openSqlite(dir, driver);
      expect((await store.pending(KILL_KEY)).map((d) => d.eventId)).toEqual(["b"]);
      const poster = recordingPoster();
      await createOutboxDelivery({ store, poster, log: silentLogger }, KILL_KEY).deliver(Date.now());
      // The same nonce: Discord drops the repeat when it comes within its few minutes.
      expect(poster.posts).toEqual([b]);
      expect(await store.pending(KILL_KEY)).toEqual([]);
    });
  },
);
