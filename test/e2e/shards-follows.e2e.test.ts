import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startSimulatedPanel } from "../../src/simulator/server.js";
import { openPostgresStore } from "../../src/store/postgres-store.js";
import { FakeDiscord } from "../fake-discord/server.js";
import { shardOf } from "../fake-discord/shards.js";
import { startDiscordRelay } from "../support/discord-relay.js";
import { queryPool } from "../support/query-pool.js";
import { startShardedBot } from "../support/sharded-bot.js";
import { shardedWorld } from "./shards-world.js";

// Followers told across a kill -9: two shard processes on one PostgreSQL, a DJ with followers in the servers of
// both shards goes live, and the process sending their direct messages is killed while Discord's answer to one is
// held back. The other process takes the queue over: every follower has the message once, none twice, none missed.

const { database, skipped: SKIPPED, cleanups } = await shardedWorld();

const SHARDS = 2;
const FOLLOWERS_PER_SERVER = 8;

/** Resolves when `check` holds, asked every 100 ms; rejects after `timeoutMs`, naming what was awaited. */
async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${timeoutMs} ms passed before ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!database)(`following a DJ on a bot of two shard processes${SKIPPED}`, () => {
  it("tells every follower once when the process sending the messages is killed in the middle", async () => {
    const discord = await new FakeDiscord([{ id: "610000000000000001", name: "on-air" }], {
      shards: SHARDS,
      manyGuilds: 3,
    }).listen();
    const relay = await startDiscordRelay(discord.apiUrl);
    const panel = await startSimulatedPanel({
      seed: 11,
      lively: false,
      title: "Radio Alpha",
      ffmpegPath: null,
    });
    const dataDir = mkdtempSync(join(tmpdir(), "radio-bot-follows-"));
    cleanups.push(async () => {
      relay.release();
      await relay.close();
      await discord.close();
      await panel.close();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const station = `${panel.url}#1`;
    const servers = discord.guilds.map((guild) => ({
      guildId: guild.id,
      shard: shardOf(guild.id, SHARDS),
      channelId: guild.channels[0]?.id ?? "",
    }));
    expect(new Set(servers.map((s) => s.shard)).size).toBe(2);

    // Each server announces in its first channel and has its followers of DJ Nova; the fleet's servers are known.
    const url = await database!.freshSchemaUrl();
    const seed = await openPostgresStore({ url });
    const followers: { guildId: string; userId: string }[] = [];
    for (const [index, server] of servers.entries()) {
      await seed.saveGuildSettings(server.guildId, { channels: [{ id: server.channelId, tracks: "off" }] });
      for (let n = 0; n < FOLLOWERS_PER_SERVER; n++) {
        const userId = String(800000000000000000n + BigInt(index * 100 + n));
        followers.push({ guildId: server.guildId, userId });
        const follow = {
          guildId: server.guildId,
          userId,
          station,
          dj: "DJ Nova",
          remindMinutes: null,
          createdAt: 0,
        };
        expect(await seed.addFollow(follow, 25)).toBe("added");
      }
    }
    for (const shard of [0, 1]) {
      const own = servers.filter((s) => s.shard === shard);
      await seed.publishGuilds(
        [shard],
        own.map((s) => ({ guildId: s.guildId, shardId: shard, envChannels: [] })),
      );
    }
    await seed.close();

    const bot = startShardedBot({
      discord: relay,
      panelUrl: panel.url,
      shards: SHARDS,
      env: {
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        ANNOUNCE_SCHEDULE: "* * * * * *",
        ANNOUNCE_CONFIRM: "1",
        ANNOUNCE_ADAPTIVE: "false",
        PRESENCE: "off",
      },
    });
    cleanups.push(() => bot.stop());
    await bot.ready();
    const db = queryPool(url);
    cleanups.push(() => db.end());
    await until(
      "the station was read once",
      async () => (await db.query("SELECT 1 FROM announcer_state WHERE key = $1", [station])).rowCount === 1,
    );

    // Direct messages (posts in a channel that is no server's) reach Discord, their answers held back.
    const serverChannels = new Set(discord.guilds.flatMap((guild) => guild.channels.map((c) => c.id)));
    const channelOf = (path: string) => /^\/channels\/(\d+)\/messages$/.exec(path)?.[1] ?? "";
    relay.hold(
      (method, path) => method === "POST" && channelOf(path) !== "" && !serverChannels.has(channelOf(path)),
    );
    const mark = bot.lines.length;
    panel.station.setLiveDj("DJ Nova");
    await relay.firstHeld();
    const sending = await bot.waitForLine(
      "a process sends the followers' messages",
      (l) => bot.lines.indexOf(l) >= mark && /^follows: telling \d+ followers/.test(l.msg),
    );
    const victim = Number(sending.shard);
    bot.pauseManager();
    bot.kill(victim, "SIGKILL");
    relay.release();

    const dmsOf = (userId: string) => discord.directMessagesTo(userId);
    const outboxEmpty = async () => (await db.query("SELECT 1 FROM outbox")).rowCount === 0;
    await until(
      "every follower has their message",
      async () => followers.every((f) => dmsOf(f.userId).length > 0) && (await outboxEmpty()),
      45_000,
    );
    const counts = new Map(followers.map((f) => [f.userId, dmsOf(f.userId).length]));
    expect([...counts.values()].filter((count) => count !== 1)).toEqual([]);
    expect(JSON.stringify(dmsOf(followers[0]?.userId ?? ""))).toContain("DJ Nova");
    // The message whose answer was lost went again with its nonce, and Discord kept the first.
    expect(discord.nonces.duplicates).toBeGreaterThanOrEqual(1);
    process.stderr.write(
      `shards follows e2e: shard ${victim}'s process killed while telling followers; ${followers.length} told once each, ` +
        `${discord.nonces.duplicates} sent again and dropped by their nonce\n`,
    );

    bot.resumeManager();
    expect(await bot.stop()).toEqual({ code: 0, signal: null });
  }, 85_000);
});
