import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { startSimulatedPanel } from "../src/simulator/server.js";
import { DATABASE_FILE } from "../src/store/sqlite-store.js";
import { botProcessEnv, FakeDiscord } from "../test/fake-discord/server.js";
import { type GroupBot, startGroupBot } from "../test/support/group-bot.js";

/** The restarts `npm run bench -- restarts` makes unless told (`npm run bench -- restarts 10`). */
export const DEFAULT_RESTARTS = 50;
/** From the stop's end to the next start, as a service manager's `RestartSec` of about a second. */
const PAUSE_MS = 1_000;
/** The start's last line: from here the bot is running (a stop before it ends the process at once). */
const STARTED = /announcing on schedule/;

/** What one run of `npm start` came to. */
interface Run {
  readonly ok: boolean;
  readonly ms: number;
  /** From the bot's `SIGTERM received` line to its `stopped` line (NaN without both). */
  readonly stopMs: number;
  readonly why: string;
}

/**
 * Issue 41's restart figure: one DATA_DIR, `npm start`, ready, SIGTERM to its process group (as systemd stops it),
 * a second's pause, again, `count` times. A run succeeds when it started, its stop logged `stopped` and exited 0,
 * and no SQLite lock folder was left behind.
 */
export async function restartsTable(count: number): Promise<string> {
  const discord = await new FakeDiscord().listen();
  const panel = await startSimulatedPanel({ seed: 4, lively: false, ffmpegPath: null });
  const dataDir = mkdtempSync(join(tmpdir(), "radio-bot-restarts-"));
  const runs: Run[] = [];
  let driver = "unknown";
  try {
    const env = botProcessEnv(discord, panel.url, {
      DATA_DIR: dataDir,
      ANNOUNCE_SCHEDULE: "* * * * * *",
      STATS: "on",
      PRESENCE: "off",
      LOG_FORMAT: "json",
      LOG_LEVEL: "info",
    });
    for (let i = 0; i < count; i++) {
      if (i > 0) await sleep(PAUSE_MS);
      const started = performance.now();
      const bot = startGroupBot(env);
      try {
        const run = await startAndStop(bot, dataDir);
        driver = run.driver ?? driver;
        runs.push({ stopMs: Number.NaN, ...run, ms: performance.now() - started });
      } finally {
        bot.kill();
      }
      const last = runs.at(-1);
      if (last && !last.ok) process.stderr.write(`restart ${i + 1}: ${last.why}\n`);
    }
  } finally {
    await discord.close();
    await panel.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const succeeded = runs.filter((run) => run.ok).length;
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
  const stops = runs.map((run) => run.stopMs).filter((ms) => Number.isFinite(ms));
  return [
    `restarts: ${succeeded}/${count} succeeded (Node ${process.version}, SQLite via ${driver})`,
    `each run (start to ready, group SIGTERM, exit; the 1 s pause aside): ${(mean(runs.map((r) => r.ms)) / 1000).toFixed(2)} s on average`,
    `each stop (SIGTERM received to stopped): ${mean(stops).toFixed(0)} ms on average, ${Math.max(0, ...stops).toFixed(0)} ms at most`,
  ].join("\n");
}

async function startAndStop(
  bot: GroupBot,
  dataDir: string,
): Promise<Omit<Run, "ms" | "stopMs"> & { stopMs?: number; driver?: string }> {
  try {
    const kept = await bot.waitForLine(
      "the store is open",
      (l) => l.msg.startsWith("keeping state in"),
      60_000,
    );
    const driver = /SQLite via ([\w:]+)/.exec(kept.msg)?.[1];
    await bot.waitForLine("the bot is started", (l) => STARTED.test(l.msg), 60_000);
    const exit = await bot.stopGroup();
    const stopped = bot.lines.find((l) => l.msg === "stopped");
    const received = bot.lines.find((l) => l.msg === "SIGTERM received, shutting down…");
    const lockLeft = existsSync(join(dataDir, `${DATABASE_FILE}.lock`));
    const ok = exit.code === 0 && exit.signal === null && stopped !== undefined && !lockLeft;
    const why = `exit ${exit.signal ?? String(exit.code)}, stopped line ${stopped ? "" : "not "}seen, lock folder ${lockLeft ? "left" : "gone"}`;
    const stopMs = stopped && received ? stopped.at - received.at : Number.NaN;
    return { ok, why, stopMs, ...(driver ? { driver } : {}) };
  } catch (error) {
    return {
      ok: false,
      stopMs: Number.NaN,
      why: error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error),
    };
  }
}
