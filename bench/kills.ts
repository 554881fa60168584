import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { availableDrivers, openDatabase } from "../src/store/open-database.js";
import type { SqlDriverName } from "../src/store/sql.js";
import { DATABASE_FILE, openSqliteStore } from "../src/store/sqlite-store.js";
import { killWriter, PLAYS } from "../test/support/kill-writer.js";
import type { Figure } from "./panel.js";

const STATION = "http://panel.test:8080#1";

/** Whether the file is whole and holds every batch the killed writer said it committed (and no part of one). */
async function survived(dir: string, driver: SqlDriverName, committed: number): Promise<boolean> {
  const db = openDatabase(join(dir, DATABASE_FILE), driver);
  const integrity = db.prepare("PRAGMA integrity_check").all();
  db.close();
  if (JSON.stringify(integrity) !== JSON.stringify([{ integrity_check: "ok" }])) return false;
  const store = openSqliteStore(dir, driver);
  const plays = (await store.stats?.plays(STATION, { from: 0, to: Number.MAX_SAFE_INTEGER }))?.length ?? -1;
  store.close();
  return plays % PLAYS === 0 && (plays / PLAYS === committed || plays / PLAYS === committed + 1);
}

/** kill -9 of a process writing the store's statistics at a random moment, `kills` times on each driver. */
export async function killFigures(kills = Number(process.argv[3] ?? 100)): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const driver of availableDrivers()) {
    const dir = mkdtempSync(join(tmpdir(), "radio-bot-kills-"));
    let ok = 0;
    let batches = 0;
    try {
      openSqliteStore(dir, driver).close();
      for (let kill = 0; kill < kills; kill += 1) {
        const after = batches + 1 + Math.floor(Math.random() * 3);
        const { committed } = await killWriter(dir, driver, after, { firstBatch: batches + 1 });
        if (await survived(dir, driver, committed)) ok += 1;
        const store = openSqliteStore(dir, driver);
        batches =
          ((await store.stats?.plays(STATION, { from: 0, to: Number.MAX_SAFE_INTEGER }))?.length ?? 0) /
          PLAYS;
        store.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    figures.push({
      name: `kill -9 mid-write, then integrity_check ok and every committed batch there (${driver})`,
      value: `${ok}/${kills}`,
      target: `${kills}/${kills}`,
      ok: ok === kills,
    });
  }
  return figures;
}
