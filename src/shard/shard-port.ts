import type { Config } from "../config.js";
import type { ShardProcess } from "./shard-process.js";

/**
 * The configuration a shard process runs with: its health server on `HEALTH_PORT` + its position on the machine,
 * so the shards of one machine each get a port (port 0 stays 0: each picks a free one). Pure.
 */
export function onShardPort(config: Config, shard: ShardProcess | null): Config {
  if (!shard || !config.health || config.health.port === 0 || shard.position === 0) return config;
  return Object.freeze({
    ...config,
    health: Object.freeze({ ...config.health, port: config.health.port + shard.position }),
  });
}
