import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { KEEPER_CHECK_MS } from "../../src/features/stats-keeping.js";
import { startSimulatedPanel } from "../../src/simulator/server.js";
import { FLUSH_EVERY_MS } from "../../src/stats/keeper-step.js";
import { STATION_TOTAL } from "../../src/stats/records.js";
import { DEFAULT_MAX_GAP_MS, rollUpSamples, toDaily } from "../../src/stats/rollup.js";
import { UTC } from "../../src/stats/time-zone.js";
import { openPostgresStore } from "../../src/store/postgres-store.js";
import type { StatsStore } from "../../src/store/stats-store.js";
import { FakeDiscord } from "../fake-discord/server.js";
import { startShardedBot, type ShardedBot } from "../support/sharded-bot.js";
import { shardedWorld } from "./shards-world.js";

// A station's figures kept by a fleet: `npm start` with SHARDS=2 on one PostgreSQL, the process reading the station
// killed with kill -9, the other taking it over. In the `shards` project (vitest.config.ts): alone, after the rest.

const { database, skipped: SKIPPED, cleanups } = await shardedWorld();

const MAIN_CHANNEL = { id: "610000000000000001", name: "on-air" };
const ALL = { from: 0, to: Date.UTC(2100, 0, 1) };
/** `ANNOUNCE_SCHEDULE` below: a read a second. */
const READ_MS = 1_000;
/** A read's own time, from the lock taken (logged) to its sample (the panel answered), on a busy machine. */
const READ_SLACK_MS = 5_000;
/** The longest takeover of a killed process's station the sharded tests accept (test/e2e/shards.e2e.test.ts). */
const TAKEOVER_LIMIT_MS = 15_000;
/** A vanished machine's: its locks freed within about 11 s (postgres-reader-locks.ts), taken in the next 5 s round. */
const WORST_TAKEOVER_MS = 20_000;
/** The default `ANNOUNCE_SCHEDULE` reads every 15 s. */
const DEFAULT_READ_MS = 15_000;

/** Resolves when `check` holds, asked every 100 ms; rejects after `timeoutMs`, naming what was awaited. */
async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${timeoutMs} ms passed before ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The largest time between two samples in a row (0 with fewer than two). */
function largestGap(times: readonly number[]): number {
  return times.slice(1).reduce((largest, at, i) => Math.max(largest, at - (times[i] ?? at)), 0);
}

/**
 * Reads the station's figures through the project's own store, on the fleet's schema: of the listener series, its
 * audience (the total), which every read samples; the channels' series are sampled once a minute.
 */
async function storedFigures(url: string, station: string) {
  const store = await openPostgresStore({ url });
  const total = <T extends { readonly channel: string }>(records: readonly T[]) =>
    records.filter((record) => record.channel === STATION_TOTAL);
  try {
    const stats: StatsStore | undefined = store.stats;
    if (!stats) throw new Error("the PostgreSQL store has no statistics");
    return {
      samples: total(await stats.samples(station, ALL)),
      hourly: total(await stats.buckets(station, "hour", ALL)),
      daily: total(await stats.buckets(station, "day", ALL)),
      plays: await stats.plays(station, ALL),
      spans: await stats.spans(station, ALL),
    };
  } finally {
    await store.close();
  }
}

