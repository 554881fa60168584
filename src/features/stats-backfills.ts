import type { Logger } from "../log.js";
import { BACKFILL_LIMITS, type BackfillLimits } from "../stats/backfill.js";
import { HOUR_MS } from "../stats/time-zone.js";
import {
  type BackfillPanel,
  backfillStation,
  type StationBackfillDeps,
  type StationBackfillOutcome,
} from "./stats-backfill.js";

/** A station whose backfill failed is not tried again in this process before this long; doubled each failure. */
export const BACKFILL_RETRY_MS = HOUR_MS;
/** The longest wait before a failed station's backfill is tried again. */
export const BACKFILL_RETRY_MAX_MS = 24 * HOUR_MS;
/** Failed stations remembered at most (the oldest failure is forgotten first). */
const MAX_FAILURES_KEPT = 1_000;

/** What the keeper's backfills need: a station's backfill deps, a log, and where each station's panel is. */
export interface StationBackfillsDeps extends StationBackfillDeps {
  readonly log: Pick<Logger, "debug" | "info" | "warn">;
  /** The panel client the station's reader uses (so its gate and cache); undefined: the station is not open. */
  readonly panelOf: (station: string) => BackfillPanel | undefined;
}

/**
 * The keeper's backfills: at most one per station while the keeper holds it, one at a time in the process (the
 * others wait their turn), all stopped with the keeper.
 */
export interface StationBackfills {
  /**
   * The backfill of a station the keeper has just begun to keep, its own records beginning at `until`; to run as
   * the station's first write (it never rejects). Null when the station was begun before, has no panel, its last
   * backfill here failed less than its back-off ago, or the backfills are stopped.
   */
  begin(station: string, until: number): (() => Promise<void>) | null;
  /** The station is no longer kept here: seen again, it is begun again (and backfilled if the store is empty). */
  forget(station: string): void;
  /** Ends every backfill at its next page (those waiting their turn read nothing); what was read is written. */
  stop(): void;
}

/** Creates the keeper's backfills over {@link backfillStation}, logging how each ended. */
export function stationBackfills(deps: StationBackfillsDeps): StationBackfills {
  const begun = new Set<string>();
  const failures = failureMemory(() => deps.timers.now());
  const stopped = new AbortController();
  let turn: Promise<void> = Promise.resolve();
  const { log } = deps;
  const run = (station: string, panel: BackfillPanel, until: number): Promise<void> =>
    backfillStation(station, panel, until, deps, stopped.signal).then(
      (outcome) => {
        if (outcome.kind === "backfilled" && outcome.reason === "failed") failures.failed(station);
        else failures.succeeded(station);
        logOutcome(log, station, outcome, failures.retryAt(station), deps.limits ?? BACKFILL_LIMITS);
      },
      (error: unknown) => {
        failures.failed(station);
        log.warn("could not write the figures backfilled from a station's history", {
          station,
          error: messageOf(error),
        });
      },
    );
  return {
    begin(station, until) {
      if (begun.has(station) || stopped.signal.aborted || failures.waiting(station)) return null;
      begun.add(station);
      const panel = deps.panelOf(station);
      if (!panel) return null;
      return () => {
        // One backfill at a time in the process: what one panel costs is never multiplied by the stations.
        const mine = turn.then(() => run(station, panel, until));
        turn = mine;
        return mine;
      };
    },
    forget: (station) => void begun.delete(station),
    stop: () => stopped.abort(),
  };
}

/** The stations whose backfill failed, each with its back-off; bounded in count. */
function failureMemory(now: () => number) {
  const failed = new Map<string, { count: number; retryAt: number }>();
  return {
    failed(station: string): void {
      const count = (failed.get(station)?.count ?? 0) + 1;
      const wait = Math.min(BACKFILL_RETRY_MAX_MS, BACKFILL_RETRY_MS * 2 ** (count - 1));
      failed.delete(station);
      failed.set(station, { count, retryAt: now() + wait });
      if (failed.size > MAX_FAILURES_KEPT) failed.delete(failed.keys().next().value ?? station);
    },
    succeeded: (station: string): void => void failed.delete(station),
    waiting: (station: string): boolean => (failed.get(station)?.retryAt ?? 0) > now(),
    retryAt: (station: string): number | undefined => failed.get(station)?.retryAt,
  };
}

function logOutcome(
  log: Pick<Logger, "debug" | "info" | "warn">,
  station: string,
  outcome: StationBackfillOutcome,
  retryAt: number | undefined,
  limits: BackfillLimits,
): void {
  if (outcome.kind === "has-figures") {
    log.debug("the store holds a station's recent figures: no backfill", { station });
    return;
  }
  const { reason, pages, plays, samples, spans, bytes, overfull } = outcome;
  const error = outcome.error === undefined ? {} : { error: messageOf(outcome.error) };
  log.info("backfilled a station's figures from its panel's history", {
    station,
    reason,
    pages,
    plays,
    samples,
    spans,
    bytes,
    ...error,
  });
  if (reason === "size-limit" || overfull > 0) {
    // Said so a moderator can act: the panel, not the bot, sends what does not fit.
    log.warn(
      "a station's panel sends more history than the bot reads: its week before was cut short (check the panel's history settings and version)",
      {
        station,
        overfullPages: overfull,
        bytes,
        maxBytes: limits.maxBytes,
        maxPlays: limits.maxPlays,
        plays,
      },
    );
  }
  if (retryAt !== undefined) {
    log.warn("a station's history could not be read: its backfill is not tried again before the time given", {
      station,
      retryAt: new Date(retryAt).toISOString(),
      ...error,
    });
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
