import { describe, expect, it } from "vitest";
import { observe } from "../../src/announcer/observe.js";
import type { RunReport } from "../../src/announcer/run.js";
import { loadConfig } from "../../src/config.js";
import { statsKeeping } from "../../src/features/stats-keeping.js";
import { silentLogger } from "../../src/log.js";
import { createMetrics } from "../../src/ops/metrics.js";
import type { PanelClient } from "../../src/panel/client.js";
import { channelSchema, historyEntrySchema } from "../../src/panel/schemas.js";
import type { BackfillPanel } from "../../src/features/stats-backfill.js";
import type { Logger } from "../../src/log.js";
import { statsMessage } from "../../src/render/stats-message.js";
import { STATION_TOTAL } from "../../src/stats/records.js";
import { summarise } from "../../src/stats/summary.js";
import { DAY_MS, UTC } from "../../src/stats/time-zone.js";
import type { StatsStore } from "../../src/store/stats-store.js";
import { storeStatsReading } from "../../src/store/stats-summary-input.js";
import { manualTimers } from "../support/manual-timers.js";
import { throwawayStats } from "../support/throwaway-stats.js";

const STATION = "http://panel.test:8080#1";
/** A Wednesday noon (UTC): the week began on Monday. */
const T0 = Date.UTC(2026, 10, 25, 12);
const SEC = 1000;
const MIN = 60 * SEC;
const ALL = { from: 0, to: T0 + 400 * DAY_MS };
const sqliteStats = throwawayStats();

/** A panel whose one channel is on air with `listeners()` listening (its `listeners_current`) and a limit. */
function panelOf(listeners: () => number, limit: string): PanelClient {
  const channel = () =>
    channelSchema.parse({
      id: 1,
      state: 2,
      listeners_current: listeners(),
      mount_point: "/stream",
      listeners: limit,
      links_html: {},
    });
  const panel: Pick<PanelClient, "djs" | "history" | "channels"> = {
    djs: () => Promise.resolve([]),
    history: () => Promise.resolve({ count: 0, next: null, previous: null, results: [] }),
    channels: () => Promise.resolve([channel()]),
  };
  return panel as PanelClient;
}

/** The keeper fed by reads every 15 s for `minutes`, the channel's listeners at each minute given by `audience`. */
async function keptFor(
  stats: StatsStore,
  minutes: number,
  audience: (minute: number) => number,
  limit = "0",
) {
  const manual = manualTimers();
  const timers = { ...manual, now: () => T0 + manual.now() };
  const metrics = createMetrics(timers.now);
  const keeping = await statsKeeping({
    config: loadConfig(
      { PANEL_URL: "https://radio.example.com", STATS_TIMEZONE: "UTC" },
      { requireDiscordToken: false },
    ),
    log: silentLogger,
    timers,
    metrics,
    store: { stats },
  });
  let elapsed = 0;
  const panel = panelOf(() => audience(Math.floor(elapsed / MIN)), limit);
  for (; elapsed < minutes * MIN; elapsed += 15 * SEC) {
    const observation = await observe(panel, {}, timers.now(), { channels: true });
    const report: RunReport = { panelOk: true, observation, events: [], delivered: 0, retryLater: 0 };
    keeping?.onStationReport(STATION, report);
    manual.advance(15 * SEC);
  }
  await keeping?.stop();
  const now = timers.now();
  const input = await storeStatsReading(stats, UTC).summaryInput(STATION, "week", now);
  const reply = JSON.stringify(
    await statsMessage(input, { station: "Station 1", zone: UTC, locale: "en" }, null),
  );
  const rejected = (reason: string) =>
    metrics
      .text()
      .then(
        (text) =>
          new RegExp(`^radio_bot_listener_counts_rejected_total\\{reason="${reason}"\\} (\\d+)$`, "m").exec(
            text,
          )?.[1],
      );
  return { summary: summarise(input), reply, rejected };
}

/** The week before: a sane audience of 80, so the week's reply compares with it. */
async function lastWeek(stats: StatsStore): Promise<void> {
  const from = T0 - 7 * DAY_MS;
  const samples = Array.from({ length: 61 }, (_, i) => ({
    station: STATION,
    channel: STATION_TOTAL,
    at: from + i * MIN,
    listeners: 80,
  }));
  await stats.record(STATION, { samples }, { zone: UTC });
}

