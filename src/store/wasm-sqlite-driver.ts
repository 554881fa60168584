import { rmdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import type * as NodeSqliteWasm from "node-sqlite3-wasm";
import type { SqlDatabase, SqlStatement, SqlValue } from "./sql.js";
import { runInTransaction } from "./sql.js";

const require = createRequire(import.meta.url);

/**
 * Opens a database file (or `:memory:`) with SQLite compiled to WebAssembly (`node-sqlite3-wasm`): no native
 * code, so it runs on every Node, including those without `node:sqlite`. Its statements live in WebAssembly
 * memory, which no garbage collector frees, so this wrapper finalizes them all when the database closes.
 */
export function openWasmSqlite(path: string): SqlDatabase {
  // Loaded on first use: a Node with node:sqlite never pays for compiling the WebAssembly module.
  const { Database } = require("node-sqlite3-wasm") as typeof NodeSqliteWasm;
  removeStaleLock(path);
  const db = new Database(path);
  // WebAssembly has no shared memory for WAL. In exclusive locking mode SQLite needs none, so a file left in WAL
  // mode (by an older bot, or a crash) still opens, with its unsaved WAL, and is turned into a rollback journal;
  // then the lock is let go, as with any other driver.
  db.exec("PRAGMA locking_mode = EXCLUSIVE");
  db.get("SELECT count(*) FROM sqlite_master");
  db.exec("PRAGMA journal_mode = DELETE");
  db.exec("PRAGMA locking_mode = NORMAL");
  // The exclusive lock is let go at the next read.
  db.get("SELECT count(*) FROM sqlite_master");
  const statements: NodeSqliteWasm.Statement[] = [];
  const exec = (sql: string) => {
    db.exec(sql);
  };
  return {
    driver: "wasm",
    exec,
    prepare(sql): SqlStatement {
      const statement = db.prepare(sql);
      statements.push(statement);
      return {
        run: (...params: SqlValue[]) => ({ changes: statement.run(params).changes }),
        // Run to the end: a statement left on its first row keeps the file locked (this VFS locks with a folder).
        get: (...params: SqlValue[]) => statement.all(params)[0],
        all: (...params: SqlValue[]) => statement.all(params),
      };
    },
    transaction: (body) => runInTransaction(exec, body),
    close: () => {
      if (!db.isOpen) return;
      for (const statement of statements.splice(0)) statement.finalize();
      db.close();
    },
  };
}

/** A lock held longer than this belongs to a process that died holding it: the bot holds one for milliseconds. */
const STALE_LOCK_MS = 30_000;

/**
 * This driver locks the file by creating the folder `<file>.lock`, which a process killed in the middle of a write
 * leaves behind; without this, every later start would find the database locked for good.
 */
function removeStaleLock(path: string, now = Date.now()): void {
  if (path === ":memory:") return;
  const lock = `${path}.lock`;
  try {
    if (now - statSync(lock).mtimeMs > STALE_LOCK_MS) rmdirSync(lock);
  } catch {
    // No lock, or another process just took or let go of it: both are fine.
  }
}
