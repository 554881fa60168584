import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { asyncStore } from "../../src/store/async-sqlite-store.js";
import { openAsyncStore, storeKind } from "../../src/store/open-async-store.js";
import { availableDrivers, openDatabase } from "../../src/store/open-database.js";
import { POSTGRES_MIGRATIONS } from "../../src/store/postgres-migrations.js";
import { DATABASE_FILE, openSqliteStore } from "../../src/store/sqlite-store.js";
import { describeStoreContract } from "./store-contract.js";
import { KEY, STATE } from "./store-fixtures.js";

const folders: string[] = [];
/** The folder of each database a backend made, by its opener. */
const folderOf = new WeakMap<() => Promise<unknown>, string>();
afterAll(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

for (const driver of availableDrivers()) {
  describeStoreContract({
    name: `SQLite, ${driver}, through the asynchronous adapter`,
    fresh: async (options) => {
      const dir = mkdtempSync(join(tmpdir(), "radio-bot-store-"));
      folders.push(dir);
      const { changesKept, log } = options ?? {};
      const open = async () => asyncStore(openSqliteStore(dir, driver, { changesKept, log }));
      folderOf.set(open, dir);
      return open;
    },
    sql: async (open, statement) => {
      const db = openDatabase(join(folderOf.get(open) ?? "", DATABASE_FILE), driver);
      try {
        db.exec(statement);
      } finally {
        db.close();
      }
    },
    settingsText: async (open, guildId) => {
      const db = openDatabase(join(folderOf.get(open) ?? "", DATABASE_FILE), driver);
      try {
        const row = db.prepare("SELECT settings FROM guild_settings WHERE guild_id = ?").get(guildId);
        return typeof row?.["settings"] === "string" ? row["settings"] : null;
      } finally {
        db.close();
      }
    },
  });
}

describe("the store a location stands for", () => {
  it("is the SQLite file without DATABASE_URL, and PostgreSQL for a postgres:// URL", async () => {
    expect([
      storeKind({ dataDir: ":memory:" }),
      storeKind({ dataDir: ":memory:", databaseUrl: "  " }),
      storeKind({ dataDir: ":memory:", databaseUrl: "postgres://bot@db.internal/radio" }),
      storeKind({ dataDir: ":memory:", databaseUrl: "postgresql://bot@db.internal/radio" }),
    ]).toEqual(["sqlite", "sqlite", "postgres", "postgres"]);
    const store = await openAsyncStore({ dataDir: ":memory:" });
    await store.commit(KEY, STATE, [], 1);
    expect(await store.loadState(KEY)).toEqual(STATE);
    await store.close();
  });

  it("refuses any other URL without repeating it, since it may hold a password", () => {
    const attempt = () => storeKind({ dataDir: ":memory:", databaseUrl: "mysql://bot:s3cret@db/radio" });
    expect(attempt).toThrow(/DATABASE_URL must start with postgres:\/\//);
    expect(attempt).not.toThrow(/s3cret/);
  });
});

describe("the two schemas", () => {
  it("are at the same version: a SQLite migration needs its PostgreSQL twin in postgres-migrations.ts", () => {
    const dir = mkdtempSync(join(tmpdir(), "radio-bot-store-"));
    folders.push(dir);
    openSqliteStore(dir, "wasm").close();
    const db = openDatabase(join(dir, DATABASE_FILE), "wasm");
    const version = db.prepare("PRAGMA user_version").get()?.["user_version"];
    db.close();
    expect(version).toBe(POSTGRES_MIGRATIONS.length);
  });
});
