import { z } from "zod";
import { integerColumn } from "./columns.js";

/**
 * SQLite's `PRAGMA user_version` answer: the schema version of the file. Read with `parse`, not skipped: a database
 * whose version cannot be read is not migrated, and the store does not open.
 */
export const SQLITE_SCHEMA_VERSION_ROW = z
  .object({ user_version: integerColumn })
  .transform((row) => row.user_version);

/** The newest version in PostgreSQL's `schema_migrations` (`max(version) AS version`), 0 for none; read as above. */
export const POSTGRES_SCHEMA_VERSION_ROW = z
  .object({ version: integerColumn.nullable() })
  .transform((row) => row.version ?? 0);
