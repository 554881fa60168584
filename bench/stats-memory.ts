import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { startSimulatedPanel } from "../src/simulator/server.js";
import { FakeDiscord } from "../test/fake-discord/server.js";
import { spawnBot } from "./bot-process.js";

/** Resident memory of the bot at ready, in MiB: all of it, and its anonymous part (V8's heaps, mostly). */
export interface ReadyMemory {
  readonly rss: number;
  readonly anonymous: number;
}

/** The memory at ready with the figures kept and without, each the median of its starts. */
export interface StatsMemory {
  readonly on: ReadyMemory;
  readonly off: ReadyMemory;
  readonly starts: number;
}

/** How long the bot runs after ready before it is measured: its first reads of the station, and a keeper step. */
const SETTLE_MS = 3_000;

/** The anonymous resident memory of a process (mappings without a file: V8's heaps and malloc's arenas), in MiB. */
function anonymousMiB(pid: number): number {
  let anonymous = 0;
  let isAnonymous = false;
  for (const line of readFileSync(`/proc/${String(pid)}/smaps`, "utf8").split("\n")) {
    const mapping = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) {
      const name = mapping[1] ?? "";
      isAnonymous = name === "" || name === "[heap]";
      continue;
    }
    const rss = /^Rss:\s+(\d+)/.exec(line);
    if (rss && isAnonymous) anonymous += Number(rss[1]) / 1024;
  }
  return anonymous;
}

/** Starts the bot as `npm start` does with `STATS` as given, and measures it once it has settled after ready. */
async function readyMemory(stats: "on" | "off"): Promise<ReadyMemory> {
  const discord = await new FakeDiscord().listen();
  const panel = await startSimulatedPanel({ seed: 1 });
  const dataDir = mkdtempSync(join(tmpdir(), "stats-memory-"));
  const bot = await spawnBot(discord, panel.url, {
    PRESENCE: "off",
    STATS: stats,
    // A zone from the tz database (a few KiB read at start), as a station would set it; unused with STATS=off.
    STATS_TIMEZONE: "Europe/Berlin",
    DATA_DIR: dataDir,
  });
  try {
    await sleep(SETTLE_MS);
    return { rss: bot.rssMiB(), anonymous: anonymousMiB(bot.pid()) };
  } finally {
    await bot.stop();
    await discord.close();
    await panel.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The middle one of each figure. */
function medianOf(list: readonly ReadyMemory[]): ReadyMemory {
  const middle = (values: number[]) =>
    values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  return { rss: middle(list.map((m) => m.rss)), anonymous: middle(list.map((m) => m.anonymous)) };
}

/**
 * The bot's memory at ready with `STATS=on` and `STATS=off`, started `starts` times each, in turn (so that what the
 * machine does meanwhile falls on both alike), each the median of its starts.
 */
export async function statsMemory(starts: number): Promise<StatsMemory> {
  const on: ReadyMemory[] = [];
  const off: ReadyMemory[] = [];
  for (let i = 0; i < starts; i++) {
    on.push(await readyMemory("on"));
    off.push(await readyMemory("off"));
  }
  return { on: medianOf(on), off: medianOf(off), starts };
}
