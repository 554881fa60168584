import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { startSimulatedPanel } from "../../src/simulator/server.js";
import { availableDrivers } from "../../src/store/open-database.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import { callbackOf, runCommand } from "../fake-discord/interactions.js";
import { botProcessEnv, FakeDiscord } from "../fake-discord/server.js";

// Node 24.19 made native objects that a garbage collection finalizes outside JavaScript abort the process
// (`Assertion failed: (env) != nullptr`), which killed the bot a moment after a restart over its database. These
// tests run the real bot in its own process, under constant garbage collection, on whatever Node runs the suite.

const CHANNEL = { id: "610000000000000001", name: "on-air" };
const root = fileURLToPath(new URL("../../", import.meta.url));
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The bot as its own process (`src/index.ts` through tsx), with forced garbage collection. */
function spawnBot(env: NodeJS.ProcessEnv, cwd: string): { child: ChildProcess; stderr: () => string } {
  const child = spawn(
    process.execPath,
    [
      "--expose-gc",
      "--import",
      import.meta.resolve("tsx"),
      "--import",
      join(root, "test/support/gc-pressure.ts"),
      join(root, "src/index.ts"),
    ],
    // cwd is a folder without .env, so a developer's own .env cannot change what is tested.
    { cwd, env, stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  });
  return { child, stderr: () => stderr };
}

async function world() {
  const discord = await new FakeDiscord([CHANNEL]).listen();
  const panel = await startSimulatedPanel({ seed: 4, lively: false });
  const dataDir = mkdtempSync(join(tmpdir(), "radio-bot-exit-"));
  cleanups.push(async () => {
    await discord.close();
    await panel.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { discord, panel, dataDir };
}

describe.each(availableDrivers())("the bot process (SQLite via %s)", (driver) => {
  it("survives a restart over its database under garbage collection and exits 0 on SIGTERM and SIGINT", async () => {
    const { discord, panel, dataDir } = await world();
    // A state from an earlier run, so the first poll of each start has a DJ change to announce.
    const seed = openSqliteStore(dataDir, driver);
    seed.commit(
      `${panel.url}#1`,
      { dj: null, track: null, stationOnAir: true, pendingDj: null, pendingOffAir: null },
      [],
      Date.now(),
    );
    seed.close();

    const env = botProcessEnv(discord, panel.url, {
      ANNOUNCE_CHANNEL_IDS: CHANNEL.id,
      ANNOUNCE_SCHEDULE: "* * * * * *",
      DATA_DIR: dataDir,
      SQLITE_DRIVER: driver,
    });
    for (const [dj, signal] of [
      ["DJ Nova", "SIGTERM"],
      ["Маша Эфир", "SIGINT"],
    ] as const) {
      panel.station.setLiveDj(dj);
      const posted = discord.waitFor(
        (r) =>
          r.method === "POST" &&
          r.path === `/channels/${CHANNEL.id}/messages` &&
          JSON.stringify(r.body).includes(dj),
      );
      const bot = spawnBot(env, dataDir);
      const exited = once(bot.child, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
      // Whichever comes first: the announcement, or the process dying (then the assertion below says how).
      await Promise.race([posted, exited]);
      await waitForOutput(bot, /\[gc \d+\]/);
      bot.child.kill(signal);
      const [code, killedBy] = await exited;
      expect({ code, killedBy, stderr: bot.stderr() }).toMatchObject({ code: 0, killedBy: null });
      expect(bot.stderr()).not.toMatch(/Assertion failed|Aborted|Segmentation/);
    }
  }, 60_000);
});

describe("the bot process with a chart drawn", () => {
  it("ends its chart process when it stops, and exits 0", async () => {
    const { discord, panel, dataDir } = await world();
    const bot = spawnBot(botProcessEnv(discord, panel.url, { DATA_DIR: dataDir, PRESENCE: "off" }), dataDir);
    // "close" comes once every holder of the bot's stderr has closed it: the chart process inherits it.
    const closed = once(bot.child, "close") as Promise<[number | null, NodeJS.Signals | null]>;
    await Promise.race([discord.waitFor((r) => r.method === "GET" && r.path.endsWith("/commands")), closed]);
    const hours = [{ name: "hours", type: 4, value: 6 }];
    const id = runCommand(discord, "listeners", hours);
    // Answered directly, or deferred and then edited in (a first chart starts its process, which may be slow here).
    const answered = discord.waitFor(
      (r) =>
        (r.method === "POST" && r.path.startsWith(`/interactions/${id}/`) && r.files.length > 0) ||
        (r.method === "PATCH" && r.path.endsWith(`/token-${id}/messages/@original`)),
    );
    await callbackOf(discord, id);
    expect((await answered).files.map((f) => f.filename)).toEqual(["listeners.png"]);
    bot.child.kill("SIGTERM");
    const [code] = await closed;
    expect({ code, stderr: bot.stderr() }).toMatchObject({ code: 0 });
  }, 60_000);
});

describe("npm start", () => {
  it("builds what changed, runs the bot, and stops it with exit code 0 when npm gets SIGTERM", async () => {
    const { discord, panel, dataDir } = await world();
    const npm = spawn("npm", ["start", "--silent"], {
      cwd: root,
      env: botProcessEnv(discord, panel.url, { ANNOUNCE_CHANNEL_IDS: CHANNEL.id, DATA_DIR: dataDir }),
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    npm.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    cleanups.push(() => {
      if (npm.exitCode === null) npm.kill("SIGKILL");
    });
    const exited = once(npm, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
    await Promise.race([discord.waitFor((r) => r.method === "GET" && r.path.endsWith("/commands")), exited]);
    npm.kill("SIGTERM");
    const [code] = await exited;
    expect({ code, stderr }).toMatchObject({ code: 0 });
    // npm handed the signal to the bot itself (the script execs node): the bot said goodbye, nothing is left.
    expect(stderr).toContain("SIGTERM received, shutting down");
    expect(discord.gateway.identifies).toBe(1);
  }, 60_000);
});

/** Resolves once the process has written a line matching `pattern` to stderr (or has exited). */
function waitForOutput(bot: { child: ChildProcess; stderr: () => string }, pattern: RegExp): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (pattern.test(bot.stderr()) || bot.child.exitCode !== null || bot.child.signalCode !== null) {
        bot.child.stderr?.off("data", check);
        bot.child.off("exit", check);
        resolve();
      }
    };
    bot.child.stderr?.on("data", check);
    bot.child.on("exit", check);
    check();
  });
}
