import { createPanelGates, type PanelGates, type PanelGatesOptions } from "../net/gate/panel-gates.js";
import type { PanelFetchWrapper } from "./registry.js";

/**
 * The registry's per-panel wrapper from the panel gates: one gate (circuit breaker, bounded concurrency, timeouts)
 * per panel origin, shared by that panel's stations, all under one total limit. The gates wrap the registry's own
 * fetch (the guarded one on a public bot), which they learn on first use; a probe's requests go through the fetch
 * it brings (its own short-lived connections). A station's fetch asks for its gate on every request, so a gate
 * dropped while idle comes back on the next; a probe's gate is not kept.
 */
export function panelGateWrapper(options: Omit<PanelGatesOptions, "fetch">): {
  readonly wrap: PanelFetchWrapper;
  /** The gates, once a station was opened (for metrics). */
  gates(): PanelGates | null;
} {
  let gates: PanelGates | null = null;
  return {
    wrap(fetch, panelAddress, use = "station") {
      const all = (gates ??= createPanelGates({ ...options, fetch }));
      // A probe brings its own connections (a one-off reader's), kept to the panel's limits.
      if (use === "probe") return all.probeGateFor(panelAddress).through(fetch);
      return (input, init) => all.gateFor(panelAddress).fetch(input, init);
    },
    gates: () => gates,
  };
}
