import { djKey } from "../follows/dj-key.js";
import type { AddFollowResult, Follow } from "../follows/follow.js";
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
import type { RowDecoder } from "./rows/row-decoder.js";
import type { SqlDatabase } from "./sql.js";
import type { DjFollowStore } from "./store.js";

/** The statements of the DJ follows and the closed direct messages, prepared once. */
function prepareFollowStatements(db: SqlDatabase) {
  return {
    updateReminder: db.prepare(
      `UPDATE dj_follow SET remind_minutes = ?
       WHERE guild_id = ? AND user_id = ? AND station = ? AND dj_key = ?`,
    ),
    countInGuild: db.prepare("SELECT count(*) AS n FROM dj_follow WHERE guild_id = ? AND user_id = ?"),
    insert: db.prepare(
      `INSERT INTO dj_follow (guild_id, user_id, station, dj, dj_key, remind_minutes, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ),
    remove: db.prepare(
      "DELETE FROM dj_follow WHERE guild_id = ? AND user_id = ? AND station = ? AND dj_key = ?",
    ),
    followsOf: db.prepare(
      `SELECT ${DJ_FOLLOW_COLUMNS} FROM dj_follow WHERE guild_id = ? AND user_id = ? ORDER BY dj_key, station`,
    ),
    followersOf: db.prepare(
      `SELECT ${DJ_FOLLOW_COLUMNS} FROM dj_follow WHERE station = ? AND dj_key = ? ORDER BY guild_id, user_id`,
    ),
    // The (station, dj_key) index finds the station's rows in this order; the reminder is filtered on them.
    remindedOf: db.prepare(
      `SELECT ${DJ_FOLLOW_COLUMNS} FROM dj_follow WHERE station = ? AND remind_minutes IS NOT NULL
       ORDER BY dj_key, guild_id, user_id`,
    ),
    // The (station, dj_key) index has the stations in order: no table scan.
    stations: db.prepare("SELECT DISTINCT station FROM dj_follow ORDER BY station"),
    forgetFollows: db.prepare("DELETE FROM dj_follow WHERE user_id = ?"),
    dropInGuild: db.prepare("DELETE FROM dj_follow WHERE guild_id = ? AND user_id = ?"),
    markClosed: db.prepare(
      `INSERT INTO dj_follow_closed (user_id, closed_at) VALUES (?, ?)
       ON CONFLICT (user_id) DO UPDATE SET closed_at = excluded.closed_at`,
    ),
    closed: db.prepare("SELECT user_id, closed_at FROM dj_follow_closed WHERE user_id = ?"),
    clearClosed: db.prepare("DELETE FROM dj_follow_closed WHERE user_id = ?"),
  };
}

type FollowStatements = ReturnType<typeof prepareFollowStatements>;

/**
 * Adds a follow, or sets the reminder of one the user has; refused at `maxPerUser` follows in the server. In an
 * IMMEDIATE transaction: the write lock is taken before the count, so two adds (two connections on the file) go in
 * turn.
 */
function addFollow(
  db: SqlDatabase,
  statements: FollowStatements,
  rows: RowDecoder,
  follow: Follow,
  maxPerUser: number,
): AddFollowResult {
  return db.transaction(() => {
    const { guildId, userId, station } = follow;
    const key = djKey(follow.dj);
    if (statements.updateReminder.run(follow.remindMinutes, guildId, userId, station, key).changes > 0)
      return "updated";
    const count = rows.one(COUNT_ROW, DJ_FOLLOW_SOURCE, statements.countInGuild.get(guildId, userId)) ?? 0;
    if (count >= maxPerUser) return "limit";
    statements.insert.run(guildId, userId, station, follow.dj, key, follow.remindMinutes, follow.createdAt);
    return "added";
  });
}

/**
 * The DJ follows and the closed direct messages over `db`; `rows` reads the rows (one that does not decode is
 * logged and skipped).
 */
export function sqliteFollowStore(db: SqlDatabase, rows: RowDecoder): DjFollowStore {
  const statements = prepareFollowStatements(db);
  return {
    addFollow: (follow, maxPerUser) => addFollow(db, statements, rows, follow, maxPerUser),
    removeFollow: (guildId, userId, station, dj) =>
      statements.remove.run(guildId, userId, station, djKey(dj)).changes > 0,
    followsOf: (guildId, userId) =>
      rows.all(DJ_FOLLOW_ROW, DJ_FOLLOW_SOURCE, statements.followsOf.all(guildId, userId)),
    djFollowersOf: (station, dj) =>
      rows.all(DJ_FOLLOW_ROW, DJ_FOLLOW_SOURCE, statements.followersOf.all(station, djKey(dj))),
    remindedFollowsOf: (station) =>
      rows.all(DJ_FOLLOW_ROW, DJ_FOLLOW_SOURCE, statements.remindedOf.all(station)),
    followedStations: () =>
      rows.all(FOLLOWED_STATION_ROW, FOLLOWED_STATION_SOURCE, statements.stations.all()),
    forgetUser: (userId) =>
      db.transaction(() => {
        statements.clearClosed.run(userId);
        return statements.forgetFollows.run(userId).changes;
      }),
    dropFollowsInGuild: (guildId, userId) => statements.dropInGuild.run(guildId, userId).changes,
    markDirectMessagesClosed: (userId, at) => {
      statements.markClosed.run(userId, at);
    },
    directMessagesClosed: (userId) =>
      rows.one(DJ_FOLLOW_CLOSED_ROW, DJ_FOLLOW_CLOSED_SOURCE, statements.closed.get(userId)) !== null,
    clearDirectMessagesClosed: (userId) => {
      statements.clearClosed.run(userId);
    },
  };
}
