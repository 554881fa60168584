import { type Config, DEMO_PANEL } from "../config.js";
import type { Logger } from "../log.js";
import { createPanelClient, type PanelClient } from "./client.js";
import type { PanelObserver } from "./observer.js";
import { createPanelClock, type PanelClock } from "./panel-clock.js";
import { type SimulatedPanel, startSimulatedPanel } from "./simulator/server.js";

/** The panel client, and the simulated station behind it in demo mode. */
export interface PanelConnection {
  readonly panel: PanelClient;
  readonly simulator: SimulatedPanel | null;
  /** The panel's clock as learned from its answers, for planning reads. */
  readonly clock: PanelClock;
  close(): Promise<void>;
}

/** Creates the panel client from the config; with `PANEL_URL=demo` it first starts the simulated station. */
export async function connectPanel(
  config: Config,
  log: Logger,
  fetch?: typeof globalThis.fetch,
  observer?: PanelObserver,
): Promise<PanelConnection> {
  const simulator =
    config.panel.url === DEMO_PANEL ? await startSimulatedPanel({ serverId: config.panel.serverId }) : null;
  if (simulator) log.info(`demo mode: using the simulated station at ${simulator.url}`);
  const clock = createPanelClock();
  const panel = createPanelClient({
    baseUrl: simulator?.url ?? config.panel.url,
    serverId: config.panel.serverId,
    apiKey: config.panel.apiKey,
    timeoutMs: config.panel.timeoutMs,
    log,
    onResponse: (sample) => clock.observeDate(sample),
    ...(fetch ? { fetch } : {}),
    ...(observer ? { observer } : {}),
  });
  return { panel, simulator, clock, close: async () => simulator?.close() };
}
