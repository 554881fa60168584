import type { Client } from "discord.js";
import { gatewayHealth } from "../discord/gateway-health.js";
import type { Logger } from "../log.js";
import type { FleetView } from "../settings/fleet.js";
import type { AsyncBotStore } from "../store/async-store.js";
import { assessHealth, type PartHealth } from "./health.js";
import { fleetGauges } from "./fleet-gauges.js";
import { type HealthServer, startHealthServer } from "./health-server.js";
import type { Metrics } from "./metrics.js";

/** What the health and metrics server looks at. */
export interface OpsDeps {
  readonly host: string;
  readonly port: number;
  readonly metrics: Metrics;
  readonly client: Client;
  readonly store: Pick<AsyncBotStore, "outboxDepth" | "checkWritable">;
  readonly fleet: Pick<FleetView, "revision" | "held">;
  readonly log: Logger;
}

/**
 * Registers the gauges read from the bot's parts (outbox depth, gateway latency, fleet revision and servers held) and serves `/healthz` and
 * `/metrics`. Each `/healthz` checks the gateway and makes one small database write, so a failure shows at once.
 */
export async function serveOps(deps: OpsDeps): Promise<HealthServer> {
  const { metrics, client, store, log } = deps;
  fleetGauges(metrics, deps.fleet);
  metrics.gauge("announcement_outbox_depth", "Announcements waiting in the outbox", () =>
    store.outboxDepth(),
  );
  metrics.gauge("gateway_latency_seconds", "Round trip of the last Discord gateway heartbeat", () => {
    const ms = gatewayHealth(client).latencyMs;
    return ms === null ? null : ms / 1000;
  });
  let databaseWasOk = true;
  const database = async (): Promise<PartHealth> => {
    try {
      await store.checkWritable();
      databaseWasOk = true;
      return { ok: true };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (databaseWasOk) log.error("health: the database does not take writes", { error: message });
      databaseWasOk = false;
      return { ok: false, error: message };
    }
  };
  const server = await startHealthServer({
    host: deps.host,
    port: deps.port,
    health: async () =>
      assessHealth({
        gateway: gatewayHealth(client),
        database: await database(),
        panel: metrics.panel.state(),
      }),
    metrics: () => metrics.text(),
    metricsContentType: metrics.registry.contentType,
    onError: (error) => log.warn("health: the health and metrics server failed", { error }),
  });
  log.info(`health and metrics at ${server.url}/healthz and ${server.url}/metrics`);
  return server;
}
