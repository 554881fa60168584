import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  REPORT_CHECK_MS,
  startWeeklyReports,
  type WeeklyReportDeps,
} from "../../src/features/weekly-report.js";
import { type Logger, silentLogger } from "../../src/log.js";
import type { GuildSettings } from "../../src/settings/guild-settings.js";
import { syntheticYear } from "../../src/simulator/synthetic-year.js";
import { UTC } from "../../src/stats/time-zone.js";
import { asyncStore } from "../../src/store/async-sqlite-store.js";
import type { AsyncBotStore } from "../../src/store/async-store.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import { storeStatsReading } from "../../src/store/stats-summary-input.js";
import { fakePoster } from "../support/fake-poster.js";
import { manualTimers } from "../support/manual-timers.js";

const folders: string[] = [];
const stores: AsyncBotStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Monday 30 November 2026, 09:00 UTC. */
const MONDAY_NINE = Date.UTC(2026, 10, 30, 9);
const SETTINGS: GuildSettings = { report: { channelId: "500", day: 1, hour: 9 }, locale: "de" };

async function sharedStore(): Promise<AsyncBotStore> {
  const folder = mkdtempSync(join(tmpdir(), "radio-bot-report-"));
  folders.push(folder);
  const store = asyncStore(openSqliteStore(folder, "wasm"));
  stores.push(store);
  const stats = store.stats;
  if (!stats) throw new Error("no statistics");
  for (const day of syntheticYear({
    stations: 1,
    end: MONDAY_NINE,
    days: 8,
    sampleEveryMs: 600_000,
    stationKey: () => "s",
  }))
    await stats.record("s", { samples: day.samples, plays: day.plays, spans: day.djSpans }, { zone: UTC });
  return store;
}

/** A process's reports over a shared store, on a clock of its own that starts `at`. */
function reportsOf(
  store: AsyncBotStore,
  poster: ReturnType<typeof fakePoster>,
  at: number,
  change: Partial<WeeklyReportDeps> = {},
) {
  const timers = manualTimers();
  timers.advance(at);
  const deps: WeeklyReportDeps = {
    stats: storeStatsReading(store.stats ?? (undefined as never), UTC),
    store,
    poster: poster.poster,
    charts: { drawStats: () => Promise.resolve({ png: Buffer.from("png") }) },
    log: silentLogger,
    timers,
    guilds: () => ["1"],
    settingsOf: () => SETTINGS,
    stationOf: () => ({ key: "s", name: "Radio", serverId: 1 }),
    defaultLocale: "en",
    ...change,
  };
  return { reports: startWeeklyReports(deps), timers };
}

describe("the weekly reports", () => {
  it("post the last week once, in the server's language with the chart, across two processes and a restart", async () => {
    const store = await sharedStore();
    const poster = fakePoster();
    const one = reportsOf(store, poster, MONDAY_NINE + 60_000);
    const two = reportsOf(store, poster, MONDAY_NINE + 120_000);
    await Promise.all([one.reports.check(), two.reports.check()]);
    expect(poster.posted).toHaveLength(1);
    const [post] = poster.posted;
    expect(post?.channelId).toBe("500");
    expect(post?.message.embeds[0]?.title).toBe("📊 Radio: die Woche, 23.–29. Nov. 2026");
    expect(post?.message.files?.map((file) => file.name)).toEqual(["stats.png"]);
    await one.reports.stop();
    await two.reports.stop();
    const again = reportsOf(store, poster, MONDAY_NINE + 3_600_000);
    await again.reports.check();
    await again.reports.stop();
    expect(poster.posted).toHaveLength(1);
  });

  it("names the station as /stats does: a nameless one by its label in the server's language, a name escaped", async () => {
    const store = await sharedStore();
    const poster = fakePoster();
    const nameless = reportsOf(store, poster, MONDAY_NINE + 60_000, {
      stationOf: () => ({ key: "s", name: null, serverId: 1 }),
    });
    await nameless.reports.check();
    await nameless.reports.stop();
    expect(poster.posted[0]?.message.embeds[0]?.title).toBe("📊 Sender 1: die Woche, 23.–29. Nov. 2026");
    const other = await sharedStore();
    const named = reportsOf(other, poster, MONDAY_NINE + 60_000, {
      stationOf: () => ({ key: "s", name: "*Radio* <@1>", serverId: 1 }),
    });
    await named.reports.check();
    await named.reports.stop();
    expect(poster.posted[1]?.message.embeds[0]?.title).toMatch(
      /^📊 \\\*Radio\\\* \\<\u200b@\u200b1>: die Woche/,
    );
  });

  it("keeps a report Discord did not take queued, and sends it at a later round", async () => {
    const store = await sharedStore();
    const poster = fakePoster();
    // The round at start and the one asked for both meet a Discord that fails.
    poster.failNext(2);
    const { reports, timers } = reportsOf(store, poster, MONDAY_NINE + 60_000);
    await reports.check();
    expect(poster.posted).toHaveLength(0);
    timers.advance(REPORT_CHECK_MS);
    await reports.check();
    expect(poster.posted).toHaveLength(1);
    await reports.stop();
  });

  it("says a report's channel that cannot take it is the report's, to be set again with /setup report channel", async () => {
    const store = await sharedStore();
    const poster = fakePoster();
    poster.refuse("500");
    const lines: string[] = [];
    const keep = (message: string) => void lines.push(message);
    const log: Logger = { debug: () => undefined, info: () => undefined, warn: keep, error: keep };
    const { reports } = reportsOf(store, poster, MONDAY_NINE + 60_000, { log });
    await reports.check();
    await reports.stop();
    expect(poster.posted).toHaveLength(0);
    const said = lines.filter((line) => line.includes("#test-500"));
    expect(said).toEqual([
      "report: the weekly report cannot be posted in #test-500: the channel is gone, or the bot lacks View Channel, Send Messages, Embed Links or Attach Files there. Set another with /setup report channel, or give the bot those permissions there.",
    ]);
  });

  it("posts nothing before the report's hour, nor more than a day after it", async () => {
    const store = await sharedStore();
    const poster = fakePoster();
    const early = reportsOf(store, poster, MONDAY_NINE - 60_000);
    await early.reports.check();
    await early.reports.stop();
    const late = reportsOf(store, poster, MONDAY_NINE + 25 * 3_600_000);
    await late.reports.check();
    await late.reports.stop();
    expect(poster.posted).toHaveLength(0);
  });
});
