import { parseShardIds } from "./shard-request.js";
import { shardPosition } from "./shard-plan.js";

/** This process's part of a sharded bot, as discord.js's sharding manager started it. */
export interface ShardProcess {
  /** The shards this process connects (one, as the manager starts them). */
  readonly ids: readonly number[];
  /** Shards in the whole bot. */
  readonly count: number;
  /** Its place among its machine's shard processes: `HEALTH_PORT` + position is its port. */
  readonly position: number;
}

/**
 * Reads what the sharding manager gave this process (`SHARDING_MANAGER`, `SHARDS`, `SHARD_COUNT`); null when the
 * process was not started by it. Pure.
 */
export function shardProcess(env: NodeJS.ProcessEnv): ShardProcess | null {
  if (env.SHARDING_MANAGER !== "true") return null;
  const parsed: unknown = JSON.parse(env.SHARDS ?? "0");
  const ids = (Array.isArray(parsed) ? parsed : [parsed]).map(Number).filter((id) => Number.isInteger(id));
  const count = Number(env.SHARD_COUNT ?? ids.length);
  const machineIds = env.SHARD_IDS ? parseShardIds(env.SHARD_IDS) : null;
  return { ids, count, position: shardPosition(machineIds, ids[0] ?? 0) };
}

/**
 * Whether this process registers the bot's commands: one process does it for the whole bot, the one with shard 0
 * (a bot without shards is shard 0). Pure.
 */
export function registersCommands(shard: Pick<ShardProcess, "ids"> | null): boolean {
  return !shard || shard.ids.includes(0);
}
