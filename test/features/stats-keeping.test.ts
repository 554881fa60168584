import { describe, expect, it } from "vitest";
import type { RunReport } from "../../src/announcer/run.js";
import { ConfigError, loadConfig } from "../../src/config.js";
import {
  KEEPER_CHECK_MS,
  type StatsKeeping,
  stationReportFanOut,
  statsKeeping,
} from "../../src/features/stats-keeping.js";
import type { Logger } from "../../src/log.js";
import { silentLogger } from "../../src/log.js";
import type { Observation } from "../../src/station/changes.js";
import type { StatsStore } from "../../src/store/stats-store.js";
import { manualTimers } from "../support/manual-timers.js";
import { throwawayStats } from "../support/throwaway-stats.js";

const STATION = "http://panel.test:8080#1";
const T0 = Date.UTC(2026, 10, 25, 12);
const MIN = 60_000;
const ALL = { from: 0, to: T0 + 365 * 24 * 60 * MIN };
const sqliteStats = throwawayStats();

function config(env: Record<string, string> = {}) {
  return loadConfig({ PANEL_URL: "https://radio.example.com:8080", ...env }, { requireDiscordToken: false });
}

/** The store's statistics, with every write and prune it was asked for kept to be awaited. */
function watched(stats: StatsStore, failing: { now: boolean } = { now: false }) {
  const calls: Promise<unknown>[] = [];
  const prunes: number[] = [];
  const store: StatsStore = Object.create(stats) as StatsStore;
  store.record = (station, batch, options) => {
    const call = failing.now ? Promise.reject(new Error("disk full")) : stats.record(station, batch, options);
    calls.push(call.catch(() => undefined));
    return call;
  };
  store.prune = (now, policy) => {
    prunes.push(now);
    const call = stats.prune(now, policy);
    calls.push(call);
    return call;
  };
  return { store, calls, prunes, settled: () => Promise.all(calls) };
}

function report(observation: Partial<Observation>): RunReport {
  return {
    panelOk: true,
    observation: { dj: null, track: null, stationOnAir: true, listenUrl: null, ...observation },
    events: [],
    delivered: 0,
    retryLater: 0,
  };
}

function warnings(): { log: Logger; lines: string[] } {
  const lines: string[] = [];
  return { log: { ...silentLogger, warn: (message) => void lines.push(message) }, lines };
}

async function started(
  stats: StatsStore | undefined,
  env: Record<string, string> = {},
  log: Logger = silentLogger,
) {
  const manual = manualTimers();
  const timers = { ...manual, now: () => T0 + manual.now() };
  const keeping = await statsKeeping({ config: config(env), log, timers, store: stats ? { stats } : {} });
  return { keeping, manual };
}

function feed(keeping: StatsKeeping | null, ...reports: (RunReport | null)[]): void {
  for (const each of reports) keeping?.onStationReport(STATION, each);
}

describe("statsKeeping", () => {
  it("keeps nothing with STATS=off or a store without statistics", async () => {
    expect((await started(sqliteStats(), { STATS: "off" })).keeping).toBeNull();
    expect((await started(undefined)).keeping).toBeNull();
  });

  it("writes what the reads showed every 5 minutes, prunes after a minute, and writes the rest on stop", async () => {
    const { store, settled, prunes } = watched(sqliteStats());
    const { keeping, manual } = await started(store);
    const ana = { id: 1, name: "Ana", live: true, image: null };
    const song = {
      id: 10,
      startedAt: T0,
      artist: "Artist",
      title: "Song",
      album: null,
      cover: null,
      djName: "Ana",
      isJingle: false,
      lengthMs: 180_000,
      fromLibrary: true,
    };
    feed(keeping, report({ dj: ana, track: song, listeners: 20 }));
    manual.advance(KEEPER_CHECK_MS);
    feed(keeping, report({ dj: ana, track: song, listeners: 22 }), null);
    manual.advance(4 * KEEPER_CHECK_MS);
    await settled();
    expect(prunes).toEqual([T0 + MIN]);
    expect((await store.samples(STATION, ALL)).map((sample) => sample.listeners)).toEqual([20, 22]);
    expect(await store.plays(STATION, ALL)).toEqual([
      { station: STATION, at: T0, artist: "Artist", title: "Song", dj: "Ana", listeners: 20 },
    ]);
    expect(await store.spans(STATION, ALL)).toEqual([
      { station: STATION, dj: "Ana", from: T0, to: T0 + MIN },
    ]);

    manual.advance(MIN);
    feed(keeping, report({ dj: ana, track: song, listeners: 25 }));
    await keeping?.stop();
    expect((await store.samples(STATION, ALL)).map((sample) => sample.listeners)).toEqual([20, 22, 25]);
    expect(await store.spans(STATION, ALL)).toEqual([
      { station: STATION, dj: "Ana", from: T0, to: T0 + 6 * MIN },
    ]);
    expect(manual.pending).toBe(0);
  });

  it("logs a failing store once an hour without the figures, and writes them once it works again", async () => {
    const failing = { now: true };
    const { store, settled } = watched(sqliteStats(), failing);
    const { log, lines } = warnings();
    const { keeping, manual } = await started(store, {}, log);
    for (let minute = 0; minute < 20; minute += 1) {
      feed(keeping, report({ listeners: minute }));
      manual.advance(KEEPER_CHECK_MS);
      await settled();
    }
    expect(lines.filter((line) => line.startsWith("could not write"))).toHaveLength(1);
    failing.now = false;
    await keeping?.stop();
    expect((await store.samples(STATION, ALL)).map((sample) => sample.listeners)).toEqual(
      Array.from({ length: 20 }, (_, minute) => minute),
    );
  });

  it("forgets a station an hour after its last report once nothing of it waits", async () => {
    const { store, settled } = watched(sqliteStats());
    const { keeping, manual } = await started(store);
    feed(keeping, report({ listeners: 3 }));
    manual.advance(30 * KEEPER_CHECK_MS);
    await settled();
    expect(keeping?.stations()).toBe(1);
    manual.advance(31 * KEEPER_CHECK_MS);
    expect(keeping?.stations()).toBe(0);
    await keeping?.stop();
    expect((await store.samples(STATION, ALL)).map((sample) => sample.listeners)).toEqual([3]);
  });

  it("stops the start with a configuration error on an unknown STATS_TIMEZONE", async () => {
    await expect(started(sqliteStats(), { STATS_TIMEZONE: "Mars/Olympus_Mons" })).rejects.toBeInstanceOf(
      ConfigError,
    );
  });
});

describe("stationReportFanOut", () => {
  it("tells every listener given, and is undefined when there is none", () => {
    const seen: string[] = [];
    const fan = stationReportFanOut([
      (station) => seen.push(`a:${station}`),
      undefined,
      (station) => seen.push(`b:${station}`),
    ]);
    fan?.("s", null);
    expect(seen).toEqual(["a:s", "b:s"]);
    expect(stationReportFanOut([undefined])).toBeUndefined();
  });
});
