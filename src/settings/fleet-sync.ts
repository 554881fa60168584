/** A revision is asked at most this often, however many stations run: one query a second for the whole process. */
export const CHECK_EVERY_MS = 1_000;

/** When the fleet view last read the store, and which of its reads are out. */
export interface FleetSyncState {
  /** The store's revision the copy holds (-1 before the first load, or after a refused write). */
  readonly revision: number;
  /** When `refresh` last asked the store's revision (ms). */
  readonly checkedAt: number;
  /** A `refresh` check is out: callers join it. */
  readonly checking: boolean;
  /** A `catchUp` is out: callers join it. */
  readonly catching: boolean;
  /** Something was notified during the catch-up's round: one more round follows. */
  readonly again: boolean;
}

/** What happens to the fleet view's reads. */
export type FleetSyncEvent =
  /** The copy took in the store as of `revision` (a reload or the changes since). */
  | { readonly kind: "took-in"; readonly revision: number }
  /** A write of this process was refused: the next check reads what the store holds. */
  | { readonly kind: "write-refused" }
  | { readonly kind: "refresh"; readonly now: number }
  | { readonly kind: "check-done" }
  /** Another process's change was notified at `seen` (undefined: at some revision not known). */
  | { readonly kind: "catch-up"; readonly seen?: number | undefined }
  /** A round of the catch-up took in what changed (or failed to). */
  | { readonly kind: "round-done" }
  | { readonly kind: "caught-up" };

/**
 * What the driver does: start a check, start a catch-up (its first round), or run one more round of it. With no
 * effect the caller joins what is out (the read in progress, or nothing to wait for).
 */
export type FleetSyncEffect = "start-check" | "start-catch-up" | "another-round";

/** The state before the first load. */
export const FLEET_SYNC_START: FleetSyncState = {
  revision: -1,
  checkedAt: Number.NEGATIVE_INFINITY,
  checking: false,
  catching: false,
  again: false,
};

type Step = { readonly state: FleetSyncState; readonly effects: readonly FleetSyncEffect[] };

/** The fleet view's next read state and what to do about an event. Pure. */
export function stepFleetSync(state: FleetSyncState, event: FleetSyncEvent): Step {
  switch (event.kind) {
    case "took-in":
      return { state: { ...state, revision: event.revision }, effects: [] };
    case "write-refused":
      return { state: { ...state, revision: -1 }, effects: [] };
    case "refresh":
      if (state.checking || event.now - state.checkedAt < CHECK_EVERY_MS) return { state, effects: [] };
      return { state: { ...state, checking: true, checkedAt: event.now }, effects: ["start-check"] };
    case "check-done":
      return { state: { ...state, checking: false }, effects: [] };
    case "catch-up":
      if (event.seen !== undefined && event.seen <= state.revision) return { state, effects: [] };
      if (state.catching) return { state: { ...state, again: true }, effects: [] };
      return { state: { ...state, catching: true, again: false }, effects: ["start-catch-up"] };
    case "round-done":
      if (state.again) return { state: { ...state, again: false }, effects: ["another-round"] };
      return { state, effects: [] };
    case "caught-up":
      return { state: { ...state, catching: false }, effects: [] };
  }
}
