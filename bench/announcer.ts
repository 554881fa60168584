import { createTask } from "node-cron";
import { createReadPlanner } from "../src/announcer/read-planner.js";
import { createAnnouncer } from "../src/announcer/run.js";
import { scheduleAnnouncer } from "../src/announcer/schedule.js";
import type { BaseSchedule } from "../src/cron/base-schedule.js";
import { type Timers } from "../src/clock.js";
import { silentLogger } from "../src/log.js";
import { createPanelClient } from "../src/panel/client.js";
import { createPanelClock } from "../src/panel/panel-clock.js";
import { createPanelHandler } from "../src/simulator/handler.js";
import { inProcessFetch } from "../src/simulator/in-process.js";
import { asyncStore } from "../src/store/async-sqlite-store.js";
import { openSqliteStore } from "../src/store/sqlite-store.js";
import { fakePoster } from "../test/support/fake-poster.js";
import type { Figure } from "./panel.js";

const HOUR = 3_600_000;
const PANEL_AHEAD_MS = 40_000;
const BASE = "*/15 * * * * *";

/** A clock and timers that only move when told: an hour of station time runs in a moment. */
export class FakeClock implements Timers {
  private t: number;
  private seq = 0;
  private readonly queue = new Map<number, { at: number; callback: () => void }>();

  constructor(start: number) {
    this.t = start;
  }

  now = (): number => this.t;

  setTimeout = (callback: () => void, ms: number): unknown => {
    const id = ++this.seq;
    this.queue.set(id, { at: this.t + Math.max(0, ms), callback });
    return id;
  };

  clearTimeout = (handle: unknown): void => {
    this.queue.delete(handle as number);
  };

  /** Fires every timer due until `end`, in order, waiting for `settle` after each. */
  async runUntil(end: number, settle: () => Promise<void>): Promise<void> {
    for (;;) {
      let next: [number, { at: number; callback: () => void }] | undefined;
      for (const entry of this.queue) if (!next || entry[1].at < next[1].at) next = entry;
      if (!next || next[1].at > end) break;
      this.queue.delete(next[0]);
      this.t = next[1].at;
      next[1].callback();
      await settle();
    }
    this.t = end;
  }
}

/** node-cron's own matcher for `expression`, driven by the fake clock: the base schedule, second by second. */
export function fakeCron(expression: string, clock: FakeClock): BaseSchedule {
  const matcher = createTask(expression, () => undefined);
  let next: number | null = null;
  const find = (after: number) => {
    for (let t = Math.floor(after / 1000) * 1000 + 1000; t < after + 2 * HOUR; t += 1000) {
      if (matcher.match(new Date(t))) return t;
    }
    return null;
  };
  return {
    start(tick) {
      const arm = () => {
        next = find(clock.now());
        if (next !== null) {
          clock.setTimeout(() => {
            void tick();
            arm();
          }, next - clock.now());
        }
      };
      arm();
    },
    nextRun: () => next,
    stop: async () => {
      await matcher.destroy();
    },
  };
}

type Mode = "every endpoint" | "plain" | "adaptive";

interface HourResult {
  /** Tracks whose start the panel let the bot predict: the one before was a library track or a jingle. */
  trackDelays: number[];
  /** Tracks during and right after the live set, whose starts no one can predict: the base schedule's job. */
  liveDelays: number[];
  djDelays: number[];
  requests: Record<"djs" | "history" | "channels", number>;
}

