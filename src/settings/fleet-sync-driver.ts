import type { Logger } from "../log.js";
import type { FleetSource } from "./fleet.js";
import { FLEET_SYNC_START, stepFleetSync, type FleetSyncEffect, type FleetSyncEvent } from "./fleet-sync.js";

/** What the fleet view's reads of the store are driven with. */
export interface FleetSyncDeps {
  readonly source: Pick<FleetSource, "revision">;
  readonly log: Logger;
  readonly now: () => number;
  /** Runs a job in the store's turn (writes and reads of the store take turns). */
  readonly inTurn: <T>(job: () => Promise<T>) => Promise<T>;
  /** Takes in what changed since the copy's revision (see `FleetIntake.takeIn`). */
  readonly takeIn: () => Promise<void>;
}

/** The thin driver of `stepFleetSync`: holds its state and the reads in progress, and starts them. */
export interface FleetSyncDriver {
  /** The store's revision the copy holds. */
  readonly revision: () => number;
  readonly tookIn: (revision: number) => void;
  /** A write of this process was refused. */
  readonly refused: () => void;
  /** See `FleetView.refresh`. */
  readonly refresh: () => Promise<void>;
  /** See `FleetView.catchUp`. */
  readonly catchUp: (seen?: number) => Promise<void>;
}

/** Drives the fleet view's reads of the store (see `stepFleetSync`). */
export function driveFleetSync(deps: FleetSyncDeps): FleetSyncDriver {
  const { source, log, inTurn } = deps;
  let sync = FLEET_SYNC_START;
  let checking: Promise<void> | null = null;
  let catching: Promise<void> | null = null;
  const dispatch = (event: FleetSyncEvent): readonly FleetSyncEffect[] => {
    const next = stepFleetSync(sync, event);
    sync = next.state;
    return next.effects;
  };
  const failed = (what: string) => (error: unknown) =>
    log.warn(`fleet: could not ${what} settings changed elsewhere; using the copy as it is`, {
      error: error instanceof Error ? error.message : String(error),
    });
  const check = async () => {
    if ((await source.revision()) !== sync.revision) await deps.takeIn();
  };
  const catchUp = async () => {
    do await inTurn(() => deps.takeIn()).catch(failed("take in"));
    while (dispatch({ kind: "round-done" }).includes("another-round"));
  };
  return {
    revision: () => sync.revision,
    tookIn: (revision) => dispatch({ kind: "took-in", revision }),
    refused: () => dispatch({ kind: "write-refused" }),
    refresh: () => {
      if (dispatch({ kind: "refresh", now: deps.now() }).includes("start-check")) {
        checking = inTurn(check)
          .catch(failed("check for"))
          .finally(() => {
            dispatch({ kind: "check-done" });
            checking = null;
          });
      }
      return checking ?? Promise.resolve();
    },
    catchUp: (seen) => {
      if (dispatch({ kind: "catch-up", seen }).includes("start-catch-up")) {
        catching = catchUp().finally(() => {
          dispatch({ kind: "caught-up" });
          catching = null;
        });
      }
      return catching ?? Promise.resolve();
    },
  };
}
