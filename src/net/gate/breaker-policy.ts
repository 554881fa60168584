/** When a panel's circuit opens and for how long. */
export interface BreakerPolicy {
  /** Consecutive panel-down failures that open the circuit (default 5). */
  readonly failureThreshold: number;
  /** The first opening's backoff (default 5 s); it doubles per consecutive opening. */
  readonly baseBackoffMs: number;
  /** The longest backoff (default 5 min). */
  readonly maxBackoffMs: number;
}

/** The defaults: 5 failures in a row open the circuit for 5 s, 10 s, 20 s … up to 5 min. */
export const DEFAULT_BREAKER_POLICY: BreakerPolicy = {
  failureThreshold: 5,
  baseBackoffMs: 5_000,
  maxBackoffMs: 300_000,
};

/**
 * A circuit's state. `openings` counts consecutive openings (it sets the backoff); a success closes the circuit
 * and forgets them.
 * Half-open is `open` once `until` has passed; `probing` says whether the one probe is out.
 */
export type BreakerState =
  | { readonly kind: "closed"; readonly failures: number }
  | { readonly kind: "open"; readonly until: number; readonly openings: number; readonly probing: boolean };

/** What happened to a request the circuit let through. `neutral` says nothing about the panel's health. */
export type Outcome = "success" | "failure" | "neutral";

/** The circuit's answer to a request: go, go as the one probe, or fail at once (try again at `retryAt`). */
export type Admission =
  | { readonly verdict: "go" | "probe"; readonly state: BreakerState }
  | { readonly verdict: "refuse"; readonly retryAt: number; readonly state: BreakerState };

/** A closed circuit with no history. */
export const CLOSED: BreakerState = { kind: "closed", failures: 0 };

/** The backoff of the n-th consecutive opening (n ≥ 1): base · 2^(n−1), capped. */
export function backoffMs(openings: number, policy: BreakerPolicy): number {
  return Math.min(policy.maxBackoffMs, policy.baseBackoffMs * 2 ** Math.max(0, openings - 1));
}

/**
 * Decides whether a request may go now. While open it is refused; once the backoff has passed, the first request
 * goes as the probe and the others are refused until the probe settles (`probeGraceMs` is their retry hint).
 */
export function admit(state: BreakerState, now: number, probeGraceMs: number): Admission {
  if (state.kind === "closed") return { verdict: "go", state };
  if (now < state.until) return { verdict: "refuse", retryAt: state.until, state };
  if (state.probing) return { verdict: "refuse", retryAt: now + probeGraceMs, state };
  return { verdict: "probe", state: { ...state, probing: true } };
}

/**
 * The state after a request settles. A probe's success closes the circuit and its failure reopens it with a
 * doubled backoff; a closed circuit opens at the threshold. Late answers of requests let through before the
 * circuit opened change nothing.
 */
export function settle(
  state: BreakerState,
  outcome: Outcome,
  wasProbe: boolean,
  now: number,
  policy: BreakerPolicy,
): BreakerState {
  if (state.kind === "open") {
    if (!wasProbe) return state;
    if (outcome === "success") return CLOSED;
    if (outcome === "neutral") return { ...state, probing: false };
    return openAgain(state.openings + 1, now, policy);
  }
  if (outcome === "success") return CLOSED;
  if (outcome === "neutral") return state;
  const failures = state.failures + 1;
  return failures >= policy.failureThreshold ? openAgain(1, now, policy) : { kind: "closed", failures };
}

function openAgain(openings: number, now: number, policy: BreakerPolicy): BreakerState {
  return { kind: "open", until: now + backoffMs(openings, policy), openings, probing: false };
}
