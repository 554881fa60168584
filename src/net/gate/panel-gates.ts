import { createConcurrencyLimit } from "./concurrency-limit.js";
import { createPanelGate, type PanelGate, type PanelGateOptions, type PanelGateState } from "./panel-gate.js";

/** How long a gate may go unused, with nothing in flight or waiting, before it is dropped: 10 minutes. */
export const GATE_IDLE_MS = 10 * 60_000;

/** The gates of every panel: per-panel options, plus the limit on requests in flight across all panels. */
export interface PanelGatesOptions extends Omit<PanelGateOptions, "total"> {
  /** Requests in flight across all panels at once (default 64). */
  readonly maxInFlightTotal?: number;
  /** One-off reads (previews, checks' stream probes) in flight at once, across all panels (default 16). */
  readonly maxOneOffTotal?: number;
  /** Default {@link GATE_IDLE_MS}. */
  readonly idleMs?: number;
}

/** One gate per panel origin, all sharing one total limit. */
export interface PanelGates {
  /** The gate for a panel address (by its origin: every station on one panel shares it). */
  gateFor(panelUrl: string): PanelGate;
  /**
   * A gate for a one-off request to a panel not (yet) saved, such as a preview: the panel's gate when it has one,
   * else a gate of its own that is not kept, so strangers' previews leave nothing. Either way under the one-off
   * total (`maxOneOffTotal`), not the stations' one.
   */
  probeGateFor(panelUrl: string): PanelGate;
  /** How many gates are kept. */
  size(): number;
  /** Every gate's state by origin, and the requests in flight at all panels and waiting for any. */
  states(): {
    readonly panels: ReadonlyMap<string, PanelGateState>;
    readonly inFlight: number;
    readonly queued: number;
  };
}

interface Kept {
  readonly gate: PanelGate;
  lastUsed: number;
}

/**
 * Creates the set of panel gates a station registry hands out: `gateFor(url).fetch` goes to the panel client.
 * A gate unused for `idleMs` with nothing in flight is dropped, its circuit state with it: the next request to
 * that panel starts a fresh gate. The sweep runs at most once per tenth of `idleMs`, so it costs nothing per request.
 */
export function createPanelGates(options: PanelGatesOptions): PanelGates {
  const total = createConcurrencyLimit(options.maxInFlightTotal ?? 64);
  // The one-off reads strangers ask for wait for slots of their own: never for the saved stations'.
  const oneOff = createConcurrencyLimit(options.maxOneOffTotal ?? 16);
  const now = options.now ?? Date.now;
  const idleMs = options.idleMs ?? GATE_IDLE_MS;
  const gates = new Map<string, Kept>();
  let sweptAt = now();

  const sweep = () => {
    const at = now();
    if (at - sweptAt < idleMs / 10) return;
    sweptAt = at;
    for (const [origin, kept] of gates) {
      const { inFlight, queued } = kept.gate.state();
      if (at - kept.lastUsed >= idleMs && inFlight === 0 && queued === 0) gates.delete(origin);
    }
  };
  const keep = (origin: string): Kept => {
    const gate = createPanelGate({ ...options, total });
    const kept: Kept = {
      lastUsed: now(),
      gate: {
        // Used when it starts and when it ends, so a long request does not leave its gate looking idle.
        fetch: async (input, init) => {
          kept.lastUsed = now();
          try {
            return await gate.fetch(input, init);
          } finally {
            kept.lastUsed = now();
          }
        },
        state: () => gate.state(),
        through: (fetch, limit) => gate.through(fetch, limit),
      },
    };
    gates.set(origin, kept);
    return kept;
  };

  return {
    gateFor(panelUrl) {
      sweep();
      const origin = new URL(panelUrl).origin;
      const kept = gates.get(origin) ?? keep(origin);
      kept.lastUsed = now();
      return kept.gate;
    },
    probeGateFor(panelUrl) {
      sweep();
      const gate =
        gates.get(new URL(panelUrl).origin)?.gate ?? createPanelGate({ ...options, total: oneOff });
      return { ...gate, through: (fetch) => gate.through(fetch, oneOff) };
    },
    size: () => gates.size,
    states() {
      sweep();
      const panels = new Map([...gates].map(([origin, kept]) => [origin, kept.gate.state()] as const));
      const queued = [...panels.values()].reduce((sum, state) => sum + state.queued, 0);
      return { panels, inFlight: total.inFlight, queued };
    },
  };
}
