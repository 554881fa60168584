import { ConfigError } from "../config.js";
import type { ShardRequest } from "./shard-request.js";

/** How this machine runs the bot: in this process (one shard), or one process per shard through discord.js. */
export type ShardPlan =
  | { readonly kind: "single" }
  | {
      readonly kind: "processes";
      /** Shards in the whole bot. */
      readonly total: number;
      /** The shards this machine runs, each in a process of its own. */
      readonly ids: readonly number[];
    };

/**
 * Decides how to run the shards asked for. `recommended` is Discord's shard count (`GET /gateway/bot`), asked only
 * for `SHARDS=auto`. Several shards share their state through PostgreSQL: without `DATABASE_URL` each process would
 * have its own SQLite file, read every station again and post every announcement again, so that is refused. Pure.
 * @throws ConfigError when more than one shard is asked for without a database to share.
 */
export function planShards(request: ShardRequest, hasDatabase: boolean, recommended?: number): ShardPlan {
  const total = request.count === "auto" ? Math.max(1, recommended ?? 1) : request.count;
  const ids = request.ids ?? Array.from({ length: total }, (_, id) => id);
  if (total === 1) return { kind: "single" };
  if (!hasDatabase) {
    throw new ConfigError([
      {
        variable: "DATABASE_URL",
        problem: `is required to run ${total} shards: their processes share the stations, the settings and the announcements through PostgreSQL (SQLite serves one process)`,
        example: "postgres://radio:password@db.example.com:5432/radio",
      },
    ]);
  }
  return { kind: "processes", total, ids };
}

/**
 * Where a shard process stands on its machine (0 for its first shard, 1 for the next…): each process adds it to
 * `HEALTH_PORT`, so the shards of one machine never ask for the same port.
 */
export function shardPosition(machineIds: readonly number[] | null, shardId: number): number {
  const position = machineIds ? machineIds.indexOf(shardId) : shardId;
  return Math.max(0, position);
}

/**
 * The wait between two shards' starts: Discord lets `maxConcurrency` shards identify every 5 seconds, and shards
 * `maxConcurrency` apart share a slot. Pure.
 */
export function spawnDelayMs(maxConcurrency: number, shards: number): number {
  if (maxConcurrency >= shards) return 0;
  return Math.ceil(5_500 / Math.max(1, maxConcurrency));
}
