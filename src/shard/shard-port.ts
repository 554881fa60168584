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

/** Discord's global rate limit: requests a second for the whole bot, whatever the number of processes. */
const GLOBAL_REQUESTS_PER_SECOND = 50;

/**
 * This process's part of Discord's global rate limit: each process of a fleet counts only its own requests, so
 * together they must not go past the bot's 50 a second. Pure.
 */
export function globalShare(shard: ShardProcess | null): number {
  if (!shard || shard.count <= 1) return GLOBAL_REQUESTS_PER_SECOND;
  return Math.max(1, Math.floor((GLOBAL_REQUESTS_PER_SECOND * shard.ids.length) / shard.count));
}
