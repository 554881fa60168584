import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startSimulatedPanel } from "../../src/simulator/server.js";
import { openPostgresStore } from "../../src/store/postgres-store.js";
import { replyOf, runCommand } from "../fake-discord/interactions.js";
import { FakeDiscord } from "../fake-discord/server.js";
import { shardOf, type ShardTuple } from "../fake-discord/shards.js";
import { startDiscordRelay } from "../support/discord-relay.js";
import { queryPool } from "../support/query-pool.js";
import { startShardedBot, type ShardedBot } from "../support/sharded-bot.js";
import { shardedWorld } from "./shards-world.js";
import { alive } from "../support/proc.js";

// The bot as an operator runs it at scale: `npm start` with SHARDS=2 (discord.js's sharding manager and one process
// per shard) on one PostgreSQL, against a fake Discord of two shards. Slow (three processes and a database), so it
// runs in a project of its own, after the rest of the suite (vitest.config.ts).

const { database, skipped: SKIPPED, cleanups } = await shardedWorld();

const SHARDS = 2;
const MAIN_CHANNEL = { id: "610000000000000001", name: "on-air" };

/** Two stations of one panel, a fake Discord with three servers in each of two shards, a relay in front of it. */
async function world() {
  // The main server (shard 1) and five generated ones (server i on shard i % 2): three servers in each shard.
  const discord = await new FakeDiscord([MAIN_CHANNEL], { shards: SHARDS, manyGuilds: 5 }).listen();
  const identified: ShardTuple[] = [];
  discord.gateway.on("identify", (shard: ShardTuple) => identified.push(shard));
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
    channelId: guild.channels[0]?.id ?? "",
  }));
  const start = (env: NodeJS.ProcessEnv): ShardedBot => {
    const bot = startShardedBot({ discord: relay, panelUrl: panel.url, shards: SHARDS, env });
    cleanups.push(() => bot.stop());
    return bot;
  };
  return { discord, identified, relay, panel, dataDir, servers, start };
}

