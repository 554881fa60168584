import { type Config, DEMO_PANEL } from "../config.js";
import type { Logger } from "../log.js";
import { createPanelClient, type PanelClient } from "../panel/client.js";
import type { PanelObserver } from "../panel/observer.js";
import { createPanelClock, type PanelClock } from "../panel/panel-clock.js";
import { type SimulatedPanel, startSimulatedPanel } from "../simulator/server.js";

/** The panel client, and the simulated station behind it in demo mode. */
export interface PanelConnection {
  readonly panel: PanelClient;
  readonly simulator: SimulatedPanel | null;
  /** The panel's clock as learned from its answers, for planning reads. */
  readonly clock: PanelClock;
  close(): Promise<void>;
}

/**
 * With `PANEL_URL=demo`, starts the simulated panel with a station for each configured server id (`all`: two);
 * otherwise null.
 */
export async function startDemoPanel(config: Config, log: Logger): Promise<SimulatedPanel | null> {
  if (config.panel.url !== DEMO_PANEL) return null;
  const ids = config.stations.serverIds === "all" ? [1, 2] : config.stations.serverIds;
  const [first = 1, ...rest] = ids;
  const simulator = await startSimulatedPanel({
    // A week of history, so a first statistics report is full.
    historyDays: 7,
    serverId: first,
    servers: rest.map((serverId) => ({ serverId, title: `Radio Demo ${serverId}` })),
  });
  log.info(`demo mode: using the simulated station at ${simulator.url}`);
  return simulator;
}

/** Creates the one station's panel client from the config; with `PANEL_URL=demo` it first starts the simulated station. */
export async function connectPanel(
  config: Config,
  log: Logger,
  fetch?: typeof globalThis.fetch,
  observer?: PanelObserver,
): Promise<PanelConnection> {
  if (config.panel.url === null)
    throw new Error("PANEL_URL is unset (a public bot): name a panel to read one station");
  const simulator = await startDemoPanel(config, log);
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
