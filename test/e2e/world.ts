import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LogFields, Logger } from "../../src/log.js";
import { type RunningBot, start } from "../../src/main.js";
import { type SimulatorOptions, startSimulatedPanel } from "../../src/simulator/server.js";
import { BOT_TOKEN, FakeDiscord, type FakeDiscordOptions, GUILD_ID } from "../fake-discord/server.js";

export const ANNOUNCE_CHANNELS = [
  { id: "610000000000000001", name: "on-air" },
  { id: "610000000000000002", name: "radio-chat" },
];

/** A log that keeps its lines, so a test can read what the bot said. */
export function memoryLog(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const at = (level: string) => (message: string, fields?: LogFields) => {
    lines.push(
      `${level} ${message} ${fields ? JSON.stringify(fields, (_k, v: unknown) => (v instanceof Error ? v.message : v)) : ""}`,
    );
  };
  return { lines, debug: () => undefined, info: at("info"), warn: at("warn"), error: at("error") };
}

/** A fake Discord, a simulated station and a data folder: everything the real bot talks to. */
export async function createWorld(
  discordOptions: FakeDiscordOptions = {},
  panelOptions: SimulatorOptions = {},
) {
  const discord = await new FakeDiscord(ANNOUNCE_CHANNELS, discordOptions).listen();
  const panel = await startSimulatedPanel({ seed: 4, lively: false, ...panelOptions });
  const dataDir = mkdtempSync(join(tmpdir(), "radio-bot-e2e-"));
  const bots: RunningBot[] = [];

  const env = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
    DISCORD_TOKEN: BOT_TOKEN,
    DISCORD_GUILD_ID: GUILD_ID,
    DISCORD_API_URL: discord.apiUrl,
    PANEL_URL: panel.url,
    ANNOUNCE_CHANNEL_IDS: ANNOUNCE_CHANNELS.map((c) => c.id).join(","),
    // The tests run the announcer themselves; the schedule must not fire during a test, nor read early by itself.
    ANNOUNCE_SCHEDULE: "0 0 1 1 *",
    ANNOUNCE_ADAPTIVE: "false",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ...extra,
  });

  return {
    discord,
    panel,
    dataDir,
    env,
    /** Starts the bot exactly as `npm start` does (`now`: the bot's clock, for a test that moves time on). */
    async startBot(
      extra: NodeJS.ProcessEnv = {},
      log: Logger = memoryLog(),
      now?: () => number,
    ): Promise<RunningBot> {
      const bot = await start({ env: env(extra), log, now });
      bots.push(bot);
      return bot;
    },
    async close(): Promise<void> {
      // A fault left by a failed test must not keep a bot's run retrying forever.
      discord.clearFailures();
      for (const bot of bots) await bot.stop();
      await discord.close();
      await panel.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type World = Awaited<ReturnType<typeof createWorld>>;
