import { z } from "zod";
import { integerColumn } from "./columns.js";
import type { RowSource } from "./row-decoder.js";

/** The answer of a lock call (`pg_try_advisory_lock`, `pg_advisory_lock`): whether the lock is held now. */
export const LOCK_TAKEN_ROW = z.object({ ok: z.boolean() }).transform((row) => row.ok);

/** A name whose lock was taken, of several tried in one statement. */
export const LOCK_NAME_ROW = z.object({ name: z.string() }).transform((row) => row.name);

/** How many lock sessions hold a name of a group (`grp`, `n`: a count, which PostgreSQL answers as a BIGINT string). */
export const GROUP_READERS_ROW = z
  .object({ grp: z.string(), n: integerColumn })
  .transform((row) => [row.grp, row.n] as const);

/** Where the answers about advisory locks come from, for the log: by the name of a lock. */
export const LOCKS_SOURCE: RowSource = { table: "pg_locks", key: "name" };

/** Where the answers about the readers of groups come from, for the log: by the group. */
export const GROUPS_SOURCE: RowSource = { table: "pg_locks", key: "grp" };
