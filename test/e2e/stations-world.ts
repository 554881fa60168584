import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Logger } from "../../src/log.js";
import { type RunningBot, start } from "../../src/main.js";
import type { Resolver } from "../../src/net/guard/resolver.js";
import { startSimulatedPanel } from "../../src/simulator/server.js";
import { OTHER_GUILDS } from "../fake-discord/guilds.js";
import { BOT_TOKEN, FakeDiscord, GUILD_ID } from "../fake-discord/server.js";
import { ANNOUNCE_CHANNELS, memoryLog } from "./world.js";

/** The key panel B asks for (a test checks that it never shows up in replies, logs or the database file). */
export const PANEL_B_KEY = "b-panel-key-Zq81xT0p";

/** The three Discord servers of the fake, and a text channel of each. */
export const SERVERS = {
  main: { id: GUILD_ID, text: ANNOUNCE_CHANNELS[0]?.id ?? "" },
  second: { id: OTHER_GUILDS.second.id, text: OTHER_GUILDS.second.text.id },
  third: { id: OTHER_GUILDS.third.id, text: OTHER_GUILDS.third.text.id },
} as const;

/**
 * Three simulated stations (Radio Alpha and Radio Beta, servers 1 and 2 of panel A; Radio Gamma, server 1 of panel
 * B, which needs an API key), a fake Discord with three servers, and names that resolve to loopback only.
 */
export async function createStationsWorld() {
  const discord = await new FakeDiscord(ANNOUNCE_CHANNELS, { otherGuilds: true }).listen();
  const panelA = await startSimulatedPanel({
    seed: 11,
    lively: false,
    title: "Radio Alpha",
    servers: [{ serverId: 2, title: "Radio Beta" }],
  });
  const panelB = await startSimulatedPanel({
    seed: 23,
    lively: false,
    title: "Radio Gamma",
    apiKey: PANEL_B_KEY,
  });
  const dataDir = mkdtempSync(join(tmpdir(), "radio-bot-stations-"));
  const bots: RunningBot[] = [];
  const lookups: string[] = [];
  /** Only these names exist, and each stands for loopback: nothing ever leaves 127.0.0.0/8. */
  const resolve: Resolver = async (name) => {
    lookups.push(name);
    if (["panel-a.test", "panel-b.test", "redirect.test"].includes(name)) return ["127.0.0.1"];
    throw Object.assign(new Error(`no such name ${name}`), { code: "ENOTFOUND" });
  };
  const port = (url: string) => new URL(url).port;
  const alpha = panelA.station;
  const beta = panelA.stations.get(2);
  if (!beta) throw new Error("panel A has no server 2");

  return {
    discord,
    panelA,
    panelB,
    stations: { alpha, beta, gamma: panelB.station },
    /** Panel addresses by name (resolved by the injected resolver only). */
    urls: { a: `http://panel-a.test:${port(panelA.url)}`, b: `http://panel-b.test:${port(panelB.url)}` },
    dataDir,
    lookups,
    async startBot(env: NodeJS.ProcessEnv, log: Logger = memoryLog()): Promise<RunningBot> {
      const bot = await start({
        env: {
          DISCORD_TOKEN: BOT_TOKEN,
          DISCORD_GUILD_ID: GUILD_ID,
          DISCORD_API_URL: discord.apiUrl,
          ANNOUNCE_SCHEDULE: "0 0 1 1 *",
          ANNOUNCE_ADAPTIVE: "false",
          DATA_DIR: dataDir,
          LOG_LEVEL: "warn",
          ...env,
        },
        log,
        resolve,
      });
      bots.push(bot);
      return bot;
    },
    async close(): Promise<void> {
      discord.clearFailures();
      for (const bot of bots) await bot.stop();
      await discord.close();
      await panelA.close();
      await panelB.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type StationsWorld = Awaited<ReturnType<typeof createStationsWorld>>;
