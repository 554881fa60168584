import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_STOP_TIMEOUT_MS } from "../../src/boot/shutdown.js";
import { startSimulatedPanel } from "../../src/simulator/server.js";
import { botProcessEnv, FakeDiscord } from "../fake-discord/server.js";
import { ROOT, startGroupBot } from "../support/group-bot.js";

// The systemd unit and the container recipe of docs/operations.md, read from the page itself: what the page says
// to run is what is run here, and stopped as systemd stops it (SIGTERM to the whole group).

const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const page = readFileSync(join(ROOT, "docs/operations.md"), "utf8");

/** The first fenced block of `language` on the page whose text contains `marker`. */
function fenced(language: string, marker: string): string {
  for (const match of page.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm))
    if (match[1] === language && match[2]?.includes(marker)) return match[2];
  throw new Error(`docs/operations.md has no ${language} block with ${marker}`);
}

/** A unit file's `Key=value` lines of `[Service]`, every value of a key (Environment is given more than once). */
function serviceKeys(unit: string): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  const service = unit.split(/^\[Service\]$/m)[1]?.split(/^\[/m)[0] ?? "";
  for (const line of service.split("\n")) {
    const at = line.indexOf("=");
    if (at <= 0) continue;
    const key = line.slice(0, at);
    keys.set(key, [...(keys.get(key) ?? []), line.slice(at + 1)]);
  }
  return keys;
}

/** What `npm start` runs node with when `HEAP_MB` is unset (`${HEAP_MB:+…}` adds nothing then), and its MALLOC variable. */
function npmStart(): { flags: string[]; malloc: string } {
  const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: { start: string } };
  const script = pkg.scripts.start;
  const flags = script
    .slice(script.indexOf("exec node ") + "exec node ".length)
    .replace(/\$\{HEAP_MB:\+[^}]*\}/, "")
    .trim()
    .split(/\s+/);
  return {
    flags,
    malloc: /MALLOC_MMAP_THRESHOLD_=\$\{MALLOC_MMAP_THRESHOLD_:-(\d+)\}/.exec(script)?.[1] ?? "",
  };
}

const unit = serviceKeys(fenced("ini", "ExecStart="));
const execStart = (unit.get("ExecStart")?.[0] ?? "").split(/\s+/);

describe("the service files of docs/operations.md", () => {
  it("run node as npm start does, and give the stop more time than the bot's own bound", () => {
    const { flags, malloc } = npmStart();
    expect(malloc).not.toBe("");
    expect(execStart.slice(1)).toEqual(flags);
    expect(unit.get("Environment")).toContain(`MALLOC_MMAP_THRESHOLD_=${malloc}`);
    expect(Number(unit.get("TimeoutStopSec")?.[0]) * 1000).toBeGreaterThan(DEFAULT_STOP_TIMEOUT_MS + 1_000);
    expect(unit.get("Restart")?.[0]).toMatch(/^(always|on-failure)$/);
    expect(unit.get("EnvironmentFile")).toHaveLength(1);
    expect(unit.get("Environment")?.some((line) => line.startsWith("DATA_DIR="))).toBe(true);

    const dockerfile = fenced("dockerfile", "CMD [");
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)?.[1] ?? "[]") as string[];
    expect(cmd).toEqual(["node", ...flags]);
    expect(dockerfile).toContain(`MALLOC_MMAP_THRESHOLD_=${malloc}`);
    const stopTimeout = Number(/--stop-timeout (\d+)/.exec(page)?.[1]);
    expect(stopTimeout * 1000).toBeGreaterThan(DEFAULT_STOP_TIMEOUT_MS + 1_000);
  });

  it("the unit's ExecStart runs the bot, and a stop as systemd's (SIGTERM to the group) ends it with code 0", async () => {
    const discord = await new FakeDiscord().listen();
    const panel = await startSimulatedPanel({ seed: 4, lively: false, ffmpegPath: null });
    const dataDir = mkdtempSync(join(tmpdir(), "radio-bot-unit-"));
    cleanups.push(async () => {
      await discord.close();
      await panel.close();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const environment = Object.fromEntries(
      (unit.get("Environment") ?? []).map((line) => [
        line.slice(0, line.indexOf("=")),
        line.slice(line.indexOf("=") + 1),
      ]),
    );
    // The unit's node is whichever runs the tests; its data folder a fresh one (EnvironmentFile: the test's env).
    const env = botProcessEnv(discord, panel.url, {
      ...environment,
      DATA_DIR: dataDir,
      STATS: "on",
      LOG_FORMAT: "json",
      LOG_LEVEL: "info",
    });
    // What `npm start` would do first, and node alone does not: dist/ from the sources.
    execFileSync(process.execPath, ["scripts/build.mjs"], { cwd: ROOT, stdio: "ignore" });
    const bot = startGroupBot(env, [process.execPath, ...execStart.slice(1)], ROOT);
    cleanups.push(() => bot.kill());
    // The last line of the start: a stop from here on is the running bot's (a stop while starting ends at once).
    await bot.waitForLine("the bot is started", (l) => l.msg.includes("announcing on schedule"), 30_000);
    const exit = await bot.stopGroup();
    expect({ exit, tail: bot.tail(8) }).toMatchObject({ exit: { code: 0, signal: null } });
    const messages = bot.lines.map((l) => l.msg);
    expect(messages).toContain("stopped");
    // node alone in the group: the signal came once.
    expect(messages.filter((m) => m.includes("received"))).toEqual(["SIGTERM received, shutting down…"]);
  }, 60_000);
});