/** Resolves when `check` holds, asked every 100 ms; rejects after `timeoutMs`, naming what was awaited. */
async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${timeoutMs} ms passed before ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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
  it("answers commands in both shards; when the process reading a station dies during a DJ change, another takes the station over within 15 s and every announcement arrives exactly once", async () => {
    const { discord, identified, relay, panel, dataDir, servers, start } = await world();
    const url = await database!.freshSchemaUrl();
    const alpha = { key: `${panel.url}#1`, station: panel.station };
    const beta = { key: `${panel.url}#2`, station: panel.stations.get(2)! };
    // Per shard: two servers on Radio Alpha and one on Radio Beta in shard 0, the other way round in shard 1, saved
    // as /setup saves them. And the database of a fleet that ran before: each shard's servers in it already, so
    // every process knows all six from its start (a shard publishes its own once connected, and another process
    // takes that in at its next announcement, up to a second later).
    const stationOf = (server: (typeof servers)[number]) => {
      const place = servers.filter((s) => s.shard === server.shard).indexOf(server);
      return place < 2 - server.shard ? alpha : beta;
    };
    // Radio Beta's servers announce in `.env` channels; Radio Alpha's in channels saved by /setup, without choosing
    // a station (so they follow the first): each process holds only its share of the servers, so the process
    // reading Alpha (and the one taking it over) reads which servers of the other shard follow it.
    const seed = await openPostgresStore({ url });
    for (const server of servers)
      await seed.saveGuildSettings(
        server.guildId,
        stationOf(server) === beta
          ? { station: beta.key }
          : { channels: [{ id: server.channelId, tracks: "off" }] },
      );
    for (const shard of [0, 1]) {
      const own = servers.filter((s) => s.shard === shard);
      await seed.publishGuilds(
        [shard],
        own.map((s) => ({
          guildId: s.guildId,
          shardId: shard,
          envChannels: stationOf(s) === beta ? [s.channelId] : [],
        })),
      );
    }
    await seed.close();
    const channelsOf = (station: typeof alpha) =>
      servers.filter((s) => stationOf(s) === station).map((s) => s.channelId);
    expect([channelsOf(alpha).length, channelsOf(beta).length]).toEqual([3, 3]);

    const bot = start({
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      PANEL_SERVER_ID: "1,2",
      ANNOUNCE_CHANNEL_IDS: channelsOf(beta).join(","),
      ANNOUNCE_SCHEDULE: "* * * * * *",
      ANNOUNCE_CONFIRM: "1",
      ANNOUNCE_ADAPTIVE: "false",
      PRESENCE: "off",
    });
    await bot.ready();
    expect([...bot.shardPids().keys()].sort()).toEqual([0, 1]);
    // Each process identified as its own shard.
    expect([...identified].sort()).toEqual([
      [0, 2],
      [1, 2],
    ]);

    // Commands: a Radio Beta server of each shard asks /nowplaying, and its shard answers with Beta's track (the
    // settings are shared). Read before and after: the track may change while the command runs.
    const onAir = () => {
      const title = beta.station.history("http://x").find((e) => e.jingle_id === null)?.title;
      return typeof title === "string" ? title : "";
    };
    for (const shard of [0, 1]) {
      const server = servers.find((s) => s.shard === shard && stationOf(s) === beta)!;
      const before = onAir();
      const id = runCommand(discord, "nowplaying", [], {
        guildId: server.guildId,
        channelId: server.channelId,
      });
      const shown = JSON.stringify((await replyOf(discord, id)).data);
      expect([before, onAir()].some((title) => title !== "" && shown.includes(title))).toBe(true);
    }

    // Each station is read by one process, and has been read once (its first read only records what is on air).
    const db = queryPool(url);
    cleanups.push(() => db.end());
    // Each shard process published its own three servers to the fleet again.
    const published = await db.query<{ shard_id: number; guild_id: string }>(
      "SELECT shard_id, guild_id FROM fleet_guilds ORDER BY guild_id",
    );
    expect(published.rows.map((row) => [row.guild_id, Number(row.shard_id)])).toEqual(
      servers.map((s) => [s.guildId, s.shard]).sort(),
    );
    const recorded = async (key: string) =>
      (await db.query("SELECT 1 FROM announcer_state WHERE key = $1", [key])).rowCount === 1;
    await until(
      "both stations were read once",
      async () => (await recorded(alpha.key)) && (await recorded(beta.key)),
    );
    const reading = (key: string) => `reading station ${key} in this process`;
    for (const { key } of [alpha, beta])
      await bot.waitForLine(`a process reads ${key}`, (l) => l.msg === reading(key));
    const readerOf = (key: string) => Number(bot.lines.filter((l) => l.msg === reading(key)).at(-1)?.shard);

    // A DJ change on Radio Alpha. Its first post reaches Discord, whose answer is held back: the process reading
    // Alpha is killed in the middle of its delivery. The manager is paused meanwhile, so that the other process
    // takes the station over, not the killed shard's new process (as when a machine is gone).
    const postsIn = (channelId: string) =>
      discord.requests.filter((r) => r.method === "POST" && r.path === `/channels/${channelId}/messages`);
    const channelOf = (path: string) => /^\/channels\/(\d+)\/messages$/.exec(path)?.[1] ?? "";
    const alphaChannels = new Set(channelsOf(alpha));
    relay.hold((method, path) => method === "POST" && alphaChannels.has(channelOf(path)));
    alpha.station.setLiveDj("DJ Nova");
    const held = await relay.firstHeld();
    const victim = readerOf(alpha.key);
    const mark = bot.lines.length;
    bot.pauseManager();
    const killedPid = bot.kill(victim, "SIGKILL");
    const killedAt = Date.now();
    relay.release();
    const taken = await bot.waitForLine(
      "the other process reads Radio Alpha",
      (l) => bot.lines.indexOf(l) >= mark && l.msg === reading(alpha.key),
      20_000,
    );
    const takeoverMs = taken.at - killedAt;
    process.stderr.write(
      `shards e2e: shard ${victim}'s process (pid ${killedPid}) killed while posting; Radio Alpha read again by ` +
        `shard ${String(taken.shard)} ${takeoverMs} ms later\n`,
    );
    expect(taken.shard).toBe(String(1 - victim));
    expect(takeoverMs).toBeLessThan(15_000);

    // Every channel on Alpha has its announcement once: the post whose answer was lost went again, with the same
    // nonce, and Discord kept the first.
    const messagesIn = (channelId: string) => [...(discord.channelMessages.get(channelId)?.values() ?? [])];
    const outboxEmpty = async () => (await db.query("SELECT 1 FROM outbox")).rowCount === 0;
    const announced = (channels: string[], dj: string) => async () =>
      channels.every((c) => messagesIn(c).some((m) => JSON.stringify(m).includes(dj))) &&
      (await outboxEmpty());
    await until("Alpha's announcement is in all its channels", announced(channelsOf(alpha), "DJ Nova"));
    const again = postsIn(channelOf(held.path)).map((r) => (r.body as { nonce?: string }).nonce);
    expect(again.length).toBeGreaterThanOrEqual(2);
    expect(new Set(again).size).toBe(1);
    expect(discord.nonces.duplicates).toBeGreaterThanOrEqual(1);

    // The manager goes on and starts the killed shard again; then a DJ change on Radio Beta is announced once in
    // each of its channels too, and none in Alpha's.
    bot.resumeManager();
    await bot.waitForLine(
      `shard ${victim} is back`,
      (l) =>
        bot.lines.indexOf(l) >= mark &&
        l.shard === String(victim) &&
        l.msg.startsWith("logged in to Discord"),
    );
    beta.station.setLiveDj("Маша Эфир");
    await until("Beta's announcement is in all its channels", announced(channelsOf(beta), "Маша Эфир"));
    const counts = Object.fromEntries(servers.map((s) => [s.channelId, messagesIn(s.channelId).length]));
    expect(counts).toEqual(Object.fromEntries(servers.map((s) => [s.channelId, 1])));
    for (const channelId of channelsOf(alpha))
      expect(JSON.stringify(messagesIn(channelId))).toContain("DJ Nova");
    for (const channelId of channelsOf(beta))
      expect(JSON.stringify(messagesIn(channelId))).toContain("Маша Эфир");

    // SIGTERM to the manager stops every shard process and ends npm start cleanly.
    const pids = [...bot.shardPids().values()];
    expect(pids).toHaveLength(SHARDS);
    expect(await bot.stop()).toEqual({ code: 0, signal: null });
    expect(pids.filter(alive)).toEqual([]);
  }, 85_000);
});
