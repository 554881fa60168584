// CI: the production install from a clean copy of HEAD, as a station deploys it. `npm ci --omit=dev` (or
// `NODE_ENV=production npm install` with --env-install), then `npm start` against the fake Discord with the demo
// station: the bot must log in within 2 seconds of its process starting, answer /healthz and /metrics, write every
// log line as JSON (LOG_FORMAT=json) and exit 0 on SIGTERM. The budget is the bot's process's own (node under npm,
// from /proc): npm's start before it (about 0.25 s here) and the build check (`prestart`, about 0.2 s) are printed
// beside it but are npm's, and a station's service manager runs node without them.
//   npx tsx scripts/check-production-install.ts [--env-install]
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { botProcessEnv, FakeDiscord } from "../test/fake-discord/server.js";
import { commandLineHas, processTree } from "../test/support/proc.js";

const START_BUDGET_MS = 2_000;
/** The whole check, install included, never hangs CI. */
const GIVE_UP_MS = 180_000;

const envInstall = process.argv.includes("--env-install");
const work = mkdtempSync(join(tmpdir(), "radio-bot-production-"));
const app = join(work, "app");
const discord = await new FakeDiscord().listen();
const giveUp = setTimeout(() => fail(`no result within ${GIVE_UP_MS / 1000} s`), GIVE_UP_MS);

function fail(reason: string): never {
  process.stderr.write(`check-production-install: FAILED: ${reason}\n`);
  rmSync(work, { recursive: true, force: true });
  process.exit(1);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  execFileSync(command, args, { cwd: app, env, stdio: ["ignore", "ignore", "inherit"] });
}

try {
  execFileSync("git", ["clone", "--quiet", "--no-checkout", process.cwd(), app]);
  run("git", ["checkout", "--quiet", execFileSync("git", ["rev-parse", "HEAD"]).toString().trim()]);
  const install = envInstall ? ["install"] : ["ci", "--omit=dev"];
  const installEnv = envInstall ? { ...process.env, NODE_ENV: "production" } : process.env;
  run("npm", [...install, "--no-audit", "--no-fund", "--prefer-offline"], installEnv);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
// Proof that this is the production install: no compiler to fall back on.
if (existsSync(join(app, "node_modules", "typescript"))) fail("the install has the development dependencies");

/** When a process started, on Date.now's clock: its start in clock ticks after boot (/proc/<pid>/stat, field 22). */
function startedAtMs(pid: number): number {
  const stat = readFileSync(`/proc/${String(pid)}/stat`, "utf8");
  const ticks = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19]);
  const uptimeSeconds = Number(readFileSync("/proc/uptime", "utf8").split(" ")[0]);
  return Date.now() - uptimeSeconds * 1000 + ticks * CLOCK_TICK_MS;
}
/** Linux's clock tick for /proc's times (`getconf CLK_TCK`: 100 a second). */
const CLOCK_TICK_MS = 10;

/** One start's figures: milliseconds until it logged in, from `npm start` and from the bot's own process. */
interface Start {
  readonly fromNpm: number;
  readonly fromProcess: number;
}

/**
 * One `npm start` of the installed copy: how long until it logged in, after checking its health server, its JSON
 * log lines and its exit code on SIGTERM.
 */
async function startOnce(): Promise<Start> {
  const started = performance.now();
  const bot = spawn("npm", ["start", "--silent"], {
    cwd: app,
    env: botProcessEnv(discord, "demo", {
      LOG_LEVEL: "info",
      LOG_FORMAT: "json",
      HEALTH_PORT: "0",
      DATA_DIR: join(work, "data"),
    }),
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  const exited = once(bot, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
  const ready = new Promise<Start>((resolve) => {
    let seen = false;
    bot.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
      if (seen || !/logged in to Discord as/.test(stderr)) return;
      seen = true;
      const fromNpm = performance.now() - started;
      const node = processTree(bot.pid ?? -1).find((pid) => commandLineHas(pid, "dist/src/index.js"));
      if (node === undefined) fail("the bot's node process was not found under npm start");
      resolve({ fromNpm, fromProcess: Date.now() - startedAtMs(node) });
    });
  });
  const ms = await Promise.race([ready, exited.then(() => null)]);
  if (ms === null) fail(`npm start exited before logging in:\n${stderr}`);
  const health = /health and metrics at (http:\/\/[^/]+)\/healthz/.exec(stderr)?.[1];
  if (!health) fail(`the bot did not log where its health server listens:\n${stderr}`);
  await checkHealth(health);
  bot.kill("SIGTERM");
  const [code, signal] = await exited;
  if (code !== 0) fail(`npm start exited with ${String(code ?? signal)} on SIGTERM:\n${stderr}`);
  const notJson = stderr
    .split("\n")
    .filter((line) => line !== "" && !/^\{"time":"[^"]+","level":"\w+","msg":/.test(line));
  if (notJson.length > 0)
    fail(`with LOG_FORMAT=json, lines that are not JSON log lines:\n${notJson.join("\n")}`);
  return ms;
}

/** The health server of the production process answers 200 and serves the bot's metrics. */
async function checkHealth(url: string): Promise<void> {
  const health = await fetch(`${url}/healthz`);
  if (health.status !== 200) fail(`/healthz answered ${health.status}: ${await health.text()}`);
  const metrics = await (await fetch(`${url}/metrics`)).text();
  if (!metrics.includes("radio_bot_panel_requests_total")) fail("/metrics lacks the bot's metrics");
}

// The machine may be busy with other work: up to five starts, and the budget holds if one of them meets it (a
// start that is slow every time still fails; on Node 20 here a start takes 1.2–1.4 s of the 2).
const figures: Start[] = [];
const met = () => figures.some((start) => start.fromProcess < START_BUDGET_MS);
while (figures.length < 5 && !met()) figures.push(await startOnce());
clearTimeout(giveUp);
await discord.close();
rmSync(work, { recursive: true, force: true });
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const shown = figures
  .map((start) => `${seconds(start.fromProcess)} (npm start: ${seconds(start.fromNpm)})`)
  .join(", ");
if (!met()) fail(`the bot's process took ${shown} to log in (budget 2 s)`);
process.stdout.write(
  `check-production-install: ${envInstall ? "NODE_ENV=production npm install" : "npm ci --omit=dev"} on Node ${process.version}: logged in, from its process's start, after ${shown}; /healthz 200, /metrics, JSON logs; exit 0 on SIGTERM\n`,
);
