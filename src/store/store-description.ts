import { resolveDriver } from "./open-database.js";
import { storeKind, type StoreLocation } from "./open-async-store.js";

/**
 * Where the bot keeps its state, for the log: the SQLite file's folder and driver, or the PostgreSQL server and
 * database, never the URL's user or password.
 */
export function storeDescription(location: StoreLocation): string {
  if (storeKind(location) === "sqlite") {
    return `${location.dataDir} (SQLite via ${resolveDriver(location.sqliteDriver ?? "auto")})`;
  }
  try {
    const url = new URL(location.databaseUrl?.trim() ?? "");
    const database = decodeURIComponent(url.pathname.replace(/^\//, ""));
    return `PostgreSQL at ${url.host || "the default host"}${database ? `, database ${database}` : ""}`;
  } catch {
    return "PostgreSQL";
  }
}
