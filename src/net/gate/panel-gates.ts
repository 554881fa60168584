import { createConcurrencyLimit } from "./concurrency-limit.js";
import { createPanelGate, type PanelGate, type PanelGateOptions, type PanelGateState } from "./panel-gate.js";

/** The gates of every panel: per-panel options, plus the limit on requests in flight across all panels. */
export interface PanelGatesOptions extends Omit<PanelGateOptions, "total"> {
  /** Requests in flight across all panels at once (default 64). */
  readonly maxInFlightTotal?: number;
}

/** One gate per panel origin, all sharing one total limit. */
export interface PanelGates {
  /** The gate for a panel address (by its origin: every station on one panel shares it). */
  gateFor(panelUrl: string): PanelGate;
  /** Every gate's state by origin, and the requests in flight at all panels and waiting for any. */
  states(): {
    readonly panels: ReadonlyMap<string, PanelGateState>;
    readonly inFlight: number;
    readonly queued: number;
  };
}

/** Creates the set of panel gates a station registry hands out: `gateFor(url).fetch` goes to the panel client. */
export function createPanelGates(options: PanelGatesOptions): PanelGates {
  const total = createConcurrencyLimit(options.maxInFlightTotal ?? 64);
  const gates = new Map<string, PanelGate>();
  return {
    gateFor(panelUrl) {
      const origin = new URL(panelUrl).origin;
      let gate = gates.get(origin);
      if (!gate) {
        gate = createPanelGate({ ...options, total });
        gates.set(origin, gate);
      }
      return gate;
    },
    states() {
      const panels = new Map([...gates].map(([origin, gate]) => [origin, gate.state()] as const));
      const queued = [...panels.values()].reduce((sum, state) => sum + state.queued, 0);
      return { panels, inFlight: total.inFlight, queued };
    },
  };
}
