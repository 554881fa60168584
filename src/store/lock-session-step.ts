/** What a reader lock session knows of itself: the names it holds, and whether a check may run now. */
export interface LockSessionState {
  /** Closed, or lost: every lock is gone and nothing more is asked of the connection. */
  readonly ended: boolean;
  /** Queries in progress on the session; a check waits behind them (a standby in `acquire` is busy, not gone). */
  readonly busy: number;
  /** A check was sent and not yet answered. */
  readonly checking: boolean;
  readonly names: ReadonlySet<string>;
}

/** What happens to a lock session. */
export type LockSessionEvent =
  /** The check interval came round. */
  | { readonly kind: "tick" }
  | { readonly kind: "check-answered" }
  /** The connection broke, a check failed, or a check was not answered in time. */
  | { readonly kind: "broken"; readonly reason: Error }
  /** `close` let go of every lock. */
  | { readonly kind: "closed" }
  | { readonly kind: "query-started" }
  | { readonly kind: "query-settled" }
  /** PostgreSQL granted these names' locks to the session. */
  | { readonly kind: "granted"; readonly names: readonly string[] }
  | { readonly kind: "released"; readonly name: string };

/** What the driver does for a step: send a check, or end the session (the connection closed, `lost` settled). */
export type LockSessionEffect =
  { readonly kind: "check" } | { readonly kind: "end"; readonly reason: Error | null };

/** A session just opened: holding nothing, idle. */
export const OPEN_SESSION: LockSessionState = { ended: false, busy: 0, checking: false, names: new Set() };

const unchanged = (state: LockSessionState) => ({ state, effects: [] as LockSessionEffect[] });

/** The session's next state and what to do about an event. Pure. */
export function stepLockSession(
  state: LockSessionState,
  event: LockSessionEvent,
): { readonly state: LockSessionState; readonly effects: LockSessionEffect[] } {
  switch (event.kind) {
    case "tick":
      if (state.ended || state.busy > 0 || state.checking) return unchanged(state);
      return { state: { ...state, checking: true }, effects: [{ kind: "check" }] };
    case "check-answered":
      return unchanged({ ...state, checking: false });
    case "broken":
    case "closed":
      if (state.ended) return unchanged(state);
      return {
        state: { ...state, ended: true, names: new Set() },
        effects: [{ kind: "end", reason: event.kind === "broken" ? event.reason : null }],
      };
    case "query-started":
      return unchanged({ ...state, busy: state.busy + 1 });
    case "query-settled":
      return unchanged({ ...state, busy: state.busy - 1 });
    case "granted":
      // A lock granted as the session ended went with it.
      if (state.ended) return unchanged(state);
      return unchanged({ ...state, names: new Set([...state.names, ...event.names]) });
    case "released": {
      const names = new Set(state.names);
      names.delete(event.name);
      return unchanged({ ...state, names });
    }
  }
}
