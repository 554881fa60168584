import { type BreakerSnapshot, type CircuitBreakerOptions, createCircuitBreaker } from "./circuit-breaker.js";
import { backgroundRead, panelShare } from "./background-read.js";
import { type ConcurrencyLimit, createConcurrencyLimit } from "./concurrency-limit.js";
import { startDeadline } from "./deadline.js";
import { createGateSlots } from "./gate-slots.js";
import { CircuitOpenError } from "./gate-errors.js";
import { outcomeOfError, outcomeOfResponse } from "./outcome.js";

/** How one panel is guarded. Every limit has a default; the breaker's options are {@link CircuitBreakerOptions}. */
export interface PanelGateOptions extends CircuitBreakerOptions {
  /** The fetch the gate wraps (the guarded fetch, or `globalThis.fetch`). */
  readonly fetch: typeof globalThis.fetch;
  /**
   * Requests in flight to this panel at once (default 4), over the whole fleet: a process whose announcer reads
   * say that N processes read this panel keeps to its {@link panelShare} of it.
   */
  readonly maxInFlight?: number;
  /** Requests waiting for this panel beyond those in flight (default 16); one more fails with {@link PanelBusyError}. */
  readonly maxQueue?: number;
  /** The longest a request waits for its turn, and then the longest it waits for the panel (default 5 s each). */
  readonly timeoutMs?: number;
  /** The limit shared by every panel's gate (see {@link createConcurrencyLimit}); none by default. */
  readonly total?: ConcurrencyLimit;
}

/** A panel's gate as metrics see it: the circuit, and requests at the panel and waiting for it. */
export interface PanelGateState extends BreakerSnapshot {
  readonly inFlight: number;
  readonly queued: number;
}

/** One panel's gate: a wrapped fetch with a circuit breaker, bounded concurrency and timeouts. */
export interface PanelGate {
  /** Drop-in for the panel client's `fetch`: throws {@link CircuitOpenError} or {@link PanelBusyError} at the gate. */
  readonly fetch: typeof globalThis.fetch;
  /**
   * The same gate's slots and deadlines over another fetch: a one-off reader's own connections (a check's stream
   * probes) kept to the panel's limits, and to `total` instead of the gate's own (strangers' one-off reads share a
   * total of their own, so they never wait the stations' requests out). Refused while the circuit is open; its
   * failures do not count towards it.
   */
  through(fetch: typeof globalThis.fetch, total?: ConcurrencyLimit): typeof globalThis.fetch;
  state(): PanelGateState;
}

/**
 * Creates the gate one panel's requests pass through (one per panel origin, shared by all its stations). A request
 * fails at once while the circuit is open; otherwise it waits in order for a slot at this panel and then in
 * `total`, and is given `timeoutMs` for each. A background read (`asBackgroundRead`) waits behind every
 * person's request and is never refused for the queue's length: it waits until its `skipAfter` aborts, and is
 * then skipped ({@link ReadSkippedError}); its own answer still gets `timeoutMs`. Network errors, timeouts and 5xx answers count towards opening the
 * circuit; 4xx answers, refused addresses and refused redirects do not. A slot is held until the wrapped fetch
 * returns: the guarded fetch reads the whole body first, a plain fetch only the headers.
 */
export function createPanelGate(options: PanelGateOptions): PanelGate {
  const timeoutMs = options.timeoutMs ?? 5_000;
  // The probe settles within timeoutMs, so that is when the others are told to come back.
  const breaker = createCircuitBreaker({ probeGraceMs: timeoutMs, ...options });
  const limit = options.maxInFlight ?? 4;
  const own = createConcurrencyLimit(limit, options.maxQueue ?? 16);
  const slots = createGateSlots(own, options.total, timeoutMs);
  let active = 0;

  // A one-off reader's requests (`through`) go to other addresses than the panel's: they keep to its slots and
  // deadlines, but their failures say nothing of the panel, so they never open (nor close) its circuit.
  const gatedWith =
    (fetch: typeof globalThis.fetch, judged = true, total = options.total) =>
    async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
      const before = breaker.snapshot();
      if (before.state === "open" && before.retryAt !== null) throw new CircuitOpenError(before.retryAt);
      const read = backgroundRead();
      // The fleet's readers of this panel travel with the reads; the share holds for every request from now on.
      if (read && read.readers > 0) own.setMax(Math.min(limit, panelShare(limit, read.readers)));
      const release =
        slots.now(total) ?? (await (read ? slots.background(read) : slots.acquire(init?.signal, total)));
      // A background read's wait is not its answer's time: the client's timeout (in `init.signal`) counted both,
      // so its answer gets a deadline of its own.
      const flight = startDeadline(timeoutMs, read ? undefined : init?.signal);
      active++;
      try {
        const ticket = judged ? breaker.enter() : { settle: () => undefined };
        try {
          const response = await fetch(input, { ...init, signal: flight.signal });
          ticket.settle(outcomeOfResponse(response.status));
          return response;
        } catch (error) {
          ticket.settle(outcomeOfError(error));
          throw error;
        }
      } finally {
        active--;
        flight.dispose();
        release();
      }
    };

  return {
    fetch: gatedWith(options.fetch),
    through: (fetch, total) => gatedWith(fetch, false, total ?? options.total),
    state: () => ({ ...breaker.snapshot(), inFlight: active, queued: slots.waiting() }),
  };
}
