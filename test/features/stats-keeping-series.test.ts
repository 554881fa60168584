import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { RunReport } from "../../src/announcer/run.js";
import { loadConfig } from "../../src/config.js";
import { statsKeeping } from "../../src/features/stats-keeping.js";
import { silentLogger } from "../../src/log.js";
import { periodAt, previousPeriod } from "../../src/stats/periods.js";
import { STATION_TOTAL } from "../../src/stats/records.js";
import { VOICE_TOTAL } from "../../src/stats/series-samples.js";
import { summarise } from "../../src/stats/summary.js";
import { UTC } from "../../src/stats/time-zone.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import type { BotStore } from "../../src/store/store.js";
import { manualTimers } from "../support/manual-timers.js";

const STATION = "http://panel.test:8080#1";
const T0 = Date.UTC(2026, 10, 25, 12);
const SEC = 1000;
const ALL = { from: 0, to: T0 + 400 * 86_400_000 };
const opened: BotStore[] = [];
const folders: string[] = [];

afterEach(() => {
  for (const store of opened.splice(0)) store.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function read(channels: readonly [number, number][]): RunReport {
  const channelListeners = channels.map(([id, listeners]) => ({ id, listeners }));
  const listeners = channelListeners.reduce((sum, channel) => sum + channel.listeners, 0);
  return {
    panelOk: true,
    observation: { dj: null, track: null, stationOnAir: true, listenUrl: null, listeners, channelListeners },
    events: [],
    delivered: 0,
    retryLater: 0,
  };
}

describe("the keeper's series", () => {
  it("keeps each channel and the listeners in Discord voice as series of their own, read by the summary", async () => {
    const dir = mkdtempSync(join(tmpdir(), "radio-bot-series-"));
    folders.push(dir);
    const store = openSqliteStore(dir, "wasm");
    opened.push(store);
    const stats = store.stats;
    if (!stats) throw new Error("the store has no statistics");
    const manual = manualTimers();
    const timers = { ...manual, now: () => T0 + manual.now() };
    let inVoice = 0;
    const keeping = await statsKeeping({
      config: loadConfig(
        { PANEL_URL: "https://radio.example.com", STATS_TIMEZONE: "UTC" },
        { requireDiscordToken: false },
      ),
      log: silentLogger,
      timers,
      store: { stats },
      voiceListenersOf: (station) => (station === STATION ? inVoice : 0),
    });
    // Ten minutes of reads every 15 s: two channels, and two people joining the bot in voice after a minute.
    for (let s = 0; s <= 600; s += 15) {
      inVoice = s >= 60 ? 2 : 0;
      keeping?.onStationReport(
        STATION,
        read([
          [1, 10 + (s % 2)],
          [2, 5],
        ]),
      );
      manual.advance(15 * SEC);
    }
    await keeping?.stop();

    const samples = await stats.samples(STATION, ALL);
    const count = (series: string) => samples.filter((sample) => sample.channel === series).length;
    expect(count(STATION_TOTAL)).toBe(41);
    expect(count("1")).toBe(11);
    expect(count("2")).toBe(11);
    expect(count(VOICE_TOTAL)).toBe(10);

    const period = periodAt("day", T0, UTC);
    const buckets = await stats.buckets(STATION, "hour", ALL);
    const summary = summarise({
      period,
      previous: previousPeriod(period, UTC),
      now: T0 + 11 * 60 * SEC,
      zone: UTC,
      buckets,
      tallies: [],
      plays: [],
      spans: [],
    });
    expect(summary.voice.peak.current).toBe(2);
    expect(summary.voice.average.current).toBeCloseTo(2);
    expect(summary.audience.peak.current).toBe(16);
  });
});
