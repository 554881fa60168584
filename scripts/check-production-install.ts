// CI: the production install from a clean copy of HEAD, as a station deploys it. `npm ci --omit=dev` (or
// `NODE_ENV=production npm install` with --env-install), then `npm start` against the fake Discord with the demo
// station: the bot must log in within 2 seconds of the process starting and exit 0 on SIGTERM.
//   npx tsx scripts/check-production-install.ts [--env-install]
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { botProcessEnv, FakeDiscord } from "../test/fake-discord/server.js";

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

const started = performance.now();
const bot = spawn("npm", ["start", "--silent"], {
  cwd: app,
  env: botProcessEnv(discord, "demo", { LOG_LEVEL: "info", DATA_DIR: join(work, "data") }),
  stdio: ["ignore", "ignore", "pipe"],
});
let stderr = "";
const exited = once(bot, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
const ready = new Promise<number>((resolve) => {
  bot.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
    if (/logged in to Discord as/.test(stderr)) resolve(performance.now() - started);
  });
});
const first = await Promise.race([ready, exited.then(() => null)]);
if (first === null) fail(`npm start exited before logging in:\n${stderr}`);
bot.kill("SIGTERM");
const [code, signal] = await exited;
clearTimeout(giveUp);
await discord.close();
rmSync(work, { recursive: true, force: true });
const figure = `${(first / 1000).toFixed(2)} s`;
if (code !== 0) fail(`npm start exited with ${String(code ?? signal)} on SIGTERM:\n${stderr}`);
if (first >= START_BUDGET_MS) fail(`npm start took ${figure} to log in (budget 2 s)`);
process.stdout.write(
  `check-production-install: ${envInstall ? "NODE_ENV=production npm install" : "npm ci --omit=dev"} on Node ${process.version}: logged in ${figure} after npm start; exit 0 on SIGTERM\n`,
);
