import { statSync } from "node:fs";
import type { Logger } from "../log.js";
import type { SqlDatabase, SqlStatement } from "./sql.js";
import { StoreUnavailableError } from "./store-unavailable.js";

/** Which file a path names: the device and inode, as the kernel sees them (null: no file there). */
interface FileIdentity {
  readonly dev: number;
  readonly ino: number;
}

function identityOf(path: string): FileIdentity | null {
  try {
    const { dev, ino } = statSync(path);
    return { dev, ino };
  } catch {
    return null;
  }
}

/**
 * Watches that the store's file is still the one opened: a file deleted (or replaced, e.g. a backup moved over
 * it) while the bot runs keeps taking writes through the open handle, into a file nobody will open again. The
 * first time it is found gone, `log` is told once; from then on every check throws {@link StoreUnavailableError}.
 */
export function storeFileWatch(path: string, log: Logger): { readonly check: () => void } {
  const opened = identityOf(path);
  let gone = false;
  return {
    check: () => {
      if (!gone) {
        const now = identityOf(path);
        gone = opened === null || now === null || now.dev !== opened.dev || now.ino !== opened.ino;
        if (gone) log.error(new StoreUnavailableError(path).message);
      }
      if (gone) throw new StoreUnavailableError(path);
    },
  };
}

/**
 * The database with `check` before every write: each statement's `run` and every `exec` outside a transaction,
 * and the first of them inside one (a transaction that is refused is rolled back whole). Reads are served as they
 * are: what this process wrote is still there for it to read until it stops.
 */
export function guardWrites(db: SqlDatabase, check: () => void): SqlDatabase {
  let inTransaction = false;
  let checked = false;
  const guard = () => {
    if (inTransaction && checked) return;
    check();
    checked = inTransaction;
  };
  return {
    driver: db.driver,
    exec: (sql) => {
      guard();
      db.exec(sql);
    },
    prepare: (sql): SqlStatement => {
      const statement = db.prepare(sql);
      return {
        run: (...params) => {
          guard();
          return statement.run(...params);
        },
        get: (...params) => statement.get(...params),
        all: (...params) => statement.all(...params),
      };
    },
    transaction: (body) => {
      inTransaction = true;
      checked = false;
      try {
        return db.transaction(body);
      } finally {
        inTransaction = false;
        checked = false;
      }
    },
    close: () => db.close(),
  };
}
