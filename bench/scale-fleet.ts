import { setTimeout as sleep } from "node:timers/promises";
import type { SimulatedPanel } from "../src/simulator/server.js";
import type { FakeDiscord } from "../test/fake-discord/server.js";
import { type ShardedBot, startShardedBot } from "../test/support/sharded-bot.js";
import type { TestPostgres } from "../test/support/test-postgres.js";
import { rssMiB } from "./process-tree.js";
import { gaugeAt, metricsUrls } from "./scale-propagation.js";
import { progress, type Scale, seedSettings, until } from "./scale-world.js";

/** One run of the bot on the world: what it read, what each process holds, and the processes' memory. */
export interface Run {
  readonly requestsPerStationHour: number;
  /** Announcer reads that failed in the window (refused by a panel gate, timed out…). */
  readonly failedReads: number;
  readonly rssMiB: number[];
  /** Servers each shard process's copy of the fleet holds (`radio_bot_fleet_servers_held`); none for one process. */
  readonly held: number[];
  readonly startMs: number;
}

/** The running fleet, as a measurement after the counted window sees it. */
export interface Settled {
  readonly bot: ShardedBot;
  /** Its database (a schema of its own). */
  readonly url: string;
}

/** Counts the stations each shard reads now, from the bot's lines. */
export function readersByShard(bot: ShardedBot): Map<string, Set<string>> {
  const held = new Map<string, Set<string>>();
  for (const line of bot.lines) {
    const shard = line.shard ?? "0";
    const taken = /^reading station (\S+) in this process$/.exec(line.msg)?.[1];
    const left = /^station (\S+): left to another process/.exec(line.msg)?.[1];
    const set = held.get(shard) ?? new Set<string>();
    if (taken) set.add(taken);
    if (left) set.delete(left);
    held.set(shard, set);
  }
  return held;
}

/**
 * Starts the bot with `shards` processes on a fresh schema, lets it settle, counts its panel requests, then runs
 * `after` on the running fleet. Each process serves `/metrics` (on a free port), as an operator's would.
 */
export async function runBot<T>(
  pg: TestPostgres,
  panel: SimulatedPanel,
  discord: FakeDiscord,
  scale: Scale,
  shards: number,
  after: (settled: Settled) => Promise<T>,
): Promise<{ run: Run; after: T }> {
  const url = await pg.freshSchemaUrl();
  progress(`saving the settings of ${scale.servers} servers`);
  await seedSettings(url, panel.url, scale);
  progress(`starting the bot with ${shards} shard process(es)`);
  const startedAt = performance.now();
  const bot = startShardedBot({
    discord,
    panelUrl: panel.url,
    shards,
    // SCALE_ECHO=1: every line of the bot on standard error, to see why a run failed.
    echo: process.env.SCALE_ECHO === "1",
    env: {
      DATABASE_URL: url,
      PANEL_SERVER_ID: "all",
      ANNOUNCE_CONFIRM: "1",
      HEALTH_PORT: "0",
      // The fleet within the test PostgreSQL's connections (each process: these plus one listening).
      DATABASE_CONNECTIONS: String(Math.min(10, Math.max(4, Math.floor(80 / shards) - 1))),
      // SCALE_HEAP_MB: a heap limit for each process, to see where a fleet this size runs out (default: node's).
      ...(process.env.SCALE_HEAP_MB ? { HEAP_MB: process.env.SCALE_HEAP_MB } : {}),
    },
  });
  try {
    // Settled: every station read, and spread over the processes (each starts with none and takes its share as
    // the others give theirs back).
    const fair = (0.9 * scale.stations) / shards;
    await until(
      () => {
        const sets = [...readersByShard(bot).values()];
        const total = sets.reduce((n, set) => n + set.size, 0);
        return total >= scale.stations && sets.length >= shards && sets.every((set) => set.size >= fair);
      },
      300_000,
      "every station to be read, spread over the processes",
      bot,
    );
    const startMs = performance.now() - startedAt;
    progress(
      `every station read after ${(startMs / 1_000).toFixed(1)} s; counting panel requests for ${scale.windowSeconds} s`,
    );
    const before = panel.count();
    const linesBefore = bot.lines.length;
    const at = performance.now();
    await sleep(scale.windowSeconds * 1_000);
    const requests = panel.count() - before;
    const hours = (performance.now() - at) / 3_600_000;
    const pids = shards > 1 ? [...bot.shardPids().values()] : [bot.managerPid()];
    const run = {
      requestsPerStationHour: requests / scale.stations / hours,
      failedReads: bot.lines
        .slice(linesBefore)
        .filter((line) => line.msg.startsWith("announcer: panel read failed")).length,
      rssMiB: pids.map(rssMiB),
      held: await Promise.all(metricsUrls(bot).map((url) => gaugeAt(url, "fleet_servers_held"))),
      startMs,
    };
    // Printed now: a failure in what follows leaves these figures on the screen.
    progress(
      `memory per process ${run.rssMiB.map((m) => m.toFixed(0)).join(", ")} MiB; servers held ${run.held.join(", ")}; ` +
        `${run.failedReads} failed reads; ${run.requestsPerStationHour.toFixed(0)} requests per station per hour`,
    );
    return { run, after: await after({ bot, url }) };
  } finally {
    await bot.stop(60_000);
  }
}
