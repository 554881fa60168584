import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { availableDrivers, openDatabase } from "../src/store/open-database.js";
import type { SqlDriverName } from "../src/store/sql.js";
import { DATABASE_FILE } from "../src/store/sqlite-store.js";
import type { Figure } from "./panel.js";

const CHILD = new URL("../test/store/fixtures/kill-during.ts", import.meta.url).pathname;
/** Kills per driver: each at another statement of the keeper's write (the batch takes about 100). */
const KILLS = Number(process.env.KILLS ?? 20);

/** Whether SQLite finds the file whole; a file it cannot even read (or close) is not. */
function wholeFile(path: string, driver: SqlDriverName): boolean {
  try {
    const db = openDatabase(path, driver);
    try {
      return JSON.stringify(db.prepare("PRAGMA integrity_check").all()) === '[{"integrity_check":"ok"}]';
    } finally {
      db.close();
    }
  } catch {
    return false;
  }
}

/** One keeper's write killed after its `after`-th statement; whether the next open finds the file whole. */
async function killOnce(driver: SqlDriverName, after: number): Promise<boolean> {
  const dir = mkdtempSync(join(tmpdir(), "radio-bot-kill-bench-"));
  try {
    const child = spawn(
      process.execPath,
      ["--import", import.meta.resolve("tsx"), CHILD, "sqlite-keeper", dir, driver],
      {
        stdio: ["ignore", "pipe", "inherit"],
        env: { ...process.env, KILL_AFTER: String(after) },
      },
    );
    const lines = createInterface({ input: child.stdout });
    for await (const line of lines) if (line === "paused" || line.startsWith("unreachable")) break;
    const exited = once(child, "exit");
    child.kill("SIGKILL");
    await exited;
    // What the start does with the WebAssembly driver's lock folder is the lock's business, not this count's.
    const lock = join(dir, `${DATABASE_FILE}.lock`);
    if (existsSync(lock)) rmSync(lock, { recursive: true });
    return wholeFile(join(dir, DATABASE_FILE), driver);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `npm run bench -- kill-writes`: SIGKILL in the middle of the keeper's write, `KILLS` times per driver. */
export async function killWriteFigures(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const driver of availableDrivers()) {
    let ok = 0;
    for (let i = 0; i < KILLS; i++) if (await killOnce(driver, 5 + ((i * 37) % 120))) ok++;
    figures.push({
      name: `kill -9 during the keeper's write, file whole after (${driver})`,
      value: `${ok} of ${KILLS}`,
      target: `${KILLS} of ${KILLS}`,
      ok: ok === KILLS,
    });
  }
  return figures;
}
