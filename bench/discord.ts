import { readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { startSimulatedPanel } from "../src/simulator/server.js";
import { callbackOf, runCommand } from "../test/fake-discord/interactions.js";
import { FakeDiscord } from "../test/fake-discord/server.js";
import { type BotProcess, spawnBot } from "./bot-process.js";
import type { Figure } from "./panel.js";

const COMMANDS: [string, { name: string; type: number; value: unknown }[]][] = [
  ["nowplaying", []],
  ["listeners", []],
  ["history", [{ name: "count", type: 4, value: 10 }]],
  ["listen", []],
];

/** Milliseconds from dispatching INTERACTION_CREATE to the fake receiving the bot's callback. */
async function replyMs(
  discord: FakeDiscord,
  name: string,
  options: { name: string; type: number; value: unknown }[],
) {
  const t0 = performance.now();
  await callbackOf(discord, runCommand(discord, name, options));
  return performance.now() - t0;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * `npm start` to ready, as a user runs it: the first start after a fresh install (it compiles everything), a start
 * with nothing changed, and a start after a source file changed (it must compile that change, never run stale code).
 */
async function startFigures(discord: FakeDiscord, panelUrl: string): Promise<Figure[]> {
  rmSync("dist", { recursive: true, force: true });
  const first = await spawnBot(discord, panelUrl);
  await first.stop();
  const again = await spawnBot(discord, panelUrl);
  await again.stop();
  // A change of content (the build compares contents: a file only touched is not compiled again), undone after.
  const source = readFileSync("src/main.ts", "utf8");
  const changedAt = Date.now();
  writeFileSync("src/main.ts", `${source}// bench: a change\n`);
  let changed: BotProcess;
  try {
    changed = await spawnBot(discord, panelUrl);
    await changed.stop();
  } finally {
    writeFileSync("src/main.ts", source);
  }
  const rebuilt = ["dist/src/main.js", "dist/src/index.js"].every(
    (output) => statSync(output).mtimeMs >= changedAt - 1000,
  );
  return [
    {
      name: "npm start to ready, first start after install",
      value: seconds(first.msToReady),
      target: "(builds dist/)",
      ok: true,
    },
    {
      name: "npm start to ready, nothing changed",
      value: seconds(again.msToReady),
      target: "< 2 s",
      ok: again.msToReady < 2000,
    },
    {
      name: "npm start to ready, after a change in src/",
      value: seconds(changed.msToReady),
      target: "rebuilt, never stale",
      ok: rebuilt,
    },
  ];
}

/** Runs the bot as its own process against a fake Discord and the simulated station; returns the figures. */
export async function discordFigures(): Promise<Figure[]> {
  const discord = await new FakeDiscord().listen();
  discord.setMaxListeners(0);
  const panel = await startSimulatedPanel({ seed: 1 });
  const figures: Figure[] = [...(await startFigures(discord, panel.url))];
  const bot = await spawnBot(discord, panel.url, { PRESENCE: "off" });
  try {
    // A cold cache: 100 people run /nowplaying at the same moment (no announcement channels, status off: the
    // announcer reads nothing of its own here).
    const before = {
      djs: panel.count("djs"),
      history: panel.count("history"),
      channels: panel.count("channels"),
    };
    await Promise.all(
      Array.from({ length: 100 }, () => callbackOf(discord, runCommand(discord, "nowplaying"))),
    );
    const perEndpoint = Math.max(
      panel.count("djs") - before.djs,
      panel.count("history") - before.history,
      panel.count("channels") - before.channels,
    );
    figures.push({
      name: "panel requests per endpoint, 100 concurrent /nowplaying",
      value: String(perEndpoint),
      target: "<= 1",
      ok: perEndpoint <= 1,
    });

    for (const [name, options] of COMMANDS) {
      await replyMs(discord, name, options);
      const times: number[] = [];
      for (let i = 0; i < 500; i++) times.push(await replyMs(discord, name, options));
      times.sort((a, b) => a - b);
      const p50 = percentile(times, 50);
      const p99 = percentile(times, 99);
      figures.push({
        name: `/${name} reply latency p50 / p99 (500, cached)`,
        value: `${p50.toFixed(1)} / ${p99.toFixed(1)} ms`,
        target: "< 10 / < 50 ms",
        ok: p50 < 10 && p99 < 50,
      });
    }
  } finally {
    await bot.stop();
    await discord.close();
    await panel.close();
  }
  return figures;
}
