import type { Pool, PoolClient } from "pg";
import type { ReaderLocks } from "./reader-locks.js";

export type { ReaderLocks } from "./reader-locks.js";

/** How often the session is checked, and how soon a check must be answered before the session counts as lost. */
export interface SessionChecks {
  readonly everyMs: number;
  readonly answerWithinMs: number;
}

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

/** Opens a lock session on one connection of the pool, held until `close` or until the connection breaks. */
export async function openReaderLocks(pool: Pool, checks: SessionChecks = CHECKS): Promise<ReaderLocks> {
  const client: PoolClient = await pool.connect();
  const names = new Set<string>();
  let settle: (reason: Error | null) => void = () => {};
  const lost = new Promise<Error | null>((resolve) => (settle = resolve));
  let ended = false;
  const end = (reason: Error | null) => {
    if (ended) return;
    ended = true;
    clearInterval(timer);
    names.clear();
    // Never back into the pool: a connection that held locks is closed, and PostgreSQL frees what it held.
    client.release(reason ?? true);
    settle(reason);
  };
  client.on("error", (error) => end(error));
  // A check waits behind whatever the session is doing: a standby waiting in `acquire` is busy, not gone (its wait
  // has a timeout of its own), so no check runs then, nor while the previous one is out.
  let busy = 0;
  let checking = false;
  const timer = setInterval(() => {
    if (busy > 0 || checking) return;
    checking = true;
    const check = setTimeout(
      () => end(new Error(`the lock session did not answer within ${checks.answerWithinMs} ms`)),
      checks.answerWithinMs,
    );
    check.unref();
    client.query("SELECT 1").then(
      () => {
        clearTimeout(check);
        checking = false;
      },
      (error: Error) => {
        clearTimeout(check);
        end(error);
      },
    );
  }, checks.everyMs);
  timer.unref();
  await client.query(KEEPALIVES);
  // Every session holds the fleet's key shared: counting its holders counts the processes sharing the stations.
  await client.query(`SELECT pg_advisory_lock_shared(${FLEET_KEY})`);

  const take = async (name: string, sql: string): Promise<boolean> => {
    if (ended) throw new Error("the lock session has ended");
    if (names.has(name)) return true;
    busy++;
    const row = await client
      .query<{ ok: boolean }>(sql, [name])
      .then((result) => result.rows[0])
      .finally(() => busy--);
    // A lock granted as the session ended went with it.
    const held = (row?.ok ?? false) && !ended;
    if (held) names.add(name);
    return held;
  };

  return {
    tryAcquire: (name) => take(name, `SELECT pg_try_advisory_lock(${LOCK_ID}) AS ok`),
    tryAcquireMany: async (wanted, max) => {
      if (ended) throw new Error("the lock session has ended");
      const own = wanted.filter((name) => names.has(name)).slice(0, max);
      const others = wanted.filter((name) => !names.has(name));
      if (own.length >= max || others.length === 0) return own;
      busy++;
      // Without ORDER BY the scan stops at the LIMIT: only that many locks are tried and taken.
      const rows = await client
        .query<{ name: string }>(
          `SELECT name FROM unnest($1::text[]) AS name
           WHERE pg_try_advisory_lock(${LOCK_ID.replace("$1", "name")}) LIMIT $2`,
          [others, max - own.length],
        )
        .then((result) => result.rows)
        .finally(() => busy--);
      if (ended) return [];
      for (const row of rows) names.add(row.name);
      return [...own, ...rows.map((row) => row.name)];
    },
    acquire: async (name, timeoutMs) => {
      if (ended) throw new Error("the lock session has ended");
      await client.query("SELECT set_config('lock_timeout', $1, false)", [
        `${Math.max(1, Math.round(timeoutMs))}ms`,
      ]);
      try {
        return await take(name, `SELECT pg_advisory_lock(${LOCK_ID}) IS NOT NULL AS ok`);
      } catch (error) {
        if ((error as { code?: string }).code === "55P03") return false;
        throw error;
      } finally {
        if (!ended) await client.query("SELECT set_config('lock_timeout', '0', false)");
      }
    },
    release: async (name) => {
      if (!names.delete(name) || ended) return;
      await client.query(`SELECT pg_advisory_unlock(${LOCK_ID})`, [name]);
    },
    held: () => [...names],
    lost,
    sessions: async () => {
      if (ended) throw new Error("the lock session has ended");
      busy++;
      const row = await client
        .query<{ n: string }>(FLEET_HOLDERS)
        .then((result) => result.rows[0])
        .finally(() => busy--);
      return Math.max(1, Number(row?.n ?? 1));
    },
    readersOf: async (groups) => {
      if (ended) throw new Error("the lock session has ended");
      const pairs = [...groups].flatMap(([group, members]) => members.map((name) => [name, group] as const));
      const counts = new Map<string, number>([...groups.keys()].map((group) => [group, 0]));
      if (pairs.length === 0) return counts;
      busy++;
      const rows = await client
        .query<{ grp: string; n: string }>(GROUP_READERS, [pairs.map((p) => p[0]), pairs.map((p) => p[1])])
        .then((result) => result.rows)
        .finally(() => busy--);
      for (const row of rows) counts.set(row.grp, Number(row.n));
      return counts;
    },
    close: async () => {
      if (ended) return;
      // Let go before closing, so that another process can take the names as soon as this resolves.
      await client.query("SELECT pg_advisory_unlock_all()").catch(() => undefined);
      end(null);
    },
  };
}
