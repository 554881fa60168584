import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { asyncStore } from "../../src/store/async-sqlite-store.js";
import { availableDrivers } from "../../src/store/open-database.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import { describeStoreContract } from "./store-contract.js";

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

for (const driver of availableDrivers()) {
  describeStoreContract({
    name: `SQLite, ${driver}, through the asynchronous adapter`,
    fresh: async () => {
      const dir = mkdtempSync(join(tmpdir(), "radio-bot-store-"));
      folders.push(dir);
      return async () => asyncStore(openSqliteStore(dir, driver));
    },
  });
}
