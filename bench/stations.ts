import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { createReadPlanner } from "../src/announcer/read-planner.js";
import { createAnnouncer } from "../src/announcer/run.js";
import type { Poster } from "../src/announcer/poster.js";
import { scheduleAnnouncer } from "../src/announcer/schedule.js";
import { createIncrementalTargetIndex } from "../src/announcer/incremental-target-index.js";
import { silentLogger } from "../src/log.js";
import { createPanelHandler, type PanelHandler } from "../src/simulator/handler.js";
import { inProcessFetch } from "../src/simulator/in-process.js";
import { announceTargets } from "../src/settings/announce-targets.js";
import type { GuildSettings } from "../src/settings/guild-settings.js";
import { createStationRegistry } from "../src/registry/registry.js";
import { asyncStore } from "../src/store/async-sqlite-store.js";
import { openSqliteStore } from "../src/store/sqlite-store.js";
import { FakeClock, fakeCron } from "./announcer.js";
import type { Figure } from "./panel.js";

const MINUTE = 60_000;
const PANEL_AHEAD_MS = 40_000;
const BASE = "*/15 * * * * *";
const STATIONS_PER_PANEL = 10;
const SERVERS_PER_STATION = 3;

interface Outcome {
  readonly requestsPerStationHour: number;
  readonly delays: number[];
  readonly bytesPerStation: number;
  /** Heap per station once everything is built, before the first read. */
  readonly setupBytesPerStation: number;
  readonly stations: number;
}

/** A poster that only counts: the bench measures the bot, not a list of every message. */
function countingPoster(): Poster & { count: number } {
  let id = 0;
  const poster = {
    count: 0,
    async post() {
      poster.count++;
      return { ok: true as const, messageId: String(++id) };
    },
    async edit() {
      return { ok: true as const, messageId: String(id) };
    },
    async ownPosts() {
      return { ok: true as const, posts: [] };
    },
    describeChannel: (channelId: string) => channelId,
  };
  return poster;
}

// A full collection before each reading, so the figure is what stays, not garbage not yet collected.
setFlagsFromString("--expose-gc");
const collect = runInNewContext("gc") as () => void;

function heap(): number {
  collect();
  return process.memoryUsage().heapUsed;
}

/**
 * `count` stations (ten per simulated panel, in the process) with three Discord servers each, every server with an
 * announce channel following its station, through the registry, one store, the target index and one adaptive
 * announcer per station, as `start()` wires them; `minutes` of station time on one fake clock.
 */