describe("the keeper's bounds on listener counts", () => {
  it("keeps the week's figures and the later ones after one read of 2^53 - 1 listeners, and counts it", async () => {
    const stats = sqliteStats();
    await lastWeek(stats);
    const { summary, reply, rejected } = await keptFor(stats, 90, (minute) =>
      minute === 30 ? Number.MAX_SAFE_INTEGER : minute < 30 ? 83 : 90,
    );
    expect(summary.audience.peak.current).toBe(90);
    expect(summary.audience.peak.previous).toBe(80);
    expect(reply).not.toContain("9,007,199,254,740,991");
    // Every read but the four of minute 30 is kept, before and after it.
    const kept = (await stats.samples(STATION, ALL)).filter((s) => s.channel === STATION_TOTAL && s.at >= T0);
    expect(kept).toHaveLength(90 * 4 - 4);
    expect(kept.at(-1)?.listeners).toBe(90);
    const hours = (await stats.buckets(STATION, "hour", { from: T0, to: T0 + DAY_MS })).filter(
      (b) => b.channel === STATION_TOTAL,
    );
    expect(hours.map((b) => b.count)).toEqual([60 * 4 - 4, 30 * 4]);
    expect(await rejected("over_bound")).toBe("4");
  });

  it("keeps no count of 3,000,000,000 listeners read for 70 minutes: the week says a sane peak", async () => {
    const stats = sqliteStats();
    await lastWeek(stats);
    const { summary, reply, rejected } = await keptFor(stats, 100, (minute) =>
      minute >= 10 && minute < 80 ? 3_000_000_000 : 83,
    );
    expect(summary.audience.peak.current).toBe(83);
    expect(reply).not.toContain("3,000,000,000");
    expect(reply).not.toMatch(/\d{4,} %/);
    const days = await stats.buckets(STATION, "day", { from: T0 - DAY_MS / 2, to: T0 + DAY_MS });
    expect(days.find((b) => b.channel === STATION_TOTAL)?.count).toBe(30 * 4);
    expect(await rejected("over_bound")).toBe(String(70 * 4));
  });

  it("keeps no count past the channel's configured limit, counting each", async () => {
    const stats = sqliteStats();
    const { summary, rejected } = await keptFor(stats, 10, (minute) => (minute < 5 ? 40 : 120), "100");
    expect(summary.audience.peak.current).toBe(40);
    expect(await rejected("over_limit")).toBe(String(5 * 4));
    expect(await rejected("negative")).toBe("0");
  });

  it("keeps no negative audience from the history a station is backfilled from, counting it", async () => {
    const stats = sqliteStats();
    const entry = (id: number, ago: number, listeners: number) =>
      historyEntrySchema.parse({ id, ts: T0 - ago, metadata: `A - Song ${id}`, n_listeners: listeners });
    const history = [entry(3, 10 * MIN, 12), entry(2, 20 * MIN, -5), entry(1, 30 * MIN, 9)];
    const panel: BackfillPanel = {
      djs: () => Promise.resolve([]),
      history: ({ offset }) =>
        Promise.resolve({ count: 3, next: null, previous: null, results: history.slice(offset) }),
    };
    let backfilled: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (backfilled = resolve));
    const log: Logger = {
      ...silentLogger,
      info: (message) => message.startsWith("backfilled") && backfilled(),
    };
    const manual = manualTimers();
    const timers = { ...manual, now: () => T0 + manual.now() };
    const metrics = createMetrics(timers.now);
    const keeping = await statsKeeping({
      config: loadConfig({ PANEL_URL: "https://radio.example.com" }, { requireDiscordToken: false }),
      log,
      timers,
      metrics,
      store: { stats },
      backfillPanelOf: () => panel,
    });
    const observation = await observe(
      panelOf(() => 10, "0"),
      {},
      timers.now(),
      { channels: true },
    );
    keeping?.onStationReport(STATION, {
      panelOk: true,
      observation,
      events: [],
      delivered: 0,
      retryLater: 0,
    });
    await done;
    await keeping?.stop();
    const plays = await stats.plays(STATION, ALL);
    expect(plays.map((play) => play.listeners)).toEqual([9, null, 12]);
    const samples = await stats.samples(STATION, ALL);
    expect(samples.every((sample) => sample.listeners >= 0)).toBe(true);
    expect(await metrics.text()).toMatch(
      /^radio_bot_listener_counts_rejected_total\{reason="negative"\} 1$/m,
    );
  });
});
