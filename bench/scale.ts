import { setTimeout as sleep } from "node:timers/promises";
import { startSimulatedPanel, type SimulatedPanel } from "../src/simulator/server.js";
import { stationKey } from "../src/station/station-key.js";
import { openPostgresStore } from "../src/store/postgres-store.js";
import { manyGuildIds } from "../test/fake-discord/many-guilds.js";
import { FakeDiscord } from "../test/fake-discord/server.js";
import { type ShardedBot, startShardedBot } from "../test/support/sharded-bot.js";
import { startTestPostgres, type TestPostgres } from "../test/support/test-postgres.js";
import type { Figure } from "./panel.js";
import { rssMiB } from "./process-tree.js";

/** Stations whose DJ changes at once for the outbox burst (each posts in all of its servers). */
const BURST_STATIONS = 600;

/** One run of the bot on the world: what it read, what each process holds, and the processes' memory. */
interface Run {
  readonly requestsPerStationHour: number;
  /** Announcer reads that failed in the window (refused by a panel gate, timed out…). */
  readonly failedReads: number;
  readonly rssMiB: number[];
  readonly startMs: number;
}

/** The scale of the bench: servers, stations, shard processes. */
export interface Scale {
  readonly servers: number;
  readonly stations: number;
  readonly shards: number;
  /** How long panel requests are counted: long enough for every station's schedule and adaptive reads to even out. */
  readonly windowSeconds: number;
}

/** Each server follows one station (server `i` station `i % stations`), with its one channel for announcements. */
async function seedSettings(url: string, panelUrl: string, scale: Scale): Promise<void> {
  const store = await openPostgresStore({ url });
  const BATCH = 8;
  for (let from = 0; from < scale.servers; from += BATCH) {
    await Promise.all(
      Array.from({ length: Math.min(BATCH, scale.servers - from) }, (_, k) => {
        const index = from + k;
        const { guildId, textChannelId } = manyGuildIds(index);
        return store.saveGuildSettings(guildId, {
          station: stationKey(panelUrl, (index % scale.stations) + 1),
          channels: [{ id: textChannelId, tracks: "off" }],
        });
      }),
    );
  }
  await store.close();
}

/** Counts the stations each shard reads now, from the bot's lines. */
function readersByShard(bot: ShardedBot): Map<string, Set<string>> {
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

/** A line on standard error: a bench of several minutes says where it is. */
function progress(text: string): void {
  process.stderr.write(`scale: ${text}\n`);
}

/**
 * Polls until `done()` (a bench watches a count over minutes; nothing here is a pass/fail test); fails with the
 * bot's last lines when it ended or the time ran out.
 */
async function until(done: () => boolean, timeoutMs: number, what: string, bot?: ShardedBot): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  let ended = false;
  void bot?.exited.then(() => (ended = true));
  while (!done()) {
    if (ended || performance.now() > deadline) {
      throw new Error(`${ended ? "the bot ended" : "timed out"} waiting for ${what}:\n${bot?.tail() ?? ""}`);
    }
    await sleep(100);
  }
}

