import { createRequire } from "node:module";
import { setFlagsFromString } from "node:v8";
import type * as NodeSqliteWasm from "node-sqlite3-wasm";
import type { SqlDatabase, SqlStatement, SqlValue } from "./sql.js";
import { runInTransaction } from "./sql.js";
import { answerReservedLockRightly } from "./wasm-lock-folder.js";

const require = createRequire(import.meta.url);

/**
 * How much WebAssembly runs before V8 compiles a hot function again with its optimizing compiler: a hundred times
 * V8's default (1,800,000). With the default, a start's first queries (the migrations, the journal mode) make
 * SQLite's functions hot at once, and their optimizing compiles held the bot's main thread for 0.4–0.6 s on Node 20
 * (2 cores), just as it logged in to Discord: the login took 0.55 s instead of 0.05. Later they are compiled all the
 * same, once they have run that much; the budget is V8's own flag, set before the module is compiled.
 */
const TIERING_BUDGET = 180_000_000;

/**
 * Opens a database file (or `:memory:`) with SQLite compiled to WebAssembly (`node-sqlite3-wasm`): no native
 * code, so it runs on every Node, including those without `node:sqlite`. Its statements live in WebAssembly
 * memory, which no garbage collector frees, so this wrapper finalizes them all when the database closes.
 */
export function openWasmSqlite(path: string): SqlDatabase {
  // Loaded on first use: a Node with node:sqlite never pays for compiling the WebAssembly module.
  setFlagsFromString(`--wasm-tiering-budget=${String(TIERING_BUDGET)}`);
  const { Database } = require("node-sqlite3-wasm") as typeof NodeSqliteWasm;
  // Before the first read: that read is where SQLite rolls back a journal a killed process left.
  const forget = path === ":memory:" ? () => undefined : answerReservedLockRightly(path);
  let db: NodeSqliteWasm.Database;
  try {
    db = new Database(path);
  } catch (error) {
    forget();
    throw error;
  }
  try {
    settleJournalMode(db);
  } catch (error) {
    db.close();
    forget();
    throw error;
  }
  const statements = new Set<NodeSqliteWasm.Statement>();
  const exec = (sql: string) => {
    db.exec(sql);
  };
  return {
    driver: "wasm",
    exec,
    prepare(sql): SqlStatement {
      let statement = db.prepare(sql);
      statements.add(statement);
      let failed = false;
      const use = <T>(body: (statement: NodeSqliteWasm.Statement) => T): T => {
        // The package cannot reset a statement whose last step failed (sqlite3_reset repeats the failure), so
        // after one full disk it would fail for good: a fresh one takes its place.
        if (failed) {
          finalizeQuietly(statement);
          statements.delete(statement);
          statement = db.prepare(sql);
          statements.add(statement);
          failed = false;
        }
        try {
          return body(statement);
        } catch (error) {
          failed = true;
          throw error;
        }
      };
      return {
        run: (...params: SqlValue[]) => use((s) => ({ changes: s.run(params).changes })),
        // Run to the end: a statement left on its first row keeps the file locked (this VFS locks with a folder).
        get: (...params: SqlValue[]) => use((s) => s.all(params)[0]),
        all: (...params: SqlValue[]) => use((s) => s.all(params)),
      };
    },
    transaction: (body) => runInTransaction(exec, body),
    close: () => {
      if (!db.isOpen) return;
      for (const statement of statements) finalizeQuietly(statement);
      statements.clear();
      db.close();
      forget();
    },
  };
}

/**
 * WebAssembly has no shared memory for WAL. In exclusive locking mode SQLite needs none, so a file left in WAL
 * mode (by an older bot, or a crash) still opens, with its unsaved WAL, and is turned into a rollback journal;
 * then the lock is let go, as with any other driver.
 */
function settleJournalMode(db: NodeSqliteWasm.Database): void {
  db.exec("PRAGMA locking_mode = EXCLUSIVE");
  db.get("SELECT count(*) FROM sqlite_master");
  db.exec("PRAGMA journal_mode = DELETE");
  db.exec("PRAGMA locking_mode = NORMAL");
  // The exclusive lock is let go at the next read.
  db.get("SELECT count(*) FROM sqlite_master");
}

/**
 * finalize repeats the statement's last failure (a full disk, say), already thrown where it happened; the
 * statement is gone all the same, and the file must still close, or its lock folder stays.
 */
function finalizeQuietly(statement: NodeSqliteWasm.Statement): void {
  try {
    statement.finalize();
  } catch {
    // Reported where it happened.
  }
}
