import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { readdirSync, readFileSync } from "node:fs";
import { botProcessEnv, type FakeDiscord } from "../test/fake-discord/server.js";

/** The bot started exactly as a user starts it, `npm start`, pointed at a fake Discord and a panel. */
export interface BotProcess {
  readonly child: ChildProcess;
  /** Milliseconds from spawning `npm start` until the bot had logged in and asked Discord for its commands. */
  readonly msToReady: number;
  /** The bot's node process (under npm and sh). */
  pid(): number;
  /** Resident memory of the bot's node process (not npm's), in MiB. */
  rssMiB(): number;
  stop(): Promise<void>;
}

/** Spawns `npm start` (its build step included) and waits until the bot is ready. */
export async function spawnBot(
  discord: FakeDiscord,
  panelUrl: string,
  extra: NodeJS.ProcessEnv = {},
): Promise<BotProcess> {
  const started = performance.now();
  const mark = discord.requests.length;
  const ready = discord.waitFor(
    (r) => discord.requests.indexOf(r) >= mark && r.method === "GET" && r.path.endsWith("/commands"),
  );
  const child = spawn("npm", ["start", "--silent"], {
    env: botProcessEnv(discord, panelUrl, extra),
    stdio: ["ignore", "inherit", "inherit"],
  });
  await ready;
  const msToReady = performance.now() - started;
  return {
    child,
    msToReady,
    pid: () => botPid(child.pid ?? -1),
    rssMiB: () => {
      const pid = botPid(child.pid ?? -1);
      const status = readFileSync(`/proc/${String(pid)}/status`, "utf8");
      const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
      return kib / 1024;
    },
    stop: async () => {
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** The process under `npm start` (npm → sh → node) that runs the bot itself. */
export function botPid(pid: number): number {
  const cmdline = readFileSync(`/proc/${String(pid)}/cmdline`, "utf8");
  if (cmdline.includes("dist/src/index.js")) return pid;
  for (const task of readdirSync(`/proc/${String(pid)}/task`)) {
    const children = readFileSync(`/proc/${String(pid)}/task/${task}/children`, "utf8").trim();
    for (const child of children.split(/\s+/).filter(Boolean)) {
      const found = botPid(Number(child));
      if (found > 0) return found;
    }
  }
  return -1;
}
