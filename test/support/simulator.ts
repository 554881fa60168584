import { createServer } from "node:net";
import { afterEach } from "vitest";
import { createPanelClient, type PanelClientOptions } from "../../src/panel/client.js";
import type { PanelHandler } from "../../src/simulator/handler.js";
import { inProcessFetch } from "../../src/simulator/in-process.js";
import {
  type SimulatedPanel,
  type SimulatorOptions,
  startSimulatedPanel,
} from "../../src/simulator/server.js";

const running: SimulatedPanel[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((panel) => panel.close()));
});

/** Starts a simulated panel on 127.0.0.1:0 that is closed after the test. */
export async function simulatedPanel(options: SimulatorOptions = {}): Promise<SimulatedPanel> {
  const panel = await startSimulatedPanel({ seed: 7, ...options });
  running.push(panel);
  return panel;
}

/** A client for the simulated panel that retries without real waits and records the waits it asked for. */
export function clientFor(panel: SimulatedPanel, options: Partial<PanelClientOptions> = {}) {
  const waits: number[] = [];
  const client = createPanelClient({
    baseUrl: panel.url,
    serverId: 1,
    timeoutMs: 2_000,
    sleep: async (ms) => {
      waits.push(ms);
    },
    random: () => 0.5,
    ...options,
  });
  return { client, waits };
}

/** A clock a test moves by hand. */
export function manualClock(start = Date.UTC(2026, 10, 21, 12, 0, 0)) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** The panel address the in-process client uses (nothing listens there: requests go straight to the handler). */
export const IN_PROCESS_PANEL = "http://panel.test:8080";

/** A panel client over the simulated panel's handler, without sockets, on a test's clock and without retries. */
export function inProcessClient(handler: PanelHandler, now: () => number) {
  return createPanelClient({
    baseUrl: IN_PROCESS_PANEL,
    serverId: 1,
    fetch: inProcessFetch(handler),
    now,
    retries: 0,
  });
}

/** A port on 127.0.0.1 that nothing listens on: connections to it are refused. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}
