import { DAY_MS } from "./time-zone.js";

/**
 * How long before the read that sees it a track on air may have started. A `ts` older than this (in seconds
 * instead of milliseconds, 0, a panel clock years off) is not a start time: the play is kept at the read instead.
 */
export const MAX_ON_AIR_MS = DAY_MS;

/**
 * Whether a history `ts` is a play time to keep: a finite Unix-ms instant in [from, until). The one check of a
 * play's time, shared by the backfill (its horizon and the bot's first read) and the live reads (a day before the
 * read, to the read), so that a `ts` in seconds or 0 is never kept in January 1970. Pure.
 */
export function isPlayTimeWithin(ts: number, from: number, until: number): boolean {
  return Number.isFinite(ts) && ts >= from && ts < until;
}

/** When a track seen on air at `at` started: the panel's `startedAt` when it is a play time, else the read's. */
export function livePlayTime(startedAt: number, at: number): number {
  return isPlayTimeWithin(startedAt, at - MAX_ON_AIR_MS, at + 1) ? startedAt : at;
}
