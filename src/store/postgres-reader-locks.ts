import type { Pool } from "pg";
import { silentLogger } from "../log.js";
import { postgresErrorCode } from "./postgres-error-code.js";
import { driveLockSession, type LockSession, type SessionChecks } from "./postgres-lock-session.js";
import type { ReaderLocks } from "./reader-locks.js";
import { COUNT_ROW } from "./rows/columns.js";
import {
  GROUP_READERS_ROW,
  GROUPS_SOURCE,
  LOCK_NAME_ROW,
  LOCK_TAKEN_ROW,
  LOCKS_SOURCE,
} from "./rows/lock-rows.js";
import { createRowDecoder, type RawRow, type RowDecoder } from "./rows/row-decoder.js";

export type { ReaderLocks } from "./reader-locks.js";
export type { SessionChecks } from "./postgres-lock-session.js";

const CHECKS: SessionChecks = { everyMs: 5_000, answerWithinMs: 5_000 };
/** Server-side keepalives: a holder whose machine vanished is noticed (and its locks freed) within about 11 s. */
const KEEPALIVES =
  "SET tcp_keepalives_idle = 5; SET tcp_keepalives_interval = 2; SET tcp_keepalives_count = 3";
/**
 * The key every lock session of the fleet holds shared. Advisory locks are per database, so the schema is in every
 * key: two bots (or two tests) in schemas of their own on one database never share a station or a fleet.
 */
const FLEET_KEY = "hashtextextended('radio-bot:fleet:' || current_schema(), 0)";
/**
 * A granted advisory lock of this database on `key`, as a row `l` of pg_locks shows it: a 64-bit key as two
 * unsigned 32-bit halves, classid (high) and objid (low).
 */
const HOLDS = (key: string) => `l.locktype = 'advisory' AND l.objsubid = 1 AND l.granted
    AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
    AND l.classid::bigint = (${key} >> 32) & 4294967295 AND l.objid::bigint = ${key} & 4294967295`;
const FLEET_HOLDERS = `WITH k AS (SELECT ${FLEET_KEY} AS key)
  SELECT count(*) AS n FROM pg_locks l, k WHERE ${HOLDS("k.key")}`;
/** A lock's number: 64 bits of the schema and name's hash, in a namespace of its own so other advisory locks never collide. */
const LOCK_ID = "hashtextextended('radio-bot:reader:' || current_schema() || ':' || $1, 0)";
/** Per group of names, the sessions holding one of them: $1 the names, $2 each name's group. */
const GROUP_READERS = `WITH wanted AS (
    SELECT t.grp, ${LOCK_ID.replace("$1", "t.name")} AS key FROM unnest($1::text[], $2::text[]) AS t(name, grp))
  SELECT w.grp, count(DISTINCT l.pid) AS n FROM wanted w JOIN pg_locks l ON ${HOLDS("w.key")}
  GROUP BY w.grp`;

/** A lock session, and how its answers are read. */
interface Locks {
  readonly session: LockSession;
  readonly rows: RowDecoder;
}

/** Takes one name's lock with `sql` (its one parameter the name), unless the session already holds it. */
async function take({ session, rows }: Locks, name: string, sql: string): Promise<boolean> {
  session.assertLive();
  if (session.state().names.has(name)) return true;
  const row = await session.whileBusy(() =>
    session.client.query<RawRow>(sql, [name]).then((result) => result.rows[0]),
  );
  if (!(rows.one(LOCK_TAKEN_ROW, LOCKS_SOURCE, row) ?? false)) return false;
  session.dispatch({ kind: "granted", names: [name] });
  // A lock granted as the session ended went with it.
  return session.state().names.has(name);
}

