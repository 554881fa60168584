import type { Logger } from "../log.js";
import {
  type BackfillPanel,
  backfillStation,
  type StationBackfillDeps,
  type StationBackfillOutcome,
} from "./stats-backfill.js";

/** What the keeper's backfills need: a station's backfill deps, a log, and where each station's panel is. */
export interface StationBackfillsDeps extends StationBackfillDeps {
  readonly log: Pick<Logger, "debug" | "info" | "warn">;
  /** The panel client the station's reader uses (so its gate and cache); undefined: the station is not open. */
  readonly panelOf: (station: string) => BackfillPanel | undefined;
}

/** The keeper's backfills: at most one per station while the keeper holds it, all stopped with the keeper. */
export interface StationBackfills {
  /**
   * The backfill of a station the keeper has just begun to keep, its own records beginning at `until`; to run as
   * the station's first write (it never rejects). Null when the station was begun before, has no panel, or the
   * backfills are stopped.
   */
  begin(station: string, until: number): (() => Promise<void>) | null;
  /** The station is no longer kept here: seen again, it is begun again (and backfilled if the store is empty). */
  forget(station: string): void;
  /** Ends every backfill at its next page; what was read is still written. */
  stop(): void;
}

/** Creates the keeper's backfills over {@link backfillStation}, logging how each ended. */
export function stationBackfills(deps: StationBackfillsDeps): StationBackfills {
  const begun = new Set<string>();
  const stopped = new AbortController();
  const { log } = deps;
  return {
    begin(station, until) {
      if (begun.has(station) || stopped.signal.aborted) return null;
      begun.add(station);
      const panel = deps.panelOf(station);
      if (!panel) return null;
      return () =>
        backfillStation(station, panel, until, deps, stopped.signal).then(
          (outcome) => logOutcome(log, station, outcome),
          (error: unknown) =>
            log.warn("could not write the figures backfilled from a station's history", {
              station,
              error: messageOf(error),
            }),
        );
    },
    forget: (station) => void begun.delete(station),
    stop: () => stopped.abort(),
  };
}

function logOutcome(
  log: Pick<Logger, "debug" | "info">,
  station: string,
  outcome: StationBackfillOutcome,
): void {
  if (outcome.kind === "has-figures") {
    log.debug("the store holds a station's recent figures: no backfill", { station });
    return;
  }
  const { reason, pages, plays, samples, spans } = outcome;
  log.info("backfilled a station's figures from its panel's history", {
    station,
    reason,
    pages,
    plays,
    samples,
    spans,
    ...(outcome.error === undefined ? {} : { error: messageOf(outcome.error) }),
  });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
