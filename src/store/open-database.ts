import { loadNodeSqlite, openNodeSqlite } from "./node-sqlite-driver.js";
import type { SqlDatabase, SqlDriverName } from "./sql.js";
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

/** Opens a database file (or `:memory:`) with the chosen driver. */
export function openDatabase(path: string, choice: SqlDriverChoice = "auto"): SqlDatabase {
  return resolveDriver(choice) === "node:sqlite" ? openNodeSqlite(path) : openWasmSqlite(path);
}
