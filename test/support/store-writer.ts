/**
 * A bot's store writing as fast as it can, for tests and benches that kill it (`kill -9`) at a random moment:
 * `tsx test/support/store-writer.ts <dataDir> <driver> [mode] [first batch]`. Each batch of statistics is one transaction; after
 * each commit it writes the batch's number on stdout, so the parent knows which batches must survive the kill.
 * Mode `hold` opens the store, says `open`, and closes it when stdin ends (a live bot holding the file); mode
 * `spill` kills itself in the middle of a transaction large enough that SQLite has written pages to the file
 * (with the journal to undo them).
 */
import { writeSync } from "node:fs";
import { fixedZone } from "../../src/stats/time-zone.js";
import type { SqlDriverName } from "../../src/store/sql.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import { openDatabase } from "../../src/store/open-database.js";
import { PLAYS } from "./kill-writer.js";

const [dir = "", driver = "wasm", mode = "write", first = "1"] = process.argv.slice(2);
const STATION = "http://panel.test:8080#1";
const T0 = Date.UTC(2026, 2, 30, 0, 0, 0);

async function write(): Promise<void> {
  const store = openSqliteStore(dir, driver as SqlDriverName);
  const stats = store.stats;
  if (!stats) throw new Error("the store has no statistics");
  for (let batch = Number(first); ; batch += 1) {
    // A day a batch: each batch writes chunks of its own, as big as a busy station's day.
    const at = T0 + batch * 86_400_000;
    const plays = Array.from({ length: PLAYS }, (_, i) => ({
      station: STATION,
      at: at + i * 240_000,
      artist: `Artist ${batch}`,
      title: `${"t".repeat(80)} ${i}`,
      dj: "",
      listeners: 10 + (i % 7),
    }));
    const samples = Array.from({ length: PLAYS }, (_, i) => ({
      station: STATION,
      channel: "1",
      at: at + i * 240_000,
      listeners: (batch + i) % 23,
    }));
    await stats.record(STATION, { plays, samples }, { zone: fixedZone(0) });
    writeSync(1, `${batch}\n`);
  }
}

function hold(): void {
  const store = openSqliteStore(dir, driver as SqlDriverName);
  writeSync(1, "open\n");
  process.stdin.resume();
  process.stdin.on("end", () => store.close());
}

function spill(): void {
  const db = openDatabase(`${dir}/radio-bot.sqlite3`, driver as SqlDriverName);
  db.exec("CREATE TABLE IF NOT EXISTS filler (id INTEGER PRIMARY KEY, v TEXT)");
  db.transaction(() => {
    const insert = db.prepare("INSERT INTO filler (v) VALUES (?)");
    for (let i = 0; i < 2_000; i += 1) insert.run("x".repeat(500));
  });
  writeSync(1, "2000\n");
  // A small cache: the update's pages go to the file before the commit, the old ones to the journal.
  db.exec("PRAGMA cache_size = 5");
  db.exec("BEGIN IMMEDIATE");
  db.prepare("UPDATE filler SET v = ?").run("y".repeat(600));
  process.kill(process.pid, "SIGKILL");
}

if (mode === "hold") hold();
else if (mode === "spill") spill();
else await write();
