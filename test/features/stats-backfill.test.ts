import { describe, expect, it } from "vitest";
import type { RunReport } from "../../src/announcer/run.js";
import { loadConfig } from "../../src/config.js";
import { KEEPER_CHECK_MS, statsKeeping } from "../../src/features/stats-keeping.js";
import { type LogFields, type Logger, silentLogger } from "../../src/log.js";
import { backgroundRead } from "../../src/net/gate/background-read.js";
import { createPanelGate } from "../../src/net/gate/panel-gate.js";
import type { SimulatedPanel } from "../../src/simulator/server.js";
import type { Observation } from "../../src/station/changes.js";
import { STATION_TOTAL } from "../../src/stats/records.js";
import { DAY_MS, UTC } from "../../src/stats/time-zone.js";
import type { StatsStore } from "../../src/store/stats-store.js";
import { manualTimers } from "../support/manual-timers.js";
import { clientFor, simulatedPanel } from "../support/simulator.js";
import { throwawayStats } from "../support/throwaway-stats.js";

const T0 = Date.UTC(2026, 10, 25, 12, 0, 30);
const MIN = 60_000;
const ALL = { from: 0, to: T0 + 365 * DAY_MS };
const sqliteStats = throwawayStats();

function report(listeners: number): RunReport {
  const observation: Observation = {
    dj: null,
    track: null,
    stationOnAir: true,
    listenUrl: null,
    listeners,
  };
  return { panelOk: true, observation, events: [], delivered: 0, retryLater: 0 };
}

/**
 * A log that keeps the fields of each "backfilled" line and resolves `backfilled` at the first; `skipped` at the
 * first station not backfilled because the store holds its figures.
 */
function backfillLog() {
  const lines: LogFields[] = [];
  let resolve: (fields: LogFields) => void = () => undefined;
  let resolveSkipped: (fields: LogFields) => void = () => undefined;
  const backfilled = new Promise<LogFields>((done) => (resolve = done));
  const skipped = new Promise<LogFields>((done) => (resolveSkipped = done));
  const log: Logger = {
    ...silentLogger,
    info: (message, fields = {}) => {
      if (!message.startsWith("backfilled")) return;
      lines.push(fields);
      resolve(fields);
    },
    debug: (message, fields = {}) => {
      if (message.includes("no backfill")) resolveSkipped(fields);
    },
  };
  return { log, backfilled, skipped, lines };
}

/**
 * The keeper over a real SQLite store, its station's panel the simulated one over HTTP through a panel gate, on
 * one manual clock shared with the simulated station. `beforeHistory` sees each history request first (and may
 * hold it back); `historyRequests` counts them as they reach the panel.
 */
async function keeperOn(
  options: {
    historyDays?: number;
    stats?: StatsStore;
    beforeHistory?: (panel: SimulatedPanel) => Promise<void> | void;
  } = {},
) {
  const manual = manualTimers();
  const timers = { ...manual, now: () => T0 + manual.now() };
  const panel = await simulatedPanel({
    historyDays: options.historyDays ?? 10,
    lively: false,
    now: timers.now,
  });
  const background: boolean[] = [];
  const gate = createPanelGate({
    fetch: async (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes("/history/")) {
        background.push(backgroundRead()?.readers === 0);
        await options.beforeHistory?.(panel);
      }
      return fetch(input, init);
    },
  });
  const { client } = clientFor(panel, { fetch: gate.fetch, now: timers.now });
  const stats = options.stats ?? sqliteStats();
  const { log, backfilled, lines } = backfillLog();
  const config = loadConfig(
    { PANEL_URL: "https://radio.example.com:8080", STATS_TIMEZONE: "UTC" },
    { requireDiscordToken: false },
  );
  const station = `${panel.url}#1`;
  const keeping = await statsKeeping({
    config,
    log,
    timers,
    store: { stats },
    backfillPanelOf: (key) => (key === station ? client : undefined),
  });
  if (!keeping) throw new Error("the keeper did not start");
  return { keeping, manual, timers, panel, stats, station, backfilled, lines, background };
}

/** The listener samples counted in the stored hourly buckets of the station's total. */
async function countedSamples(stats: StatsStore, station: string): Promise<number> {
  const buckets = await stats.buckets(station, "hour", ALL);
  return buckets.filter((b) => b.channel === STATION_TOTAL).reduce((sum, b) => sum + b.count, 0);
}

