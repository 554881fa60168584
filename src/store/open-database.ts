import { loadNodeSqlite, openNodeSqlite } from "./node-sqlite-driver.js";
import type { SqlDatabase, SqlDriverName, SqlStatement } from "./sql.js";
import { classifyFailure } from "./sql-write-error.js";
import { holdStore } from "./store-owner.js";
import { removeDeadLockFolder } from "./wasm-lock-folder.js";
import { openWasmSqlite } from "./wasm-sqlite-driver.js";

/** Which driver to use: `auto` takes `node:sqlite` where this Node has it, else the WebAssembly build. */
export type SqlDriverChoice = "auto" | SqlDriverName;

/** The drivers this Node can run, preferred first. */
export function availableDrivers(): SqlDriverName[] {
  return loadNodeSqlite() ? ["node:sqlite", "wasm"] : ["wasm"];
}

/** The driver a choice stands for on this Node; a driver this Node lacks is a clear error. */
export function resolveDriver(choice: SqlDriverChoice): SqlDriverName {
  const driver = choice === "auto" ? (availableDrivers()[0] ?? "wasm") : choice;
  if (driver === "node:sqlite" && !loadNodeSqlite()) {
    throw new Error(
      `SQLITE_DRIVER=node:sqlite needs Node 22.13 or newer (this is ${process.version}); use auto or wasm`,
    );
  }
  return driver;
}

/**
 * Opens a database file (or `:memory:`) with the chosen driver. A file is this process's alone while it is open
 * (`holdStore`): another live process's file is refused with `StoreHeldError`, and what a dead one left (its owner
 * record, the WebAssembly driver's lock folder) is cleared at once. A write the file or the disk refuses is thrown
 * as a `StoreWriteError` that says so.
 */
export function openDatabase(path: string, choice: SqlDriverChoice = "auto"): SqlDatabase {
  const driver = resolveDriver(choice);
  if (path === ":memory:") return classified(openWith(driver, path));
  const { first, release } = holdStore(path);
  try {
    // No live process but this one may use the file, and none of this one's connections has it open yet.
    if (first) removeDeadLockFolder(path);
    const db = classified(openWith(driver, path));
    return {
      ...db,
      close: () => {
        db.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

function openWith(driver: SqlDriverName, path: string): SqlDatabase {
  return driver === "node:sqlite" ? openNodeSqlite(path) : openWasmSqlite(path);
}

/** The database with every failure of a write the file or the disk refused said as such. */
function classified(db: SqlDatabase): SqlDatabase {
  return {
    driver: db.driver,
    exec: (sql) => classifyFailure(() => db.exec(sql)),
    prepare(sql): SqlStatement {
      const statement = db.prepare(sql);
      return {
        run: (...params) => classifyFailure(() => statement.run(...params)),
        get: (...params) => classifyFailure(() => statement.get(...params)),
        all: (...params) => classifyFailure(() => statement.all(...params)),
      };
    },
    transaction: (body) => classifyFailure(() => db.transaction(body)),
    close: () => db.close(),
  };
}
