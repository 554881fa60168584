import type { PoolClient } from "pg";
import {
  OPEN_SESSION,
  stepLockSession,
  type LockSessionEffect,
  type LockSessionEvent,
  type LockSessionState,
} from "./lock-session-step.js";

/** How often the session is checked, and how soon a check must be answered before the session counts as lost. */
export interface SessionChecks {
  readonly everyMs: number;
  readonly answerWithinMs: number;
}

/** The driver of one lock session's connection: its state, its checks and its end (see `stepLockSession`). */
export interface LockSession {
  readonly client: PoolClient;
  state(): LockSessionState;
  dispatch(event: LockSessionEvent): void;
  /** Runs a query as busy: no check is sent while it is out. */
  whileBusy<T>(query: () => Promise<T>): Promise<T>;
  /** Throws when the session has ended. */
  assertLive(): void;
  /** Settles with the error that broke the session, or null after `close`. */
  readonly lost: Promise<Error | null>;
}

/** Drives a lock session on `client`: checks it every `checks.everyMs`, and closes it when it ends. */
export function driveLockSession(client: PoolClient, checks: SessionChecks): LockSession {
  let state = OPEN_SESSION;
  let settle: (reason: Error | null) => void = () => {};
  const lost = new Promise<Error | null>((resolve) => (settle = resolve));
  const perform = (effect: LockSessionEffect) => {
    if (effect.kind === "end") {
      clearInterval(timer);
      // Never back into the pool: a connection that held locks is closed, and PostgreSQL frees what it held.
      client.release(effect.reason ?? true);
      settle(effect.reason);
      return;
    }
    const check = setTimeout(
      () =>
        dispatch({
          kind: "broken",
          reason: new Error(`the lock session did not answer within ${checks.answerWithinMs} ms`),
        }),
      checks.answerWithinMs,
    );
    check.unref();
    client.query("SELECT 1").then(
      () => {
        clearTimeout(check);
        dispatch({ kind: "check-answered" });
      },
      (error: Error) => {
        clearTimeout(check);
        dispatch({ kind: "broken", reason: error });
      },
    );
  };
  const dispatch = (event: LockSessionEvent) => {
    const next = stepLockSession(state, event);
    state = next.state;
    for (const effect of next.effects) perform(effect);
  };
  client.on("error", (error) => dispatch({ kind: "broken", reason: error }));
  const timer = setInterval(() => dispatch({ kind: "tick" }), checks.everyMs);
  timer.unref();
  return {
    client,
    state: () => state,
    dispatch,
    whileBusy: (query) => {
      dispatch({ kind: "query-started" });
      return query().finally(() => dispatch({ kind: "query-settled" }));
    },
    assertLive: () => {
      if (state.ended) throw new Error("the lock session has ended");
    },
    lost,
  };
}
