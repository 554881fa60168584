import { djName } from "./djs.js";
import { scheduleBetween } from "./schedule.js";

/** A live show of the weekly grid: its host and when it is on air (Unix ms, end exclusive). */
export interface LiveShow {
  readonly dj: string;
  readonly from: number;
  readonly to: number;
}

/** The grid's radio shows overlapping [from, to), oldest first; `now` places the grid's one-time show. */
export function liveShowsBetween(from: number, to: number, serverId: number, now: number): LiveShow[] {
  return scheduleBetween(from, to, serverId, now)
    .filter((event) => event.cast_type === "radioshow" && event.id !== null && typeof event.dj === "number")
    .map((event) => ({
      dj: djName(Number(event.dj)),
      from: Number(event.start_ts) * 1000,
      to: Number(event.end_ts) * 1000,
    }));
}

/** The show on air at `at`, if any. */
export function showAt(shows: readonly LiveShow[], at: number): LiveShow | undefined {
  return shows.find((show) => show.from <= at && at < show.to);
}
