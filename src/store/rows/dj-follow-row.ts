import { z } from "zod";
import type { Follow } from "../../follows/follow.js";
import { integerColumn } from "./columns.js";
import type { RowSource } from "./row-decoder.js";

/**
 * A `dj_follow` row, the same in both stores (PostgreSQL's BIGINT times come back as strings). A reminder other
 * than 15, 30 or 60 minutes (a newer version's choice) does not decode: the row is skipped.
 */
export const DJ_FOLLOW_ROW = z
  .object({
    guild_id: z.string(),
    user_id: z.string(),
    station: z.string(),
    dj: z.string(),
    remind_minutes: z.union([z.literal(15), z.literal(30), z.literal(60), z.null()]),
    created_at: integerColumn,
  })
  .transform((row): Follow => ({
    guildId: row.guild_id,
    userId: row.user_id,
    station: row.station,
    dj: row.dj,
    remindMinutes: row.remind_minutes,
    createdAt: row.created_at,
  }));

/** Where a `dj_follow` row comes from, for the log. */
export const DJ_FOLLOW_SOURCE: RowSource = { table: "dj_follow", key: "user_id" };

/** The columns a `dj_follow` read selects, in the order `DJ_FOLLOW_ROW` reads them. */
export const DJ_FOLLOW_COLUMNS = "guild_id, user_id, station, dj, remind_minutes, created_at";

/** A `dj_follow_closed` row: when the user's direct messages were found closed (Unix ms). */
export const DJ_FOLLOW_CLOSED_ROW = z.object({ closed_at: integerColumn }).transform((row) => row.closed_at);

/** Where a `dj_follow_closed` row comes from, for the log. */
export const DJ_FOLLOW_CLOSED_SOURCE: RowSource = { table: "dj_follow_closed", key: "user_id" };

/** A station of `followedStations`' `SELECT DISTINCT station`. */
export const FOLLOWED_STATION_ROW = z.object({ station: z.string() }).transform((row) => row.station);

/** Where a followed station's row comes from, for the log. */
export const FOLLOWED_STATION_SOURCE: RowSource = { table: "dj_follow", key: "station" };
