import {
  admit,
  type BreakerPolicy,
  type BreakerState,
  CLOSED,
  DEFAULT_BREAKER_POLICY,
  type Outcome,
  settle,
} from "./breaker-policy.js";
import { CircuitOpenError } from "./gate-errors.js";

/** A pass through the circuit: report how the request went, once. */
export interface Ticket {
  readonly probe: boolean;
  settle(outcome: Outcome): void;
}

/** The circuit as metrics see it. */
export interface BreakerSnapshot {
  readonly state: "closed" | "open" | "half-open";
  /** Consecutive failures while closed. */
  readonly consecutiveFailures: number;
  /** Consecutive openings without a success in between (0 when closed). */
  readonly openings: number;
  /** Unix ms when an open circuit lets a probe through; null when closed. */
  readonly retryAt: number | null;
}

/** One panel's circuit breaker. */
export interface CircuitBreaker {
  /** Lets a request through or throws {@link CircuitOpenError} at once. */
  enter(): Ticket;
  snapshot(): BreakerSnapshot;
}

/** How the breaker decides and what clock it reads. */
export interface CircuitBreakerOptions extends Partial<BreakerPolicy> {
  readonly now?: () => number;
  /** While the probe is out, other requests are told to come back after this long (default 5 s). */
  readonly probeGraceMs?: number;
}

/** Creates a circuit breaker: the decisions are {@link admit} and {@link settle}; this holds the state. */
export function createCircuitBreaker(options: CircuitBreakerOptions = {}): CircuitBreaker {
  const policy: BreakerPolicy = {
    failureThreshold: options.failureThreshold ?? DEFAULT_BREAKER_POLICY.failureThreshold,
    baseBackoffMs: options.baseBackoffMs ?? DEFAULT_BREAKER_POLICY.baseBackoffMs,
    maxBackoffMs: options.maxBackoffMs ?? DEFAULT_BREAKER_POLICY.maxBackoffMs,
  };
  const now = options.now ?? Date.now;
  const probeGraceMs = options.probeGraceMs ?? 5_000;
  let state: BreakerState = CLOSED;

  return {
    enter() {
      const admission = admit(state, now(), probeGraceMs);
      if (admission.verdict === "refuse") throw new CircuitOpenError(admission.retryAt);
      state = admission.state;
      const probe = admission.verdict === "probe";
      let settled = false;
      return {
        probe,
        settle(outcome) {
          if (settled) return;
          settled = true;
          state = settle(state, outcome, probe, now(), policy);
        },
      };
    },
    snapshot() {
      if (state.kind === "closed") {
        return { state: "closed", consecutiveFailures: state.failures, openings: 0, retryAt: null };
      }
      const halfOpen = now() >= state.until;
      return {
        state: halfOpen ? "half-open" : "open",
        consecutiveFailures: 0,
        openings: state.openings,
        retryAt: state.until,
      };
    },
  };
}
