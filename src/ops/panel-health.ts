import type { PanelOutcome } from "../panel/observer.js";

/** A panel failure as the health check keeps it: the panel's own words only when they may be shown. */
export interface PanelFailure {
  readonly at: number;
  readonly outcome: PanelOutcome;
  /** The error's message: for the operator's own panels only, never a stranger's (it is the panel's text). */
  readonly message?: string;
}

/** The last success and the last failure of a panel, or of every panel together. */
export interface PanelHealthState {
  readonly lastSuccessAt: number | null;
  readonly lastError: PanelFailure | null;
}

/** The panels' state for the health check: all stations together, and each open station by its shown name. */
export interface PanelState extends PanelHealthState {
  readonly stations: ReadonlyMap<string, PanelHealthState>;
}

/** Where one request's ending is recorded: a station, by name (null: no station named), and whether it is trusted. */
export interface PanelHealthRecorder {
  record(station: string | null, trusted: boolean, outcome: PanelOutcome, error?: unknown): void;
  state(): PanelState;
  /** Drops a station's state (the registry closed it: nobody follows it any more). */
  forget(station: string): void;
}

/**
 * Keeps the panels' last success and failure for `/healthz`. A failure of an untrusted station (a public bot's,
 * added by a stranger) keeps its outcome code but not its message: that text comes from a panel anyone can run.
 */
export function createPanelHealth(now: () => number): PanelHealthRecorder {
  let all: PanelHealthState = { lastSuccessAt: null, lastError: null };
  const stations = new Map<string, PanelHealthState>();
  const next = (state: PanelHealthState, outcome: PanelOutcome, failure: PanelFailure): PanelHealthState =>
    outcome === "ok" ? { ...state, lastSuccessAt: failure.at } : { ...state, lastError: failure };
  return {
    record(station, trusted, outcome, error) {
      const failure: PanelFailure = {
        at: now(),
        outcome,
        ...(trusted ? { message: error instanceof Error ? error.message : String(error) } : {}),
      };
      all = next(all, outcome, failure);
      if (station !== null) {
        stations.set(
          station,
          next(stations.get(station) ?? { lastSuccessAt: null, lastError: null }, outcome, failure),
        );
      }
    },
    state: () => ({ ...all, stations: new Map(stations) }),
    forget: (station) => void stations.delete(station),
  };
}
