import type { HealthServer } from "../ops/health-server.js";
import type { BotParts, Feature } from "./feature.js";

/**
 * The `/healthz` and `/metrics` server, with HEALTH_PORT set (its code is loaded only then). Started before login,
 * so a bot that cannot reach Discord says so.
 */
export const healthServer: Feature<
  Pick<BotParts, "config" | "metrics" | "client" | "store" | "fleet" | "log">,
  HealthServer
> = async ({ config, metrics, client, store, fleet, log }) => {
  if (!config.health || !metrics) return null;
  const { serveOps } = await import("../ops/serve-ops.js");
  return serveOps({ ...config.health, metrics, client, store, fleet, log });
};
