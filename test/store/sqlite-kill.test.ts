import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { availableDrivers, openDatabase } from "../../src/store/open-database.js";
import type { SqlDriverName } from "../../src/store/sql.js";
import { DATABASE_FILE, openSqliteStore } from "../../src/store/sqlite-store.js";
import { killWriter, PLAYS } from "../support/kill-writer.js";

const STATION = "http://panel.test:8080#1";

const folders: string[] = [];

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "radio-bot-kill-"));
  folders.push(dir);
  return dir;
}

/** `PRAGMA integrity_check` and a count, read through the driver the bot would start with. */
function inspect(dir: string, driver: SqlDriverName, count: string): { integrity: unknown; n: number } {
  const db = openDatabase(join(dir, DATABASE_FILE), driver);
  try {
    const integrity = db.prepare("PRAGMA integrity_check").all();
    const n = Number(db.prepare(`SELECT count(*) AS n FROM ${count}`).get()?.n);
    return { integrity, n };
  } finally {
    db.close();
  }
}

/** The plays the store reads back (every batch is a day of its own, of `PLAYS` plays). */
async function storedPlays(dir: string, driver: SqlDriverName): Promise<number> {
  const store = openSqliteStore(dir, driver);
  try {
    return (await store.stats?.plays(STATION, { from: 0, to: Number.MAX_SAFE_INTEGER }))?.length ?? -1;
  } finally {
    store.close();
  }
}

describe.each(availableDrivers())("a kill -9 in the middle of a write (%s)", (driver) => {
  it("is undone at the next start: the journal the killed process left is rolled back", async () => {
    const dir = dataDir();
    // The writer kills itself with pages of its transaction already in the file, their old contents in the journal.
    const killed = await killWriter(dir, driver, Number.POSITIVE_INFINITY, { mode: "spill" });
    expect(killed.committed).toBe(2_000);
    expect(existsSync(join(dir, `${DATABASE_FILE}-journal`))).toBe(true);

    const after = inspect(dir, driver, "filler WHERE v = printf('%.500c', 'x')");
    expect(after.integrity).toEqual([{ integrity_check: "ok" }]);
    expect(after.n).toBe(2_000);
  });

  it("loses no committed batch of statistics and leaves the file whole, kill after kill", async () => {
    const dir = dataDir();
    openSqliteStore(dir, driver).close();
    let batches = 0;
    for (let kill = 0; kill < 2; kill += 1) {
      const { committed } = await killWriter(dir, driver, batches + 1 + Math.floor(Math.random() * 3), {
        firstBatch: batches + 1,
      });
      const { integrity } = inspect(dir, driver, "stats_play");
      expect(integrity, `kill ${kill}`).toEqual([{ integrity_check: "ok" }]);
      // Every batch it said was committed, perhaps the one it was killed in, and no part of one.
      const plays = await storedPlays(dir, driver);
      expect(plays % PLAYS, `kill ${kill}`).toBe(0);
      expect([committed, committed + 1], `kill ${kill}`).toContain(plays / PLAYS);
      batches = plays / PLAYS;
    }
  });
});
