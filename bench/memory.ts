import { readdirSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { startSimulatedPanel } from "../src/simulator/server.js";
import { LOCALES } from "../src/locale.js";
import { callbackOf, runCommand } from "../test/fake-discord/interactions.js";
import { FakeDiscord } from "../test/fake-discord/server.js";
import { type BotProcess, spawnBot } from "./bot-process.js";
import type { Figure } from "./panel.js";

/**
 * The target, 120 MiB of VmRSS as `ps` and /proc report it (shared pages included), with all eight catalogues in
 * and users of every language: issue 24's measure. It was 120 MB (114.4 MiB) before the six new languages.
 */
const TARGET_MIB = 120;
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
const TARGET = `<= ${TARGET_MIB.toFixed(0)} MiB`;

/**
 * Resident memory of the bot (started as `npm start` starts it) after 3,000 interactions from users of all eight
 * languages, a quarter of them `/listeners` with a chart drawn each time (a different span each, so no chart is
 * reused), and what the chart process costs while it runs. The chart process ends when idle; the bot's own memory is the figure.
 */
export async function memoryFigures(): Promise<Figure[]> {
  const discord = await new FakeDiscord().listen();
  discord.setMaxListeners(0);
  const panel = await startSimulatedPanel({ seed: 1 });
  const bot = await spawnBot(discord, panel.url, { PRESENCE: "off" });
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
