import { once } from "node:events";
import { type Shard, ShardingManager } from "discord.js";
import type { Logger } from "../log.js";

/** What the shard launcher needs: the plan's shards, and how to start a shard process. */
export interface RunShardsOptions {
  /** Shards in the whole bot. */
  readonly total: number;
  /** The shards this machine runs, one process each. */
  readonly ids: readonly number[];
  readonly token: string;
  /** The bot's entry script (this file's own `dist/src/index.js`), run again in each shard process. */
  readonly script: string;
  /** Node flags for each shard process (the memory limits `npm start` gives its own process). */
  readonly execArgv: readonly string[];
  /** Wait between two shards' starts (Discord lets `max_concurrency` shards identify every 5 seconds). */
  readonly spawnDelayMs: number;
  readonly log: Logger;
  /** Called when shards keep dying (a crash loop): the fleet is stopped, and the caller should exit. */
  readonly onCrashLoop: (error: Error) => void;
  readonly now?: () => number;
}

/** The shard processes of this machine. */
export interface RunningShards {
  readonly manager: ShardingManager;
  /** Stops every shard process (SIGTERM: each stops its bot cleanly) and waits for them to exit. */
  stop(): Promise<void>;
  /** The shard processes that have not exited yet, by name ("shard 0's process"). */
  unfinished(): string[];
}

/** How long a shard may take from its process start to Discord's READY before the start counts as failed. */
const READY_TIMEOUT_MS = 180_000;
/** This many shard deaths within the window is a crash loop: restarting again would only burn Discord identifies. */
const CRASH_LOOP = { deaths: 5, withinMs: 10 * 60_000 };

/**
 * Runs this machine's shards through discord.js's sharding manager, one process each, restarted by it when one
 * dies. Resolves once every shard is ready.
 */
export async function runShards(options: RunShardsOptions): Promise<RunningShards> {
  const { log } = options;
  const manager = new ShardingManager(options.script, {
    totalShards: options.total,
    shardList: [...options.ids],
    mode: "process",
    respawn: true,
    token: options.token,
    execArgv: [...options.execArgv],
  });
  let stopping = false;
  const now = options.now ?? Date.now;
  const deaths: number[] = [];
  manager.on("shardCreate", (shard: Shard) => {
    log.info(`shard ${shard.id} of ${options.total}: starting its process`);
    shard.on("death", (child) => {
      if (stopping) return;
      const code = "exitCode" in child ? child.exitCode : null;
      deaths.push(now());
      while (deaths.length > 0 && now() - (deaths[0] ?? 0) > CRASH_LOOP.withinMs) deaths.shift();
      if (deaths.length >= CRASH_LOOP.deaths) {
        const error = new Error(
          `shard processes ended ${deaths.length} times within ${CRASH_LOOP.withinMs / 60_000} minutes; stopping instead of restarting them again (see their last log lines)`,
        );
        void stop().then(() => options.onCrashLoop(error));
        return;
      }
      log.warn(`shard ${shard.id}: its process ended (exit code ${code ?? "none"}); starting it again`);
    });
    // A restart that fails is reported here; without a listener it would end the manager.
    shard.on("error", (error) => log.error(`shard ${shard.id}: could not start it again`, { error }));
  });
  const stop = async () => {
    stopping = true;
    manager.respawn = false;
    await Promise.all(
      [...manager.shards.values()].map(async (shard) => {
        const child = shard.process;
        if (!child || child.exitCode !== null || child.signalCode !== null) return;
        // The manager's own kill() forgets the process before it ends; waiting for its exit lets each shard stop
        // its bot (the announcer's run, the outbox claim) before this process goes.
        const exited = once(child, "exit");
        child.kill("SIGTERM");
        await exited;
      }),
    );
  };
  try {
    await manager.spawn({ amount: options.total, delay: options.spawnDelayMs, timeout: READY_TIMEOUT_MS });
  } catch (error) {
    await stop();
    throw error;
  }
  log.info(
    `all ${options.ids.length} shard(s) of this machine are ready (shards ${options.ids.join(", ")} of ${options.total})`,
  );
  const unfinished = () =>
    [...manager.shards.values()]
      .filter(
        (shard) => shard.process && shard.process.exitCode === null && shard.process.signalCode === null,
      )
      .map((shard) => `shard ${shard.id}'s process`);
  return { manager, stop, unfinished };
}