describe.skipIf(!database)(`a station's figures kept by two shard processes on PostgreSQL${SKIPPED}`, () => {
  it("when the process reading the station is killed, the other goes on from the stored last-seen time: the only gap is the killed process's unwritten reads and the takeover, and nothing is counted twice", async () => {
    const url = await database!.freshSchemaUrl();
    // The main server is on shard 1; shard 0 holds one generated server.
    const discord = await new FakeDiscord([MAIN_CHANNEL], { shards: 2, manyGuilds: 1 }).listen();
    const panel = await startSimulatedPanel({ seed: 5, lively: false, ffmpegPath: null });
    const dataDir = mkdtempSync(join(tmpdir(), "radio-bot-shards-stats-"));
    cleanups.push(async () => {
      await discord.close();
      await panel.close();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const station = `${panel.url}#1`;
    // A live show and one long song over the whole test: each process that reads the station sees the same play.
    panel.station.setLiveDj(panel.station.liveDjNames[0] ?? "");
    panel.station.skip(30 * 60_000);

    // Every process knows the main server's `.env` channel from its start, as in a fleet that ran before.
    const seed = await openPostgresStore({ url });
    const main = discord.guilds[0]!;
    await seed.publishGuilds([1], [{ guildId: main.id, shardId: 1, envChannels: [MAIN_CHANNEL.id] }]);
    // ... and kept the station's figures: it is not backfilled from its history.
    const kept = { station, channel: "9", at: Date.now() - 86_400_000, listeners: 0 };
    await seed.stats?.record(station, { samples: [kept] }, { zone: UTC });
    await seed.close();

    const start = (): ShardedBot => {
      const bot = startShardedBot({
        discord,
        panelUrl: panel.url,
        shards: 2,
        detached: true,
        env: {
          DATABASE_URL: url,
          DATA_DIR: dataDir,
          ANNOUNCE_CHANNEL_IDS: MAIN_CHANNEL.id,
          ANNOUNCE_SCHEDULE: "* * * * * *",
          ANNOUNCE_ADAPTIVE: "false",
          // The channels (the audience) on every read, not once a minute as figures alone read them: a sample a second.
          ANNOUNCE_STATION_STATUS: "true",
          PRESENCE: "off",
          STATS: "on",
        },
      });
      cleanups.push(() => bot.stop());
      return bot;
    };
    const reading = `reading station ${station} in this process`;
    const reads = () => panel.count("channels");
    const someReads = async (what: string) => {
      const from = reads();
      await until(what, () => reads() >= from + 3);
    };

    // The fleet's first run, stopped as a service manager stops it (SIGTERM to npm, the manager and every shard
    // process, npm's forwarded one besides): what the reader kept is written, and every process stopped once.
    const first = start();
    await first.ready();
    await first.waitForLine("a process reads the station", (l) => l.msg === reading);
    await someReads("the station was read a few times");
    expect(await first.stopGroup(2)).toEqual({ code: 0, signal: null });
    expect(first.lines.filter((l) => l.msg === "stopped").map((l) => l.shard)).toEqual(
      expect.arrayContaining(["0", "1"]),
    );
    const written = await storedFigures(url, station);
    expect(written.samples.length).toBeGreaterThan(0);

    // The fleet again. The process reading the station reads it a few times, its records waiting in memory (written
    // every FLUSH_EVERY_MS), and is killed; the manager is paused so that the other process takes the station over.
    const bot = start();
    await bot.ready();
    const read = await bot.waitForLine("a process reads the station", (l) => l.msg === reading);
    const victim = Number(read.shard);
    await someReads("the reading process read the station a few times");
    const lastWritten = (await storedFigures(url, station)).samples.at(-1)?.at ?? 0;
    const mark = bot.lines.length;
    bot.pauseManager();
    bot.kill(victim, "SIGKILL");
    const killedAt = Date.now();
    const taken = await bot.waitForLine(
      "the other process reads the station",
      (l) => bot.lines.indexOf(l) >= mark && l.msg === reading,
      TAKEOVER_LIMIT_MS + 5_000,
    );
    expect(taken.shard).toBe(String(1 - victim));
    await someReads("the other process read the station a few times");
    bot.resumeManager();
    await bot.waitForLine(
      `shard ${victim} is back`,
      (l) =>
        bot.lines.indexOf(l) >= mark &&
        l.shard === String(victim) &&
        l.msg.startsWith("logged in to Discord"),
    );
    expect(await bot.stop()).toEqual({ code: 0, signal: null });

    const { samples, hourly, daily, plays, spans } = await storedFigures(url, station);
    const times = samples.map((s) => s.at);
    const takeoverMs = taken.at - killedAt;
    const unwrittenMs = killedAt - lastWritten;
    const afterKill = times.find((at) => at > lastWritten) ?? Number.NaN;
    process.stderr.write(
      `shards stats e2e: shard ${victim} killed ${unwrittenMs} ms after the last stored sample; taken over ` +
        `${takeoverMs} ms later; the next stored sample ${afterKill - lastWritten} ms after the last; ` +
        `${samples.length} samples, largest gap ${largestGap(times)} ms; the show kept as ${spans.length} span(s)\n`,
    );

    // No gap larger than the killed process's unwritten reads, the takeover and one read; everything else is a read.
    expect(takeoverMs).toBeLessThan(TAKEOVER_LIMIT_MS);
    expect(largestGap(times)).toBeLessThanOrEqual(unwrittenMs + takeoverMs + READ_MS + READ_SLACK_MS);
    expect(samples.filter((s) => s.at > killedAt).length).toBeGreaterThan(0);
    // What a killed process loses is bounded by the keeper's writes (FLUSH_EVERY_MS, asked every KEEPER_CHECK_MS).
    // With the worst takeover and a read at the default pace, that stays within the roll-up's largest gap, so a kill
    // loses no listening time: the first sample after the takeover stands for the time since the stored last one.
    expect(FLUSH_EVERY_MS + KEEPER_CHECK_MS + WORST_TAKEOVER_MS + DEFAULT_READ_MS).toBeLessThan(
      DEFAULT_MAX_GAP_MS,
    );

    // Nothing counted twice: each sample once, and the hourly and daily figures exactly the roll-up of the samples,
    // as if one process had read them all (the time watched is the first sample to the last, none of it twice).
    expect(new Set(times).size).toBe(times.length);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const expected = rollUpSamples(samples, { zone: UTC }).hourly;
    expect(hourly).toEqual(expected);
    expect(daily).toEqual(toDaily(expected, UTC));
    expect(hourly.reduce((sum, b) => sum + b.count, 0)).toBe(samples.length);
    expect(hourly.reduce((sum, b) => sum + b.coveredMs, 0)).toBe((times.at(-1) ?? 0) - (times[0] ?? 0));

    // The song on air all along was seen by three processes and is one play; the show's hours are never doubled.
    const playTimes = plays.map((p) => p.at);
    expect(new Set(playTimes).size).toBe(plays.length);
    expect(plays).toHaveLength(1);
    expect(written.plays).toEqual(plays);
    // The DJ on air throughout is one show, from the first run's first read on, across the restart and the kill.
    expect(spans).toHaveLength(1);
    expect(spans[0]?.from).toBeLessThanOrEqual(samples[0]?.at ?? 0);
  }, 85_000);
});
