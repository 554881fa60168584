import type { HistoryEntry, HistoryPage } from "../panel/schemas.js";
import { isPlayTimeWithin } from "./play-time.js";
import { DAY_MS } from "./time-zone.js";

/** How far a backfill from the panel's history may go for one station. */
export interface BackfillLimits {
  /** Plays older than this before the start are not wanted. */
  readonly maxAgeMs: number;
  /** History pages read at most (each one request through the panel gate). */
  readonly maxRequests: number;
  /** Entries asked for per page; a page with more (a panel that ignores `limit`) is cut to this many. */
  readonly pageSize: number;
  /** Plays taken at most: what the backfill keeps of a station until it ends (their times and audience). */
  readonly maxPlays: number;
  /** Bytes of history answers read at most (each page at most the client's 1 MB cap). */
  readonly maxBytes: number;
}

/**
 * The bounds: a week, 50 requests, pages of 50 (the history reader's page size), so at most 2,500 plays, and 4 MB
 * of answers (a page of 50 plays is about 30 KB: 50 pages of a sane panel are 1.5 MB).
 */
export const BACKFILL_LIMITS: BackfillLimits = {
  maxAgeMs: 7 * DAY_MS,
  maxRequests: 50,
  pageSize: 50,
  maxPlays: 2_500,
  maxBytes: 4 * 1_048_576,
};

/** The most entries of a last page taken (the panel client's `MAX_PAGE_ENTRIES`: what it reads of a page). */
const LAST_PAGE_MAX = 500;

/** Why a backfill stopped. */
export type BackfillStopReason =
  | "reached-horizon" // a page reached plays older than maxAgeMs
  | "end-of-history" // the panel keeps no older plays (no next page, or an empty one)
  | "request-limit" // maxRequests pages were read
  | "size-limit" // maxPlays plays were taken or maxBytes of answers read
  | "failed"; // a request failed: the backfill does not retry, the station is left as it is

/** Where a station's backfill stands; changed only by {@link afterBackfillPage}. */
export interface BackfillState {
  /** Plays from this instant on are wanted: the start minus maxAgeMs. */
  readonly horizon: number;
  /** Plays before this instant are wanted: when the bot's own records of the station begin. */
  readonly until: number;
  readonly requests: number;
  /** Bytes of answers read so far. */
  readonly bytes: number;
  /** Pages that held more entries than asked for (a panel that ignores `limit`). */
  readonly overfull: number;
  /** The history offset of the next page: entries already read (newest first). */
  readonly offset: number;
  /** Ids of the plays already taken, so a play pushed to the next page by a new one is taken once. */
  readonly seen: ReadonlySet<number>;
  readonly stopped: BackfillStopReason | null;
}

/** The next step: read a history page, or stop. */
export type BackfillStep =
  | { readonly kind: "fetch"; readonly offset: number; readonly limit: number }
  | { readonly kind: "stop"; readonly reason: BackfillStopReason };

/** A page's outcome: the page read, or that the request failed (the reason is the caller's to log). */
export type BackfillPageResult = { readonly ok: true; readonly page: HistoryPage } | { readonly ok: false };

/**
 * A backfill starting at `now` for plays before `until` (when the bot's own records begin; `now` when there are
 * none yet), going back at most `limits.maxAgeMs`.
 */
export function startBackfill(now: number, until: number, limits = BACKFILL_LIMITS): BackfillState {
  return {
    horizon: now - limits.maxAgeMs,
    until: Math.min(until, now),
    requests: 0,
    bytes: 0,
    overfull: 0,
    offset: 0,
    seen: new Set(),
    stopped: null,
  };
}

/** What to do next: the page at the state's offset, or stop (already stopped, or out of requests). */
export function nextBackfillStep(state: BackfillState, limits = BACKFILL_LIMITS): BackfillStep {
  if (state.stopped) return { kind: "stop", reason: state.stopped };
  if (state.until <= state.horizon) return { kind: "stop", reason: "reached-horizon" };
  if (state.requests >= limits.maxRequests) return { kind: "stop", reason: "request-limit" };
  return { kind: "fetch", offset: state.offset, limit: limits.pageSize };
}

/**
 * The state after a page, and the page's plays wanted (in [horizon, until), not taken before, oldest first). A
 * failure stops the backfill at once; so does a page that reaches past the horizon or ends the history, and one
 * that takes the backfill to `maxPlays` plays or `maxBytes` read. A page with more to follow
 * is cut to `pageSize` entries first.
 */
export function afterBackfillPage(
  state: BackfillState,
  result: BackfillPageResult,
  limits = BACKFILL_LIMITS,
): { readonly state: BackfillState; readonly entries: readonly HistoryEntry[] } {
  const requests = state.requests + 1;
  if (!result.ok) return { state: { ...state, requests, stopped: "failed" }, entries: [] };
  const { next, bytes = 0 } = result.page;
  // A page that says more follow is cut to what was asked (the rest comes again); the last one, to a page's most.
  const overfull =
    result.page.overfull === true || (next !== null && result.page.results.length > limits.pageSize);
  const results = result.page.results.slice(0, next === null ? LAST_PAGE_MAX : limits.pageSize);
  const seen = new Set(state.seen);
  const room = Math.max(0, limits.maxPlays - state.seen.size);
  const wanted = results
    .filter((entry) => isPlayTimeWithin(entry.ts, state.horizon, state.until) && !seen.has(entry.id))
    .sort((a, b) => a.ts - b.ts);
  // Newest first when there is no room for all: the days nearest the bot's own records are kept.
  const entries = wanted.slice(Math.max(0, wanted.length - room));
  for (const entry of entries) seen.add(entry.id);
  const read = state.bytes + bytes;
  const oldest = Math.min(...results.map((entry) => entry.ts));
  const stopped: BackfillStopReason | null =
    results.length === 0 || next === null
      ? "end-of-history"
      : oldest < state.horizon
        ? "reached-horizon"
        : seen.size >= limits.maxPlays || read >= limits.maxBytes
          ? "size-limit"
          : null;
  return {
    state: {
      ...state,
      requests,
      bytes: read,
      overfull: state.overfull + (overfull ? 1 : 0),
      offset: state.offset + results.length,
      seen,
      stopped,
    },
    entries,
  };
}
