import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { startSimulatedPanel } from "../../src/simulator/server.js";
import { BOT_TOKEN, botProcessEnv, FakeDiscord } from "../fake-discord/server.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The bot as its own process (`src/index.ts` through tsx), in a folder without .env; resolves with its stderr. */
function runBot(env: NodeJS.ProcessEnv, until: RegExp | null) {
  const cwd = mkdtempSync(join(tmpdir(), "radio-bot-json-"));
  const child = spawn(
    process.execPath,
    ["--import", import.meta.resolve("tsx"), join(root, "src/index.ts")],
    {
      cwd,
      env: { ...env, DATA_DIR: join(cwd, "data") },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    rmSync(cwd, { recursive: true, force: true });
  });
  let stderr = "";
  let signalled = false;
  const exited = once(child, "exit") as Promise<[number | null]>;
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
    if (until?.test(stderr) && !signalled) {
      signalled = true;
      child.kill("SIGTERM");
    }
  });
  return exited.then(([code]) => ({ code, lines: stderr.split("\n").filter((line) => line !== "") }));
}

describe("the bot process with LOG_FORMAT=json", () => {
  it("writes every line as one JSON object, from start to the goodbye on SIGTERM, with no token in any", async () => {
    const discord = await new FakeDiscord().listen();
    const panel = await startSimulatedPanel({ seed: 4, lively: false });
    cleanups.push(async () => {
      await discord.close();
      await panel.close();
    });
    const env = botProcessEnv(discord, panel.url, { LOG_FORMAT: "json", LOG_LEVEL: "info" });
    const { code, lines } = await runBot(env, /logged in to Discord/);
    expect(code).toBe(0);
    const parsed = lines.map((line) => JSON.parse(line) as { time: string; level: string; msg: string });
    expect(
      parsed.every((entry) => !Number.isNaN(Date.parse(entry.time)) && typeof entry.level === "string"),
    ).toBe(true);
    expect(parsed.map((entry) => entry.msg)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^logged in to Discord as/),
        "SIGTERM received, shutting down…",
      ]),
    );
    expect(lines.join("\n")).not.toContain(BOT_TOKEN);
  }, 60_000);

  it("says why it cannot start as one JSON line", async () => {
    const { code, lines } = await runBot(
      { PATH: process.env.PATH, LOG_FORMAT: "json", PANEL_URL: "demo" },
      null,
    );
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? "")).toMatchObject({
      level: "error",
      msg: expect.stringContaining("DISCORD_TOKEN"),
    });
  }, 60_000);
});