/** One simulated hour: 2–7 minute songs, jingles, a 20-minute live set, a panel 40 s ahead and 0–2 s late. */
async function simulateHour(mode: Mode, seed: number): Promise<HourResult> {
  const start = Date.UTC(2026, 10, 22, 12, 0, 0) + seed * 7_919;
  const clock = new FakeClock(start);
  const handler = createPanelHandler({
    seed,
    lively: false,
    now: () => clock.now() + PANEL_AHEAD_MS,
    showLagMs: (random) => random() * 2_000,
    songLengthMs: (random) => 120_000 + random() * 300_000,
  });
  const panelClock = createPanelClock();
  const panel = createPanelClient({
    baseUrl: "http://panel.test:8080",
    serverId: 1,
    fetch: inProcessFetch(handler),
    now: clock.now,
    onResponse: (sample) => panelClock.observeDate(sample),
  });
  const store = asyncStore(openSqliteStore(":memory:"));
  const { run } = createAnnouncer({
    panel,
    store,
    poster: fakePoster().poster,
    log: silentLogger,
    channelIds: ["111111111111111111"],
    tracks: "post",
    locale: "en",
    // The bot before this change read the channels on every run, as station status announcements still do.
    stationStatus: mode === "every endpoint",
    confirm: 2,
  });
  const sentAt = new Map<string, number>();
  const schedule = scheduleAnnouncer({
    run: async (now) => {
      const report = await run(now);
      for (const event of report.events) sentAt.set(event.id, now);
      return report;
    },
    log: silentLogger,
    base: fakeCron(BASE, clock),
    planner: mode === "adaptive" ? createReadPlanner(panelClock) : null,
    timers: clock,
  });

  // The live set starts at a different moment each hour, so its phase against the schedule varies.
  const liveAt = start + 20 * 60_000 + ((seed * 3_331) % 15_000);
  const djShownAt: number[] = [];
  clock.setTimeout(() => {
    handler.station.setLiveDj("DJ Nova");
    djShownAt.push(clock.now());
  }, liveAt - start);
  clock.setTimeout(() => handler.station.setLiveDj(null), liveAt + 20 * 60_000 - start);
  const before = {
    djs: handler.count("djs"),
    history: handler.count("history"),
    channels: handler.count("channels"),
  };
  await clock.runUntil(start + HOUR, () => schedule.settled());
  await schedule.stop();
  await store.close();

  const history = handler.station.history("http://panel.test:8080");
  const trackDelays: number[] = [];
  const liveDelays: number[] = [];
  const isLive = (entry: Record<string, unknown> | undefined) =>
    !!entry && entry.all_music_id === null && entry.jingle_id === null;
  history.forEach((entry, i) => {
    const sent = sentAt.get(`track:${String(entry.id)}`);
    if (sent === undefined) return;
    // When the panel started showing it (its start plus the panel's lag), in the bot's clock.
    const shownAt = handler.station.shownAt(Number(entry.id)) ?? Number(entry.ts);
    const delay = sent - (shownAt - PANEL_AHEAD_MS);
    (isLive(entry) || isLive(history[i + 1]) ? liveDelays : trackDelays).push(delay);
  });
  const djDelays = [...sentAt.entries()]
    .filter(([id]) => id.startsWith("dj:live:"))
    .map(([, at]) => at - (djShownAt[0] ?? at));
  return {
    trackDelays,
    liveDelays,
    djDelays,
    requests: {
      djs: handler.count("djs") - before.djs,
      history: handler.count("history") - before.history,
      channels: handler.count("channels") - before.channels,
    },
  };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const s = (ms: number) => (ms / 1000).toFixed(1);
const spread = (values: number[]) =>
  `${s(percentile(values, 50))} / ${s(percentile(values, 95))} / ${s(Math.max(...values))} s`;

/** Simulated hours for each mode, the same stations in each; figures per hour. */
export async function announcerFigures(hours = 8): Promise<Figure[]> {
  const results = new Map<Mode, HourResult[]>();
  for (const mode of ["every endpoint", "plain", "adaptive"] as const) {
    const runs: HourResult[] = [];
    for (let seed = 1; seed <= hours; seed++) runs.push(await simulateHour(mode, seed));
    results.set(mode, runs);
  }
  const figures: Figure[] = [];
  const fixedTracks = (results.get("plain") ?? []).flatMap((r) => r.trackDelays);
  const fixedDj = (results.get("plain") ?? []).flatMap((r) => r.djDelays);
  const beforeRequests = perHour(results.get("every endpoint") ?? []);
  for (const mode of ["every endpoint", "plain", "adaptive"] as const) {
    const runs = results.get(mode) ?? [];
    const tracks = runs.flatMap((r) => r.trackDelays);
    const djs = runs.flatMap((r) => r.djDelays);
    const live = runs.flatMap((r) => r.liveDelays);
    const requests = perHour(runs);
    const label =
      mode === "every endpoint" ? "fixed 15 s, as before" : mode === "plain" ? "fixed 15 s" : "adaptive";
    const adaptive = mode === "adaptive";
    figures.push({
      name: `${label}: track announced after it shows, p50 / p95 / max`,
      value: spread(tracks),
      target: adaptive ? "p50 < 1.5 s, p95 < 3 s" : "(baseline)",
      ok: !adaptive || (percentile(tracks, 50) < 1_500 && percentile(tracks, 95) < 3_000),
    });
    figures.push({
      name: `${label}: track in or right after the live set, p50 / p95 / max`,
      value: spread(live),
      target: adaptive ? "base schedule (unpredictable)" : "(baseline)",
      ok: true,
    });
    figures.push({
      name: `${label}: DJ live announced after it shows, p50 / p95 / max`,
      value: spread(djs),
      target: adaptive ? "no later than fixed" : "(baseline)",
      ok: !adaptive || Math.max(...djs) <= Math.max(...fixedDj) + 1_000,
    });
    figures.push({
      name: `${label}: panel requests per hour (djs + history + channels)`,
      value: `${requests.total} (${requests.djs} + ${requests.history} + ${requests.channels})`,
      target: adaptive ? `< ${beforeRequests.total} (fixed, as before)` : "(baseline)",
      ok: !adaptive || requests.total < beforeRequests.total,
    });
  }
  if (fixedTracks.length === 0) throw new Error("the simulated hours announced no tracks");
  return figures;
}

function perHour(runs: HourResult[]) {
  const sum = (key: "djs" | "history" | "channels") =>
    Math.round(runs.reduce((total, r) => total + r.requests[key], 0) / Math.max(1, runs.length));
  const djs = sum("djs");
  const history = sum("history");
  const channels = sum("channels");
  return { djs, history, channels, total: djs + history + channels };
}
