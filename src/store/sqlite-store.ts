import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { silentLogger, type Logger } from "../log.js";
import { openDatabase, type SqlDriverChoice } from "./open-database.js";
import { sqliteFleet } from "./sqlite-fleet.js";
import { migrateSqlite, sqliteSchemaVersion } from "./sqlite-migrations.js";
import { sqliteAnnouncerStore } from "./sqlite-announcer-store.js";
import { sqliteFollowStore } from "./sqlite-follow-store.js";
import { sqliteGuildStore } from "./sqlite-guild-store.js";
import { sqliteStatsStore } from "./sqlite-stats-store.js";
import { guardWrites, storeFileWatch } from "./store-file-guard.js";
import { COUNT_ROW } from "./rows/columns.js";
import { OUTBOX_COUNT_SOURCE } from "./rows/outbox-row.js";
import { createRowDecoder } from "./rows/row-decoder.js";
import type { BotStore } from "./store.js";

/** The file the bot keeps its state in, under `DATA_DIR`. */
export const DATABASE_FILE = "radio-bot.sqlite3";

/** What a SQLite store may be opened with besides its place and driver. */
export interface SqliteStoreOptions {
  /** How many revisions of the fleet's changes are kept (`CHANGES_KEPT`; fewer in tests of a copy left behind). */
  readonly changesKept?: number;
  /** Where a row this version cannot read is reported (skipped, not trusted); silent when not given (tests). */
  readonly log?: Logger;
}

/** The database file in a data folder (created if missing), or `:memory:` as it is. */
function databasePath(dataDir: string): string {
  if (dataDir === ":memory:") return dataDir;
  mkdirSync(dataDir, { recursive: true });
  return join(dataDir, DATABASE_FILE);
}

/**
 * Opens (creating the folder and file on first start) and migrates the SQLite store. `:memory:` for tests.
 * `driver` picks the SQLite driver; the file is the same for every driver, so a station can change Node freely.
 */
export function openSqliteStore(
  dataDir: string,
  driver: SqlDriverChoice = "auto",
  options: SqliteStoreOptions = {},
): BotStore {
  const path = databasePath(dataDir);
  const opened = openDatabase(path, driver);
  try {
    // A rollback journal, not WAL: the WebAssembly driver has no shared memory for WAL, and a file one driver
    // leaves in WAL mode (or that an older version of the bot did) must open with the other.
    opened.exec("PRAGMA journal_mode = DELETE");
    opened.exec("PRAGMA busy_timeout = 5000");
    migrateSqlite(opened);
  } catch (error) {
    opened.close();
    throw error;
  }

  const log = options.log ?? silentLogger;
  // A file deleted or replaced under the bot would take every write and keep none: each write checks it first.
  const db = path === ":memory:" ? opened : guardWrites(opened, storeFileWatch(path, log).check);
  const rows = createRowDecoder(log);
  const { record, ...fleet } = sqliteFleet(db, rows, options.changesKept);
  const outboxDepth = db.prepare("SELECT count(*) AS n FROM outbox");
  return {
    ...sqliteAnnouncerStore(db, rows),
    ...sqliteGuildStore(db, record, rows),
    ...sqliteFollowStore(db, rows),
    ...fleet,
    stats: sqliteStatsStore(db, rows),
    outboxDepth: () => rows.one(COUNT_ROW, OUTBOX_COUNT_SOURCE, outboxDepth.get()) ?? 0,
    checkWritable: () => {
      // Writing the schema version back unchanged is a real write (journal and all) that changes nothing.
      db.transaction(() => db.exec(`PRAGMA user_version = ${sqliteSchemaVersion(db)}`));
    },
    close: () => {
      db.close();
    },
  };
}
