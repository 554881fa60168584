import type { Logger } from "../log.js";
import { asyncStore } from "./async-sqlite-store.js";
import type { AsyncBotStore } from "./async-store.js";
import type { SqlDriverChoice } from "./open-database.js";
import { openSqliteStore } from "./sqlite-store.js";
import { openWhenFree, type StoreWait } from "./wait-for-store.js";

/** Where the bot keeps its state: `DATABASE_URL` when set, else the SQLite file under `DATA_DIR`. */
export interface StoreLocation {
  /** `postgres://…` or `postgresql://…`; empty or missing for SQLite. */
  readonly databaseUrl?: string | undefined;
  readonly dataDir: string;
  readonly sqliteDriver?: SqlDriverChoice;
  /** PostgreSQL: connections the store opens at most (its default when not given). */
  readonly maxConnections?: number;
}

/** Which store a location stands for; anything but a PostgreSQL URL in `DATABASE_URL` is a clear error. */
export function storeKind(location: StoreLocation): "postgres" | "sqlite" {
  const url = location.databaseUrl?.trim();
  if (!url) return "sqlite";
  if (/^postgres(ql)?:\/\//i.test(url)) return "postgres";
  // The URL may carry a password: say what is wrong without repeating it.
  throw new Error(
    "DATABASE_URL must start with postgres:// or postgresql:// (or be empty for the SQLite file)",
  );
}

/** What the store reports: a pooled connection that broke while idle, and rows it skipped (silent when not given). */
export interface StoreReports {
  readonly onIdleError?: (error: Error) => void;
  readonly log?: Logger;
  /** SQLite: how long a start waits for another bot process to let go of the file (`STORE_WAIT_MS`). */
  readonly wait?: Omit<StoreWait, "log">;
}

/** Opens the asynchronous store a location stands for: PostgreSQL for `DATABASE_URL`, SQLite without it. */
export async function openAsyncStore(
  location: StoreLocation,
  reports: StoreReports = {},
): Promise<AsyncBotStore> {
  const { onIdleError, log, wait } = reports;
  if (storeKind(location) === "postgres") {
    // Loaded only here: a station on its SQLite file never loads the PostgreSQL driver.
    const { openPostgresStore } = await import("./postgres-store.js");
    return openPostgresStore({
      url: location.databaseUrl?.trim() ?? "",
      ...(location.maxConnections ? { maxConnections: location.maxConnections } : {}),
      ...(onIdleError ? { onIdleError } : {}),
      ...(log ? { log } : {}),
    });
  }
  const open = () => openSqliteStore(location.dataDir, location.sqliteDriver ?? "auto", log ? { log } : {});
  return asyncStore(await openWhenFree(open, { ...wait, ...(log ? { log } : {}) }));
}
