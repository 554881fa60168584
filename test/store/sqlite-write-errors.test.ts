import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { availableDrivers, openDatabase } from "../../src/store/open-database.js";
import { runInTransaction, type SqlDatabase } from "../../src/store/sql.js";
import { StoreWriteError } from "../../src/store/sql-write-error.js";

const folders: string[] = [];
const opened: SqlDatabase[] = [];

afterEach(() => {
  for (const db of opened.splice(0)) db.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function database(driver: Parameters<typeof openDatabase>[1]): SqlDatabase {
  const dir = mkdtempSync(join(tmpdir(), "radio-bot-write-"));
  folders.push(dir);
  const db = openDatabase(join(dir, "store.sqlite3"), driver);
  opened.push(db);
  db.exec("CREATE TABLE t (v BLOB)");
  return db;
}

describe.each(availableDrivers())("a write the file or the disk refuses (%s)", (driver) => {
  it("is a full disk, with SQLite's code, not the rollback that followed it", () => {
    const db = database(driver);
    // As root, permissions do not stop a write: a page limit is the full disk SQLite sees.
    const pages = Number(db.prepare("PRAGMA page_count").get()?.page_count);
    db.exec(`PRAGMA max_page_count = ${pages + 1}`);
    const insert = db.prepare("INSERT INTO t VALUES (zeroblob(20000))");
    const write = () => db.transaction(() => insert.run());
    expect(write).toThrow(StoreWriteError);
    expect(write).toThrow("the store cannot be written: disk full (SQLITE_FULL: database or disk is full)");
    // Nothing half-written, and the connection still works.
    expect(db.prepare("SELECT count(*) AS n FROM t").get()).toEqual({ n: 0 });
    db.exec(`PRAGMA max_page_count = ${pages + 100}`);
    db.transaction(() => insert.run());
  });

  it("is a read-only file, in a transaction or not", () => {
    const db = database(driver);
    db.exec("PRAGMA query_only = 1");
    const insert = db.prepare("INSERT INTO t VALUES (1)");
    const message =
      "the store cannot be written: read-only file (SQLITE_READONLY: attempt to write a readonly database)";
    expect(() => db.transaction(() => insert.run())).toThrow(message);
    expect(() => insert.run()).toThrow(message);
    expect(() => db.exec("INSERT INTO t VALUES (2)")).toThrow(StoreWriteError);
  });
});

describe("the transaction helper", () => {
  it("throws what failed, not the ROLLBACK's own failure when SQLite already rolled back", () => {
    const statements: string[] = [];
    const exec = (sql: string) => {
      statements.push(sql);
      if (sql === "COMMIT") throw new Error("database or disk is full");
      if (sql === "ROLLBACK") throw new Error("cannot rollback - no transaction is active");
    };
    expect(() => runInTransaction(exec, () => 1)).toThrow("database or disk is full");
    expect(statements).toEqual(["BEGIN IMMEDIATE", "COMMIT", "ROLLBACK"]);
  });
});
