import { readdirSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { startSimulatedPanel } from "../src/simulator/server.js";
import { LOCALES } from "../src/locale.js";
import { callbackOf, runCommand } from "../test/fake-discord/interactions.js";
import { FakeDiscord } from "../test/fake-discord/server.js";
import { type BotProcess, spawnBot } from "./bot-process.js";
import type { Figure } from "./panel.js";

/**
 * The target, 120 MB (114.4 MiB) of VmRSS as `ps` and /proc report it (shared pages included), on every Node the bot
 * supports, with all eight catalogues in and users of every language.
 */
const TARGET_MIB = 120e6 / 2 ** 20;
const INTERACTIONS = 3_000;

/** Interactions come from users of every language the bot speaks, in turn, so every catalogue is read. */
const localeAt = (i: number) => LOCALES[Math.floor(i / 4) % LOCALES.length] ?? "en";

/** Resident memory of a process, in MiB (NaN once it has exited). */
function rssOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${String(pid)}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** The chart process the bot runs now, if any: a child of the bot's process. */
function chartPid(bot: BotProcess): number | null {
  const pid = bot.pid();
  for (const task of readdirSync(`/proc/${String(pid)}/task`)) {
    const children = readFileSync(`/proc/${String(pid)}/task/${task}/children`, "utf8").trim();
    for (const child of children.split(/\s+/).filter(Boolean)) {
      if (readFileSync(`/proc/${child}/cmdline`, "utf8").includes("chart-child")) return Number(child);
    }
  }
  return null;
}

/** A figure in both units: MiB as /proc reports it, MB as the target is written. */
const mib = (n: number) => `${n.toFixed(0)} MiB (${((n * 2 ** 20) / 1e6).toFixed(0)} MB)`;
const TARGET = "<= 120 MB";

/**
 * Where a process's resident memory is, from /proc/<pid>/smaps: node's own code and data (pages of its binary, shared
 * with every node process and dropped by the kernel first), malloc's heap, and the rest of the anonymous memory (V8's
 * heaps, mostly). Node 24's binary is half as large again as Node 20's, so more of its pages are mapped.
 */
function residentParts(pid: number): string {
  const parts = { binary: 0, malloc: 0, anonymous: 0, libraries: 0 };
  let part: keyof typeof parts = "libraries";
  for (const line of readFileSync(`/proc/${String(pid)}/smaps`, "utf8").split("\n")) {
    const mapping = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) {
      const name = mapping[1] ?? "";
      part = /\/node$/.test(name)
        ? "binary"
        : name === "[heap]"
          ? "malloc"
          : name === ""
            ? "anonymous"
            : "libraries";
      continue;
    }
    const rss = /^Rss:\s+(\d+)/.exec(line);
    if (rss) parts[part] += Number(rss[1]) / 1024;
  }
  const each = Object.entries(parts).map(([name, value]) => `${name} ${value.toFixed(0)}`);
  return `${each.join(", ")} MiB`;
}

/**
 * Resident memory of the bot (started as `npm start` starts it) after 3,000 interactions from users of all eight
 * languages, a quarter of them `/listeners` with a chart drawn each time (a different span each, so no chart is
 * reused), and what the chart process costs while it runs. The chart process ends when idle; the bot's own memory is the figure.
 */
export async function memoryFigures(): Promise<Figure[]> {
  const discord = await new FakeDiscord().listen();
  discord.setMaxListeners(0);
  const panel = await startSimulatedPanel({ seed: 1 });
  // JIT=full npm run bench -- memory: the figure with V8's optimizing compilers on (see docs/configuration.md).
  const bot = await spawnBot(discord, panel.url, { PRESENCE: "off", JIT: process.env.JIT ?? "lean" });
  try {
    const afterLogin = bot.rssMiB();
    const chartMs: number[] = [];
    let charts = 0;
    let chartPeak = 0;
    let at1000 = 0;
    for (let i = 1; i <= INTERACTIONS; i++) {
      const kind = i % 4;
      const t0 = performance.now();
      if (kind === 0) {
        const hours = { name: "hours", type: 4, value: 1 + ((i / 4) % 72) };
        const callback = await callbackOf(
          discord,
          runCommand(discord, "listeners", [hours], { locale: localeAt(i) }),
        );
        chartMs.push(performance.now() - t0);
        if ((callback as { files?: readonly unknown[] }).files?.length) charts++;
        const pid = chartPid(bot);
        if (pid) chartPeak = Math.max(chartPeak, rssOf(pid));
      } else {
        const name = ["nowplaying", "history", "listen"][kind - 1] ?? "nowplaying";
        await callbackOf(discord, runCommand(discord, name, [], { locale: localeAt(i) }));
      }
      if (i === 1000) at1000 = bot.rssMiB();
    }
    const at3000 = bot.rssMiB();
    const parts = residentParts(bot.pid());
    // The chart process ends 15 s after its last chart; then the bot is alone again.
    const started = performance.now();
    while (chartPid(bot) !== null && performance.now() - started < 30_000) await sleep(250);
    const idle = bot.rssMiB();
    const [first = Number.NaN, ...rest] = chartMs;
    rest.sort((a, b) => a - b);
    return [
      {
        name: "bot RSS after login",
        value: mib(afterLogin),
        target: TARGET,
        ok: afterLogin <= TARGET_MIB,
      },
      {
        name: `bot RSS after 1,000 / 3,000 interactions (${charts} charts drawn)`,
        value: `${at1000.toFixed(0)} / ${mib(at3000)}`,
        target: `${TARGET}, no growth`,
        ok: at3000 <= TARGET_MIB && at3000 - at1000 < 5 && charts >= INTERACTIONS / 4 - 1,
      },
      {
        name: "  of which: node's binary, malloc, anonymous (V8), libraries",
        value: parts,
        target: "(where it goes)",
        ok: true,
      },
      {
        name: "bot RSS once the chart process ended (idle 15 s)",
        value: mib(idle),
        target: TARGET,
        ok: idle <= TARGET_MIB,
      },
      {
        name: "chart process RSS, peak while drawing",
        value: mib(chartPeak),
        target: "(ends when idle)",
        ok: true,
      },
      {
        name: "/listeners reply with a new chart: first / p50",
        value: `${first.toFixed(0)} / ${(rest[Math.floor(rest.length / 2)] ?? Number.NaN).toFixed(1)} ms`,
        target: "< 1500 / < 50 ms",
        ok: first < 1500 && (rest[Math.floor(rest.length / 2)] ?? Infinity) < 50,
      },
    ];
  } finally {
    await bot.stop();
    await discord.close();
    await panel.close();
  }
}
