import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { BOT_TOKEN, type FakeDiscord, GUILD_ID } from "../test/fake-discord/server.js";

/** The bot running as its own process, exactly as `npm start` runs it, pointed at a fake Discord and a panel. */
export interface BotProcess {
  readonly child: ChildProcess;
  /** Milliseconds from spawn until the bot had logged in and asked Discord for its commands. */
  readonly msToReady: number;
  /** Resident memory of the bot process, in MiB. */
  rssMiB(): number;
  stop(): Promise<void>;
}

/** The node arguments of `npm start`, read from package.json so the benchmark measures exactly what it runs. */
function startArguments(): string[] {
  const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } };
  const [command, ...args] = pkg.scripts.start.split(/\s+/);
  if (command !== "node") throw new Error(`npm start runs ${String(command)}, not node`);
  return args;
}

/** Spawns the bot as `npm start` does (after its build) and waits until it is ready. */
export async function spawnBot(discord: FakeDiscord, panelUrl: string): Promise<BotProcess> {
  const started = performance.now();
  const ready = discord.waitFor((r) => r.method === "GET" && r.path.endsWith("/commands"));
  const child = spawn(process.execPath, startArguments(), {
    env: {
      PATH: process.env.PATH,
      DISCORD_TOKEN: BOT_TOKEN,
      DISCORD_GUILD_ID: GUILD_ID,
      DISCORD_API_URL: discord.apiUrl,
      PANEL_URL: panelUrl,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await ready;
  const msToReady = performance.now() - started;
  return {
    child,
    msToReady,
    rssMiB: () => {
      const status = readFileSync(`/proc/${String(child.pid)}/status`, "utf8");
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