/** Starts the bot with `shards` processes on a fresh schema, lets it settle, and counts its panel requests. */
async function runBot(
  pg: TestPostgres,
  panel: SimulatedPanel,
  discord: FakeDiscord,
  scale: Scale,
  shards: number,
  after?: (bot: ShardedBot) => Promise<Figure[]>,
): Promise<{ run: Run; figures: Figure[] }> {
  const url = await pg.freshSchemaUrl();
  progress(`saving the settings of ${scale.servers} servers`);
  await seedSettings(url, panel.url, scale);
  progress(`starting the bot with ${shards} shard process(es)`);
  const startedAt = performance.now();
  const bot = startShardedBot({
    discord,
    panelUrl: panel.url,
    shards,
    // One process reading every station needs more than npm start's 96 MB of heap; a shard reads its share.
    env: {
      DATABASE_URL: url,
      PANEL_SERVER_ID: "all",
      ANNOUNCE_CONFIRM: "1",
      ...(shards === 1 ? { HEAP_MB: "512" } : {}),
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
      startMs,
    };
    const figures = after ? await after(bot) : [];
    return { run, figures };
  } finally {
    await bot.stop(60_000);
  }
}

/** DJs go live on `BURST_STATIONS` stations at once: how fast their posts leave the outbox, and each exactly once. */
async function outboxBurst(panel: SimulatedPanel, discord: FakeDiscord, scale: Scale): Promise<Figure[]> {
  const posts = () =>
    discord.requests.filter((r) => r.method === "POST" && /^\/channels\/\d+\/messages$/.test(r.path));
  const mark = posts().length;
  const perStation = Math.floor(scale.servers / scale.stations);
  const burstStations = Math.min(BURST_STATIONS, scale.stations);
  const expected = burstStations * perStation;
  progress(`a DJ change at ${burstStations} stations: ${expected} posts`);
  for (let id = 1; id <= burstStations; id++) {
    const station = panel.stations.get(id);
    // A live DJ other than the one on air (if any): a DJ change at every station.
    const next = station?.liveDjNames.find((name) => name !== station.liveDjName);
    if (station && next) station.setLiveDj(next);
  }
  await until(() => posts().length - mark >= expected, 600_000, `${expected} posts`);
  const burst = posts().slice(mark);
  const seconds = ((burst.at(-1)?.at ?? 0) - (burst[0]?.at ?? 0)) / 1_000;
  const perChannel = new Map<string, number>();
  for (const post of burst) perChannel.set(post.path, (perChannel.get(post.path) ?? 0) + 1);
  const doubled = [...perChannel.values()].filter((n) => n > 1).length;
  return [
    {
      name: `outbox: ${expected} posts of ${burstStations} DJ changes, posts per second`,
      value: (burst.length / Math.max(seconds, 0.001)).toFixed(1),
      target: "≈ Discord's 50/s for the bot",
      ok: true,
    },
    { name: "outbox: channels posted in twice", value: String(doubled), target: "0", ok: doubled === 0 },
  ];
}

/** `kill -9` of the process reading the most stations, its restart held back: how soon the others read them all. */
async function takeover(bot: ShardedBot): Promise<Figure[]> {
  const held = readersByShard(bot);
  const [victim, stations] = [...held.entries()].sort((a, b) => b[1].size - a[1].size)[0] ?? ["0", new Set()];
  progress(`kill -9 of shard ${victim}, which reads ${stations.size} stations`);
  bot.pauseManager();
  const killedAt = Date.now();
  bot.kill(Number(victim));
  const retaken = new Map<string, number>();
  try {
    await until(
      () => {
        for (const line of bot.lines) {
          const key = /^reading station (\S+) in this process$/.exec(line.msg)?.[1];
          if (key && stations.has(key) && line.shard !== victim && line.at >= killedAt)
            retaken.set(key, line.at);
        }
        return retaken.size >= stations.size;
      },
      120_000,
      `the ${stations.size} stations of shard ${victim} to be taken over`,
      bot,
    );
  } finally {
    bot.resumeManager();
  }
  const last = Math.max(...retaken.values()) - killedAt;
  return [
    {
      name: `takeover: ${stations.size} stations of a killed shard read elsewhere, seconds`,
      value: (last / 1_000).toFixed(1),
      target: "≤ 15",
      ok: last <= 15_000,
    },
  ];
}

/**
 * `npm run bench -- scale [servers] [stations] [shards]`: the sharded bot as it runs, on one machine: the fleet and
 * a single process on the same world (a fake Discord of `servers` servers, a simulated panel of `stations`
 * stations, PostgreSQL), panel requests per station and hour, memory per shard process, the outbox's posts per
 * second, and how soon a killed process's stations are read again.
 */
export async function scaleFigures(scale: Scale): Promise<Figure[]> {
  const pg = await startTestPostgres();
  if ("skipped" in pg) return [{ name: "scale", value: "skipped", target: pg.skipped, ok: false }];
  const panel = await startSimulatedPanel({
    seed: 16,
    lively: false,
    servers: Array.from({ length: scale.stations - 1 }, (_, i) => ({ serverId: i + 2 })),
  });
  const discord = await new FakeDiscord([], { shards: scale.shards, manyGuilds: scale.servers }).listen();
  try {
    const fleet = await runBot(pg, panel, discord, scale, scale.shards, async (bot) => [
      ...(await outboxBurst(panel, discord, scale)),
      ...(await takeover(bot)),
    ]);
    // The same world in one process (one shard: a Discord that does not ask for sharding).
    const unsharded = await new FakeDiscord([], { manyGuilds: scale.servers }).listen();
    const single = await runBot(pg, panel, unsharded, scale, 1).finally(() => unsharded.close());
    const ratio = fleet.run.requestsPerStationHour / single.run.requestsPerStationHour;
    const mem = fleet.run.rssMiB;
    return [
      {
        name: `panel requests per station per hour, ${scale.shards} processes (one process: ${single.run.requestsPerStationHour.toFixed(0)}; failed reads ${fleet.run.failedReads} and ${single.run.failedReads})`,
        value: fleet.run.requestsPerStationHour.toFixed(0),
        target: "unchanged (±10 %)",
        ok: Math.abs(ratio - 1) <= 0.1,
      },
      {
        name: `failed announcer reads in ${scale.windowSeconds} s, ${scale.shards} processes (one process: ${single.run.failedReads})`,
        value: String(fleet.run.failedReads),
        target: "0",
        ok: fleet.run.failedReads === 0 && single.run.failedReads === 0,
      },
      {
        name: `memory per shard process, MiB (one process with everything: ${single.run.rssMiB[0]?.toFixed(0) ?? "?"})`,
        value: `${Math.min(...mem).toFixed(0)}–${Math.max(...mem).toFixed(0)}`,
        target: "reported",
        ok: true,
      },
      {
        name: `start to every station read, seconds (one process: ${(single.run.startMs / 1_000).toFixed(1)})`,
        value: (fleet.run.startMs / 1_000).toFixed(1),
        target: "reported",
        ok: true,
      },
      ...fleet.figures,
    ];
  } finally {
    await discord.close();
    await panel.close();
    await pg.stop();
  }
}

/** The scale: 10,000 servers on 2,000 stations over 4 shard processes. */
export const SCALE_DEFAULTS: Scale = { servers: 10_000, stations: 2_000, shards: 4, windowSeconds: 120 };
