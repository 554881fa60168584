import type pg from "pg";
import { djKey } from "../follows/dj-key.js";
import type { AddFollowResult, Follow } from "../follows/follow.js";
import type { AsyncBotStore } from "./async-store.js";
import { postgresQuery } from "./postgres-query.js";
import { inTransaction } from "./postgres-transaction.js";
import { COUNT_ROW } from "./rows/columns.js";
import {
  DJ_FOLLOW_CLOSED_ROW,
  DJ_FOLLOW_CLOSED_SOURCE,
  DJ_FOLLOW_COLUMNS,
  DJ_FOLLOW_ROW,
  DJ_FOLLOW_SOURCE,
  FOLLOWED_STATION_ROW,
  FOLLOWED_STATION_SOURCE,
} from "./rows/dj-follow-row.js";
import type { RawRow, RowDecoder } from "./rows/row-decoder.js";

/** What the PostgreSQL store keeps of the DJ follows and the closed direct messages. */
export type PostgresFollowStore = Pick<
  AsyncBotStore,
  | "addFollow"
  | "removeFollow"
  | "followsOf"
  | "djFollowersOf"
  | "remindedFollowsOf"
  | "followedStations"
  | "forgetUser"
  | "dropFollowsInGuild"
  | "markDirectMessagesClosed"
  | "directMessagesClosed"
  | "clearDirectMessagesClosed"
>;

/**
 * The advisory lock an add takes on one user in one server, in the two-key form (the store's other advisory locks
 * are single 64-bit keys, a space of their own): the first key names the feature, the second the user and server.
 * Two users whose hashes meet only wait for each other.
 */
const FOLLOW_LOCK = "SELECT pg_advisory_xact_lock(hashtext('dj_follow'), hashtext($1 || ':' || $2))";

/**
 * Adds a follow, or sets the reminder of one the user has; refused at `maxPerUser` follows in the server.
 *
 * The limit is kept by the advisory lock above, taken first in the add's transaction and held to its end. Row
 * locks would not do: `SELECT … FOR UPDATE` locks no row for a user with no follows yet, and never the rows another
 * add is inserting, so two adds at limit−1 would both count limit−1 and both insert; an `INSERT … SELECT` with a count
 * condition has the same blind spot under READ COMMITTED. Under the lock each statement of the second add starts after
 * the first committed, so its count sees the first's row. SERIALIZABLE would do too, at the price of retries.
 */
function addFollow(
  pool: pg.Pool,
  rows: RowDecoder,
  follow: Follow,
  maxPerUser: number,
): Promise<AddFollowResult> {
  return inTransaction(pool, async (client): Promise<AddFollowResult> => {
    const { guildId, userId, station } = follow;
    const key = djKey(follow.dj);
    await client.query(FOLLOW_LOCK, [guildId, userId]);
    const updated = await client.query(
      `UPDATE dj_follow SET remind_minutes = $1
       WHERE guild_id = $2 AND user_id = $3 AND station = $4 AND dj_key = $5`,
      [follow.remindMinutes, guildId, userId, station, key],
    );
    if ((updated.rowCount ?? 0) > 0) return "updated";
    const counted = await client.query<RawRow>(
      "SELECT count(*) AS n FROM dj_follow WHERE guild_id = $1 AND user_id = $2",
      [guildId, userId],
    );
    if ((rows.one(COUNT_ROW, DJ_FOLLOW_SOURCE, counted.rows[0]) ?? 0) >= maxPerUser) return "limit";
    await client.query(
      `INSERT INTO dj_follow (guild_id, user_id, station, dj, dj_key, remind_minutes, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [guildId, userId, station, follow.dj, key, follow.remindMinutes, follow.createdAt],
    );
    return "added";
  });
}

/** The DJ follows over `pool`; `rows` reads the rows (one that does not decode is logged and skipped). */
export function postgresFollowStore(pool: pg.Pool, rows: RowDecoder): PostgresFollowStore {
  const { one, run } = postgresQuery(pool);
  const changed = async (sql: string, params: unknown[]) => (await pool.query(sql, params)).rowCount ?? 0;
  const read = async (sql: string, params: unknown[]) =>
    rows.all(DJ_FOLLOW_ROW, DJ_FOLLOW_SOURCE, (await pool.query<RawRow>(sql, params)).rows);
  return {
    addFollow: (follow, maxPerUser) => addFollow(pool, rows, follow, maxPerUser),
    removeFollow: async (guildId, userId, station, dj) =>
      (await changed(
        "DELETE FROM dj_follow WHERE guild_id = $1 AND user_id = $2 AND station = $3 AND dj_key = $4",
        [guildId, userId, station, djKey(dj)],
      )) > 0,
    followsOf: (guildId, userId) =>
      read(
        `SELECT ${DJ_FOLLOW_COLUMNS} FROM dj_follow WHERE guild_id = $1 AND user_id = $2
         ORDER BY dj_key COLLATE "C", station COLLATE "C"`,
        [guildId, userId],
      ),
    djFollowersOf: (station, dj) =>
      read(
        `SELECT ${DJ_FOLLOW_COLUMNS} FROM dj_follow WHERE station = $1 AND dj_key = $2
         ORDER BY guild_id COLLATE "C", user_id COLLATE "C"`,
        [station, djKey(dj)],
      ),
    // The (station, dj_key) index finds the station's rows; the reminder is filtered on them.
    remindedFollowsOf: (station) =>
      read(
        `SELECT ${DJ_FOLLOW_COLUMNS} FROM dj_follow WHERE station = $1 AND remind_minutes IS NOT NULL
         ORDER BY dj_key COLLATE "C", guild_id COLLATE "C", user_id COLLATE "C"`,
        [station],
      ),
    followedStations: async () =>
      rows.all(
        FOLLOWED_STATION_ROW,
        FOLLOWED_STATION_SOURCE,
        (await pool.query<RawRow>('SELECT DISTINCT station COLLATE "C" AS station FROM dj_follow ORDER BY 1'))
          .rows,
      ),
    forgetUser: (userId) =>
      inTransaction(pool, async (client) => {
        await client.query("DELETE FROM dj_follow_closed WHERE user_id = $1", [userId]);
        return (await client.query("DELETE FROM dj_follow WHERE user_id = $1", [userId])).rowCount ?? 0;
      }),
    dropFollowsInGuild: (guildId, userId) =>
      changed("DELETE FROM dj_follow WHERE guild_id = $1 AND user_id = $2", [guildId, userId]),
    markDirectMessagesClosed: (userId, at) =>
      run(
        `INSERT INTO dj_follow_closed (user_id, closed_at) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET closed_at = excluded.closed_at`,
        [userId, at],
      ),
    directMessagesClosed: async (userId) =>
      rows.one(
        DJ_FOLLOW_CLOSED_ROW,
        DJ_FOLLOW_CLOSED_SOURCE,
        await one("SELECT user_id, closed_at FROM dj_follow_closed WHERE user_id = $1", [userId]),
      ) !== null,
    clearDirectMessagesClosed: (userId) => run("DELETE FROM dj_follow_closed WHERE user_id = $1", [userId]),
  };
}
