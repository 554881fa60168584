import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach } from "vitest";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import type { StatsStore } from "../../src/store/stats-store.js";
import type { BotStore } from "../../src/store/store.js";

/**
 * A test file's throwaway statistics stores: each call opens a SQLite store (the WebAssembly driver, as on every
 * Node) in a folder of its own; both are closed and removed after each test.
 */
export function throwawayStats(): () => StatsStore {
  const opened: BotStore[] = [];
  const folders: string[] = [];
  afterEach(() => {
    for (const store of opened.splice(0)) store.close();
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(join(tmpdir(), "radio-bot-stats-"));
    folders.push(dir);
    const store = openSqliteStore(dir, "wasm");
    opened.push(store);
    if (!store.stats) throw new Error("the store has no statistics");
    return store.stats;
  };
}