async function simulate(count: number, minutes: number, seed: number): Promise<Outcome> {
  const start = Date.UTC(2026, 10, 22, 12, 0, 0) + seed * 7_919;
  const clock = new FakeClock(start);
  const panels: PanelHandler[] = [];
  for (let p = 0; p * STATIONS_PER_PANEL < count; p++) {
    const size = Math.min(STATIONS_PER_PANEL, count - p * STATIONS_PER_PANEL);
    panels.push(
      createPanelHandler({
        seed: seed * 1_000 + p,
        lively: false,
        now: () => clock.now() + PANEL_AHEAD_MS,
        showLagMs: (random) => random() * 2_000,
        songLengthMs: (random) => 120_000 + random() * 300_000,
        servers: Array.from({ length: size - 1 }, (_, i) => ({ serverId: i + 2 })),
      }),
    );
  }
  const fetches = panels.map((handler) => inProcessFetch(handler));
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const index = Number(/^panel-(\d+)\.test$/.exec(url.hostname)?.[1] ?? -1);
    const target = fetches[index];
    if (!target) return Promise.reject(new TypeError("fetch failed"));
    return target(input, init);
  };
  const before = heap();

  const registry = createStationRegistry({
    log: silentLogger,
    timeoutMs: 5_000,
    guard: null,
    sealer: null,
    fetch,
    now: clock.now,
  });
  const store = asyncStore(openSqliteStore(":memory:"));
  const poster = countingPoster();
  const guilds = new Map<string, GuildSettings>();
  const stationOfGuild = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    const station = registry.open({
      url: `http://panel-${Math.floor(i / STATIONS_PER_PANEL)}.test:8080`,
      serverId: (i % STATIONS_PER_PANEL) + 1,
    });
    for (let g = 0; g < SERVERS_PER_STATION; g++) {
      const guildId = String(100_000_000_000_000_000n + BigInt(i * SERVERS_PER_STATION + g));
      guilds.set(guildId, {
        channels: [{ id: `9${guildId.slice(1)}`, tracks: "post" }],
        station: station.key,
      });
      stationOfGuild.set(guildId, station.key);
    }
  }
  const env = { channelIds: [], tracks: "post" as const, locale: "en" as const, stationStatus: false };
  const targetsOfGuild = (guildId: string) =>
    announceTargets(
      [guildId],
      (id) => guilds.get(id) ?? null,
      env,
      () => null,
      (id) => (id === null ? null : (stationOfGuild.get(id) ?? null)),
    );
  // The index the bot runs, server by server, as the fleet view feeds it.
  const index = createIncrementalTargetIndex(
    { guilds: () => [...guilds.keys()], targetsOfGuild, unplaced: () => [], placement: () => [] },
    null,
  );

  const sentAt = new Map<string, number>();
  const running = new Set<Promise<unknown>>();
  const schedules = registry.list().map((station) => {
    const { run } = createAnnouncer({
      panel: station.panel,
      store,
      poster,
      log: silentLogger,
      channelIds: [],
      tracks: "post",
      locale: "en",
      stationStatus: false,
      confirm: 2,
      targets: () => index.targetsOf(station.key),
    });
    return scheduleAnnouncer({
      run: (now) => {
        const work = run(now).then((report) => {
          for (const event of report.events) sentAt.set(`${station.key}|${event.id}`, now);
          return report;
        });
        running.add(work);
        void work.finally(() => running.delete(work)).catch(() => undefined);
        return work;
      },
      log: silentLogger,
      base: fakeCron(BASE, clock),
      planner: createReadPlanner(station.clock),
      timers: clock,
    });
  });
  const built = heap();
  const requestsBefore = panels.reduce((sum, handler) => sum + handler.count(), 0);
  // Only the runs under way are awaited after each timer: a thousand schedules, not a thousand squared.
  await clock.runUntil(start + minutes * MINUTE, async () => {
    while (running.size > 0) await Promise.all([...running]);
  });
  const requests = panels.reduce((sum, handler) => sum + handler.count(), 0) - requestsBefore;
  // The simulated panels' own log of what they received is theirs, not the bot's.
  for (const handler of panels) handler.requests.splice(0);
  // Each request's timeout timer (PANEL_TIMEOUT_MS, real time) holds it until it fires: the bench packs an hour's
  // requests into seconds, so let those lapse before reading what stays.
  if (count > 1) await new Promise((resolve) => setTimeout(resolve, 5_500));
  const after = heap();
  await Promise.all(schedules.map((schedule) => schedule.stop()));

  const delays: number[] = [];
  registry.list().forEach((station, i) => {
    const handler = panels[Math.floor(i / STATIONS_PER_PANEL)];
    const simulated = handler?.stations.get(station.serverId);
    if (!handler || !simulated) return;
    const history = simulated.history("http://x");
    const isLive = (entry: Record<string, unknown> | undefined) =>
      !!entry && entry.all_music_id === null && entry.jingle_id === null;
    history.forEach((entry, k) => {
      const sent = sentAt.get(`${station.key}|track:${String(entry.id)}`);
      if (sent === undefined || isLive(entry) || isLive(history[k + 1])) return;
      const shownAt = simulated.shownAt(Number(entry.id)) ?? Number(entry.ts);
      delays.push(sent - (shownAt - PANEL_AHEAD_MS));
    });
  });
  await store.close();
  await registry.close();
  return {
    requestsPerStationHour: (requests / count) * (60 / minutes),
    delays,
    bytesPerStation: (after - before) / count,
    setupBytesPerStation: (built - before) / count,
    stations: count,
  };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** `npm run bench -- stations`: a thousand stations against one, on the same simulated hour. */
export async function stationFigures(count = 1_000, minutes = 20): Promise<Figure[]> {
  // One station, several seeds, so its figures are not one station's luck.
  const ones: Outcome[] = [];
  for (let seed = 1; seed <= 8; seed++) ones.push(await simulate(1, minutes, seed));
  const one = {
    requests: ones.reduce((sum, o) => sum + o.requestsPerStationHour, 0) / ones.length,
    delays: ones.flatMap((o) => o.delays),
  };
  const began = performance.now();
  const many = await simulate(count, minutes, 1);
  const wallSeconds = (performance.now() - began) / 1000;
  const off = Math.abs(many.requestsPerStationHour - one.requests) / one.requests;
  const s = (ms: number) => (ms / 1000).toFixed(2);
  const p = (values: number[]) => `${s(percentile(values, 50))} / ${s(percentile(values, 95))} s`;
  return [
    {
      name: `${count} stations × ${SERVERS_PER_STATION} servers: panel requests per station per hour`,
      value: `${many.requestsPerStationHour.toFixed(1)} (one station: ${one.requests.toFixed(1)})`,
      target: "within 5 % of one station",
      ok: off <= 0.05,
    },
    {
      name: `${count} stations: bot memory per station (heap, after ${minutes} min)`,
      value: `${(many.bytesPerStation / 1024).toFixed(1)} KiB (built: ${(many.setupBytesPerStation / 1024).toFixed(1)})`,
      target: "(figure)",
      ok: true,
    },
    {
      name: `${count} stations: track announced after it shows, p50 / p95`,
      value: `${p(many.delays)} (one station: ${p(one.delays)})`,
      target: "unchanged from one station (± 0.5 s)",
      ok:
        Math.abs(percentile(many.delays, 50) - percentile(one.delays, 50)) <= 500 &&
        Math.abs(percentile(many.delays, 95) - percentile(one.delays, 95)) <= 500,
    },
    {
      name: `${count} stations: ${minutes} simulated minutes took`,
      value: `${wallSeconds.toFixed(0)} s`,
      target: "(figure)",
      ok: true,
    },
  ];
}
