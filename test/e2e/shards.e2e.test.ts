import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { startSimulatedPanel } from "../../src/panel/simulator/server.js";
import { replyOf, runCommand } from "../fake-discord/interactions.js";
import { FakeDiscord } from "../fake-discord/server.js";
import { startDiscordRelay } from "../support/discord-relay.js";
import { startShardedBot, type ShardedBot } from "../support/sharded-bot.js";
import { serversOverShards, shardOf, textChannelOf } from "../support/sharded-servers.js";
import { startTestPostgres } from "../support/test-postgres.js";

// The bot as an operator runs it at scale: `npm start` with SHARDS=2 (discord.js's sharding manager and one process
// per shard) on one PostgreSQL, against a fake Discord of two shards. Slow (three processes and a database), so it
// runs in a project of its own, after the rest of the suite (vitest.config.ts).

const postgres = await startTestPostgres();
const database = "skipped" in postgres ? null : postgres;
const SKIPPED = "skipped" in postgres ? ` — SKIPPED: ${postgres.skipped}` : "";
afterAll(async () => {
  await database?.stop();
});
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const SHARDS = 2;
const MAIN_CHANNEL = { id: "610000000000000001", name: "on-air" };

/** Two stations of one panel, a fake Discord with three servers in each of two shards, a relay in front of it. */
async function world() {
  const discord = await new FakeDiscord([MAIN_CHANNEL]).listen();
  discord.guilds.push(...serversOverShards(SHARDS, 3, discord.guilds));
  const relay = await startDiscordRelay(discord.apiUrl);
  const panel = await startSimulatedPanel({
    seed: 11,
    lively: false,
    title: "Radio Alpha",
    servers: [{ serverId: 2, title: "Radio Beta" }],
    ffmpegPath: null,
  });
  const dataDir = mkdtempSync(join(tmpdir(), "radio-bot-shards-"));
  cleanups.push(async () => {
    relay.release();
    await relay.close();
    await discord.close();
    await panel.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const servers = discord.guilds.map((guild) => ({
    guildId: guild.id,
    shard: shardOf(guild.id, SHARDS),
    channelId: textChannelOf(guild),
  }));
  const start = (env: NodeJS.ProcessEnv): ShardedBot => {
    const bot = startShardedBot({ discord: relay, panelUrl: panel.url, shards: SHARDS, env });
    cleanups.push(() => bot.stop());
    return bot;
  };
  return { discord, relay, panel, dataDir, servers, start };
}

describe("a bot of two shard processes (npm start, SHARDS=2)", () => {
  it("refuses to start two shards without DATABASE_URL, saying why, and starts no shard", async () => {
    const { discord, dataDir, start } = await world();
    const bot = start({ DATA_DIR: dataDir, DATABASE_URL: "" });
    const exit = await bot.exited;
    expect(exit.code).toBe(1);
    expect(bot.lines.map((line) => line.msg).join("\n")).toMatch(
      /DATABASE_URL.*is required to run 2 shards.*PostgreSQL/s,
    );
    expect(discord.gateway.identifies).toBe(0);
  });
});

describe.skipIf(!database)(`a bot of two shard processes on PostgreSQL${SKIPPED}`, () => {
  it("starts one process per shard under the manager, each identifying, and answers commands in both shards; SIGTERM ends them all", async () => {
    const { discord, dataDir, servers, start } = await world();
    const url = await database!.freshSchemaUrl();
    const bot = start({ DATABASE_URL: url, DATA_DIR: dataDir, PRESENCE: "off" });
    await bot.ready();
    const pids = bot.shardPids();
    expect([...pids.keys()].sort()).toEqual([0, 1]);
    expect(discord.gateway.identifies).toBe(SHARDS);
    for (const shard of [0, 1]) {
      const server = servers.find((s) => s.shard === shard)!;
      const id = runCommand(discord, "nowplaying", [], {
        guildId: server.guildId,
        channelId: server.channelId,
      });
      expect((await replyOf(discord, id)).data?.embeds).toHaveLength(1);
    }
    expect(await bot.stop()).toEqual({ code: 0, signal: null });
    expect([...pids.values()].filter((pid) => alive(pid))).toEqual([]);
  });
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