/** Takes up to `max` of `wanted` in one round trip (see `ReaderLocks.tryAcquireMany`). */
async function takeMany({ session, rows }: Locks, wanted: readonly string[], max: number): Promise<string[]> {
  session.assertLive();
  const names = session.state().names;
  const own = wanted.filter((name) => names.has(name)).slice(0, max);
  const others = wanted.filter((name) => !names.has(name));
  if (own.length >= max || others.length === 0) return own;
  // Without ORDER BY the scan stops at the LIMIT: only that many locks are tried and taken.
  const taken = await session.whileBusy(() =>
    session.client
      .query<RawRow>(
        `SELECT name FROM unnest($1::text[]) AS name
         WHERE pg_try_advisory_lock(${LOCK_ID.replace("$1", "name")}) LIMIT $2`,
        [others, max - own.length],
      )
      .then((result) => rows.all(LOCK_NAME_ROW, LOCKS_SOURCE, result.rows)),
  );
  if (session.state().ended) return [];
  session.dispatch({ kind: "granted", names: taken });
  return [...own, ...taken];
}

/** Waits up to `timeoutMs` for a name's lock (see `ReaderLocks.acquire`). */
async function waitFor(locks: Locks, name: string, timeoutMs: number): Promise<boolean> {
  const { session } = locks;
  session.assertLive();
  const { client } = session;
  await client.query("SELECT set_config('lock_timeout', $1, false)", [
    `${Math.max(1, Math.round(timeoutMs))}ms`,
  ]);
  try {
    return await take(locks, name, `SELECT pg_advisory_lock(${LOCK_ID}) IS NOT NULL AS ok`);
  } catch (error) {
    if (postgresErrorCode(error) === "55P03") return false;
    throw error;
  } finally {
    if (!session.state().ended) await client.query("SELECT set_config('lock_timeout', '0', false)");
  }
}

/** For each group of names, how many sessions of the fleet hold one of them (see `ReaderLocks.readersOf`). */
async function readersOf(
  { session, rows }: Locks,
  groups: ReadonlyMap<string, readonly string[]>,
): Promise<Map<string, number>> {
  session.assertLive();
  const pairs = [...groups].flatMap(([group, members]) => members.map((name) => [name, group] as const));
  const counts = new Map<string, number>([...groups.keys()].map((group) => [group, 0]));
  if (pairs.length === 0) return counts;
  const readers = await session.whileBusy(() =>
    session.client
      .query<RawRow>(GROUP_READERS, [pairs.map((p) => p[0]), pairs.map((p) => p[1])])
      .then((result) => rows.all(GROUP_READERS_ROW, GROUPS_SOURCE, result.rows)),
  );
  for (const [group, n] of readers) counts.set(group, n);
  return counts;
}

/**
 * Opens a lock session on one connection of the pool, held until `close` or until the connection breaks; `rows`
 * reads PostgreSQL's answers (silent when not given: tests).
 */
export async function openReaderLocks(
  pool: Pool,
  checks: SessionChecks = CHECKS,
  rows: RowDecoder = createRowDecoder(silentLogger),
): Promise<ReaderLocks> {
  const session = driveLockSession(await pool.connect(), checks);
  const locks: Locks = { session, rows };
  const { client } = session;
  await client.query(KEEPALIVES);
  // Every session holds the fleet's key shared: counting its holders counts the processes sharing the stations.
  await client.query(`SELECT pg_advisory_lock_shared(${FLEET_KEY})`);
  return {
    tryAcquire: (name) => take(locks, name, `SELECT pg_try_advisory_lock(${LOCK_ID}) AS ok`),
    tryAcquireMany: (wanted, max) => takeMany(locks, wanted, max),
    acquire: (name, timeoutMs) => waitFor(locks, name, timeoutMs),
    release: async (name) => {
      const { names, ended } = session.state();
      if (!names.has(name)) return;
      session.dispatch({ kind: "released", name });
      if (ended) return;
      await client.query(`SELECT pg_advisory_unlock(${LOCK_ID})`, [name]);
    },
    held: () => [...session.state().names],
    lost: session.lost,
    sessions: async () => {
      session.assertLive();
      const row = await session.whileBusy(() =>
        client.query<RawRow>(FLEET_HOLDERS).then((result) => result.rows[0]),
      );
      return Math.max(1, rows.one(COUNT_ROW, LOCKS_SOURCE, row) ?? 1);
    },
    readersOf: (groups) => readersOf(locks, groups),
    close: async () => {
      if (session.state().ended) return;
      // Let go before closing, so that another process can take the names as soon as this resolves.
      await client.query("SELECT pg_advisory_unlock_all()").catch(() => undefined);
      session.dispatch({ kind: "closed" });
    },
  };
}