describe("the keeper's backfill from a station's history", () => {
  it("reads at most 50 pages back at most 7 days, as background reads, and writes them before the live figures", async () => {
    const { keeping, manual, panel, stats, station, backfilled, background } = await keeperOn();
    keeping.onStationReport(station, report(30));
    const outcome = await backfilled;

    expect(panel.count("history")).toBe(outcome.pages);
    expect(panel.count("history")).toBeLessThanOrEqual(50);
    expect(background.length).toBe(panel.count("history"));
    expect(background.every(Boolean)).toBe(true);
    const plays = await stats.plays(station, ALL);
    expect(plays.length).toBeGreaterThan(1000);
    expect(plays.every((play) => play.at >= T0 - 7 * DAY_MS && play.at < T0)).toBe(true);
    // It went back most of the week (the history holds ten days).
    expect(Math.min(...plays.map((play) => play.at))).toBeLessThan(T0 - 6 * DAY_MS);
    const backfilledSamples = await countedSamples(stats, station);
    expect(backfilledSamples).toBe(outcome.samples);

    // The live reads follow, each counted once after the backfilled ones.
    manual.advance(MIN);
    keeping.onStationReport(station, report(31));
    manual.advance(MIN);
    keeping.onStationReport(station, report(32));
    await keeping.stop();
    expect(await countedSamples(stats, station)).toBe(backfilledSamples + 3);
    expect(await stats.samples(station, { from: T0, to: ALL.to })).toHaveLength(3);
    expect(panel.count("history")).toBe(outcome.pages);
  });

  it("holds the station's first live batch until the backfill is written, so its older samples count", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { keeping, manual, stats, station, backfilled } = await keeperOn({
      historyDays: 1,
      beforeHistory: () => held,
    });
    keeping.onStationReport(station, report(30));
    // Past the keeper's write interval with the backfill still waiting for its first page: nothing is written.
    for (let minute = 1; minute <= 6; minute++) {
      manual.advance(KEEPER_CHECK_MS);
      keeping.onStationReport(station, report(30 + minute));
    }
    expect(await stats.samples(station, ALL)).toEqual([]);

    release();
    const outcome = await backfilled;
    expect(outcome.reason).toBe("end-of-history");
    manual.advance(KEEPER_CHECK_MS);
    await keeping.stop();
    const counted = await countedSamples(stats, station);
    expect(Number(outcome.samples)).toBeGreaterThan(100);
    expect(counted).toBe(Number(outcome.samples) + 7);

    // Why it must wait: once a live sample is in, the store skips older samples of the series.
    const other = sqliteStats();
    const live = { station, channel: STATION_TOTAL, at: T0, listeners: 30 };
    await other.record(station, { samples: [live] }, { zone: UTC });
    const older = { ...live, at: T0 - 60 * MIN };
    expect((await other.record(station, { samples: [older] }, { zone: UTC })).samples).toBe(0);
  });

  it("stops at the first page the panel fails, keeps what it read, and asks nothing more", async () => {
    let pages = 0;
    const { keeping, panel, stats, station, backfilled } = await keeperOn({
      beforeHistory: (simulated) => {
        pages++;
        if (pages === 4) simulated.setFault({ kind: "status", status: 503 }, { endpoints: ["history"] });
      },
    });
    keeping.onStationReport(station, report(30));
    const outcome = await backfilled;
    expect(outcome).toMatchObject({ reason: "failed", pages: 4 });
    // Three pages answered; the fourth failed, with the client's own two retries.
    expect(panel.count("history")).toBe(3 + 3);
    const plays = await stats.plays(station, ALL);
    expect(plays.length).toBeGreaterThan(100);
    expect(plays.length).toBeLessThanOrEqual(150);
    await keeping.stop();
    expect(panel.count("history")).toBe(6);
  });

  it("reads nothing for a station whose recent figures the store already holds", async () => {
    const first = await keeperOn({ historyDays: 1 });
    first.keeping.onStationReport(first.station, report(30));
    await first.backfilled;
    await first.keeping.stop();
    const pages = first.panel.count("history");
    const plays = (await first.stats.plays(first.station, ALL)).length;

    // A restart (or another process taking the station over) on the same store.
    const { log, skipped } = backfillLog();
    const again = await statsKeeping({
      config: loadConfig(
        { PANEL_URL: first.panel.url, STATS_TIMEZONE: "UTC" },
        { requireDiscordToken: false },
      ),
      log,
      timers: first.timers,
      store: { stats: first.stats },
      backfillPanelOf: () => clientFor(first.panel).client,
    });
    again?.onStationReport(first.station, report(40));
    expect(await skipped).toEqual({ station: first.station });
    await again?.stop();
    expect(first.panel.count("history")).toBe(pages);
    expect((await first.stats.plays(first.station, ALL)).length).toBe(plays);
  });
});
