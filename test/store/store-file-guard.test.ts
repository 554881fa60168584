import { mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fixedZone } from "../../src/stats/time-zone.js";
import { availableDrivers } from "../../src/store/open-database.js";
import { DATABASE_FILE, openSqliteStore } from "../../src/store/sqlite-store.js";
import type { SqlDriverName } from "../../src/store/sql.js";
import type { BotStore } from "../../src/store/store.js";
import { StoreUnavailableError } from "../../src/store/store-unavailable.js";
import { memoryLog } from "../e2e/world.js";
import { KEY, STATE, delivery } from "./store-fixtures.js";

const folders: string[] = [];
const opened: BotStore[] = [];
afterEach(() => {
  for (const store of opened.splice(0)) store.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function storeIn(driver: SqlDriverName) {
  const dir = mkdtempSync(join(tmpdir(), "radio-bot-guard-"));
  folders.push(dir);
  const log = memoryLog();
  const store = openSqliteStore(dir, driver, { log });
  opened.push(store);
  return { store, log, file: join(dir, DATABASE_FILE) };
}

const SAMPLE = { station: KEY, channel: "total", at: Date.UTC(2026, 0, 5, 12), listeners: 7 };

describe.each(availableDrivers())("a SQLite store whose file goes away under it (%s)", (driver) => {
  it("takes writes as before while its file is the one it opened", async () => {
    const { store } = storeIn(driver);
    store.saveGuildSettings("g1", { locale: "de" });
    store.checkWritable();
    await store.stats?.record(KEY, { samples: [SAMPLE] }, { zone: fixedZone(0) });
    expect(store.guildSettings("g1")).toEqual({ locale: "de" });
  });

  it.each([
    ["deleted", (file: string) => rmSync(file)],
    ["replaced", (file: string) => (writeFileSync(`${file}.new`, ""), renameSync(`${file}.new`, file))],
  ])("refuses every write once its file was %s, says so once, and still reads", async (_, change) => {
    const { store, log, file } = storeIn(driver);
    store.saveGuildSettings("g1", { locale: "de" });
    change(file);
    const gone = new StoreUnavailableError(file);
    expect(() => store.checkWritable()).toThrow(gone);
    expect(() => store.saveGuildSettings("g1", { locale: "ru" })).toThrow(StoreUnavailableError);
    expect(() => store.commit(KEY, STATE, [delivery("a")], 1)).toThrow(StoreUnavailableError);
    expect(() => store.recordRequest("u1", 1)).toThrow(StoreUnavailableError);
    // The keeper's batch is refused whole, so the keeper keeps it (and says it failed) instead of losing it.
    await expect(store.stats?.record(KEY, { samples: [SAMPLE] }, { zone: fixedZone(0) })).rejects.toThrow(
      gone,
    );
    expect(store.guildSettings("g1")).toEqual({ locale: "de" });
    expect(store.pending(KEY)).toEqual([]);
    expect(log.lines.filter((line) => line.includes(file))).toEqual([`error ${gone.message} `]);
  });
});

describe("the store's refusal", () => {
  it("names the file, what happened and what to do", () => {
    expect(new StoreUnavailableError("/data/radio-bot.sqlite3").message).toBe(
      "the store file /data/radio-bot.sqlite3 was deleted or replaced while the bot runs; restart the bot (it " +
        "then opens the file found there, or a new empty one); writes are refused until then, as they would not last",
    );
  });
});
