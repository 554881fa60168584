import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startSimulatedPanel } from "../../src/simulator/server.js";
import { STATION_TOTAL } from "../../src/stats/records.js";
import { UTC } from "../../src/stats/time-zone.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import { botProcessEnv, FakeDiscord } from "../fake-discord/server.js";
import { startGroupBot } from "../support/group-bot.js";
import { startPanelHold } from "../support/panel-hold.js";

// systemd (KillMode=control-group) and a process-group kill send SIGTERM to npm and to node alike, and npm forwards
// its own: the bot gets two signals, or three when someone presses stop again. None may cut its stop short.

const CHANNEL = { id: "610000000000000001", name: "on-air" };
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Resolves when `check` holds, asked every 50 ms; rejects after `timeoutMs`, naming what was awaited. */
async function until(what: string, check: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${timeoutMs} ms passed before ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("npm start stopped by SIGTERM to its process group", () => {
  it.each([2, 3])(
    "with %i signals, stops once: the stopped line, exit code 0, and the keeper's last batch in the store",
    async (signals) => {
      const discord = await new FakeDiscord([CHANNEL]).listen();
      const panel = await startSimulatedPanel({ seed: 4, lively: false, ffmpegPath: null });
      // The bot reads the panel through a relay that can hold a read: the stop waits for the read in progress, so
      // the later signals surely come while it stops.
      const relay = await startPanelHold(panel.url);
      const dataDir = mkdtempSync(join(tmpdir(), "radio-bot-group-stop-"));
      cleanups.push(async () => {
        await discord.close();
        await relay.close();
        await panel.close();
        rmSync(dataDir, { recursive: true, force: true });
      });
      const station = `${relay.url}#1`;
      // The store already keeps figures of the station (a day old): no backfill, only what this run reads.
      const seed = openSqliteStore(dataDir);
      await seed.stats?.record(
        station,
        { samples: [{ station, channel: "9", at: Date.now() - 86_400_000, listeners: 0 }] },
        { zone: UTC },
      );
      seed.close();

      const startedAt = Date.now();
      const bot = startGroupBot(
        botProcessEnv(discord, relay.url, {
          DATA_DIR: dataDir,
          ANNOUNCE_CHANNEL_IDS: CHANNEL.id,
          ANNOUNCE_SCHEDULE: "* * * * * *",
          ANNOUNCE_ADAPTIVE: "false",
          // The channels (the audience) on every read: a sample a second, waiting in memory (written every 5 min).
          ANNOUNCE_STATION_STATUS: "true",
          PRESENCE: "off",
          STATS: "on",
          LOG_FORMAT: "json",
          LOG_LEVEL: "info",
        }),
      );
      cleanups.push(() => bot.kill());
      await bot.waitForLine("the bot is logged in", (l) => l.msg.startsWith("logged in to Discord"), 30_000);
      const from = panel.count("channels");
      await until("a few reads", () => panel.count("channels") >= from + 3);

      relay.hold();
      await relay.whenHeld();
      void bot.stopGroup();
      const received = (l: { msg: string }) => l.msg === "SIGTERM received, shutting down…";
      await bot.waitForLine("the bot heard the first SIGTERM", received);
      // systemd's own signal again, as a second `systemctl stop` or a second kill of the group sends it.
      for (let i = 1; i < signals; i++) void bot.stopGroup();
      // The new code says so once; the old one was killed by them.
      await Promise.race([
        bot.waitForLine("the later signals heard", (l) => l.msg.includes("received again")),
        bot.exited,
      ]).catch(() => undefined);
      relay.release();
      const exit = await bot.exited;
      expect({ exit, tail: bot.tail(8) }).toMatchObject({ exit: { code: 0, signal: null } });
      expect(bot.lines.map((l) => l.msg)).toContain("stopped");

      const store = openSqliteStore(dataDir);
      try {
        const samples = await store.stats?.samples(station, { from: startedAt, to: Date.now() });
        expect(samples?.filter((s) => s.channel === STATION_TOTAL).length).toBeGreaterThan(0);
      } finally {
        store.close();
      }
    },
    60_000,
  );
});
