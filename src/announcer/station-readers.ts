import type { Config } from "../config.js";
import type { Logger } from "../log.js";
import type { AnnouncerMetrics } from "./metrics-port.js";
import type { FleetView } from "../settings/fleet.js";
import type { ExpectedFleet } from "./expected-fleet.js";
import { createLeasedAnnouncers } from "./leased-announcers.js";
import { createPanelReaders } from "./panel-readers.js";
import type { StationRegistry } from "../registry/registry.js";
import type { Station } from "../registry/station.js";
import type { AsyncBotStore } from "../store/async-store.js";
import type { ReaderLocks } from "../store/reader-locks.js";
import { refreshingRun } from "./fleet-target-index.js";
import type { Poster } from "./poster.js";
import { createReadPlanner } from "./read-planner.js";
import { createAnnouncer, type RunReport } from "./run.js";
import { cronSchedule } from "../cron/base-schedule.js";
import { type AnnouncerSchedule, phaseOf, scheduleAnnouncer } from "./schedule.js";
import { type Timers } from "../clock.js";
import { createStationAnnouncers, type StationAnnouncers } from "./station-announcers.js";
import type { TargetIndex } from "./station-targets.js";
import { createWatch } from "./watch.js";
import type { StationFollows } from "../follows/station-follows.js";

/** How often a process tries the stations nobody reads: a dead process's stations are taken within this. */
const LEASE_ROUND_MS = 5_000;

/** Everything the stations' readers need, passed in by `start()`. */
export interface StationReadersOptions {
  readonly registry: StationRegistry;
  readonly store: AsyncBotStore;
  readonly fleet: Pick<FleetView, "refresh" | "holdFollowersOf" | "letGoFollowersOf">;
  readonly targets: TargetIndex;
  readonly poster: Poster;
  readonly announce: Config["announce"];
  /** The first configured station: the bot's status and the voice channels show its song. */
  readonly first: Station | undefined;
  /** Told every read of the first station (by this process's reader or, when another process reads it, a watch). */
  readonly onFirstReport: ((report: RunReport | null) => void) | null;
  /** Told every read of any station this process reads (voice shows each station's song from it too). */
  readonly onStationReport?: (station: string, report: RunReport | null) => void;
  readonly metrics: AnnouncerMetrics | null;
  /** While figures are kept: how often each station's audience is read (see `AnnouncerDeps.audienceEveryMs`). */
  readonly audienceEveryMs?: number;
  readonly log: Logger;
  readonly timers: Timers;
  /** A sharded bot's fleet as it will be: a cold fleet's first process takes only its part (`expectedFleet`). */
  readonly expected?: ExpectedFleet | null;
  /** A station's followers' work, told each of its reads here (absent: nobody follows DJs in this bot). */
  readonly follows?: (station: Station) => StationFollows | null;
}

/**
 * Starts the stations' announcers: every station in this process with SQLite; with PostgreSQL, only the stations
 * whose reader lock this process holds (each station read by one process of the fleet). Where another process
 * reads the first station, a watch that only looks keeps the bot's status and the voice channels' song moving.
 */
export async function startStationReaders(options: StationReadersOptions): Promise<StationAnnouncers> {
  const { first, log, timers, announce } = options;
  // Each process keeps to its part of a panel's limit, from how many processes read that panel (with one: all).
  const readers = createPanelReaders(options.registry, log);
  // A network's stations, open here or not: a process holding only its share still phases its reads.
  const several = () => Math.max(options.registry.known().length, options.registry.list().length) > 1;
  const scheduleFor = (station: Station): AnnouncerSchedule => {
    const follow = station === first ? options.onFirstReport : null;
    const onReport = reportsOf(station.key, follow, options.onStationReport);
    const follows = options.follows?.(station) ?? null;
    const { run } = createAnnouncer({
      panel: station.panel,
      store: options.store,
      poster: options.poster,
      log,
      ...announce,
      targets: () => options.targets.targetsOf(station.key),
      stationName: () => station.name,
      // The bot's status line follows these reads, also with no channel to announce in, and so do DJs' followers.
      alwaysRead: follow !== null || (follows ? () => follows.wanted() : false),
      ...(options.audienceEveryMs ? { audienceEveryMs: options.audienceEveryMs } : {}),
      ...(options.metrics ? { onAnnouncement: options.metrics.announcement } : {}),
    });
    const read = follows ? tellingFollows(run, follows) : run;
    return scheduleAnnouncer({
      run: refreshingRun(options.fleet, read),
      log,
      base: cronSchedule(announce.schedule, log),
      planner: announce.adaptive ? createReadPlanner(station.clock) : null,
      timers,
      ...(onReport ? { onReport } : {}),
      // Several stations read at different moments of the period, not in one burst; a lone station reads on the
      // tick (and at once at start), as it always has.
      ...(several() ? { phase: phaseOf(station.key) } : {}),
      readers: () => readers.of(station.address),
    });
  };
  let initial: ReaderLocks | null = await options.store.openReaderLocks();
  if (!initial) return createStationAnnouncers(options.registry, scheduleFor);

  const follow = first && options.onFirstReport ? { station: first, onReport: options.onFirstReport } : null;
  const readersOfFirst = () => (follow ? readers.of(follow.station.address) : 1);
  const watch = firstStationWatch(options, follow, readersOfFirst, several);
  watch.watching(true);
  const leased = createLeasedAnnouncers(options.registry, scheduleFor, {
    openLocks: async () => {
      const session = initial ?? (await options.store.openReaderLocks());
      initial = null;
      if (!session) throw new Error("the store gave no lock session");
      return readers.follow(session);
    },
    everyMs: LEASE_ROUND_MS,
    expected: options.expected ?? null,
    // A process holding its share of the fleet takes in a station's followers before its first read.
    followers: { hold: options.fleet.holdFollowersOf, letGo: options.fleet.letGoFollowersOf },
    log,
    timers,
    onChange: (key, reading) => {
      if (key === follow?.station.key) watch.watching(!reading);
    },
  });
  // Started holding what it can: `start()` resolves with this process's stations known.
  await leased.rebalance();
  options.metrics?.gauge(
    "stations_read",
    "Stations this process reads (holds the reader lock of) now.",
    () => leased.reading().length,
  );
  return {
    ...leased,
    async stop() {
      await Promise.all([watch.stop(), leased.stop()]);
    },
  };
}

/** A station's run that tells its followers' work of each read, once the read's announcements are out. */
function tellingFollows(
  run: (now: number) => Promise<RunReport>,
  follows: StationFollows,
): (now: number) => Promise<RunReport> {
  return async (now) => {
    const report = await run(now);
    follows.afterRead(report.observation, now);
    return report;
  };
}

/** Who is told a station's reads: the first station's followers and every station's listener, or nobody. */
function reportsOf(
  key: string,
  follow: ((report: RunReport | null) => void) | null,
  each: ((station: string, report: RunReport | null) => void) | undefined,
): ((report: RunReport | null) => void) | undefined {
  if (!follow && !each) return undefined;
  return (report) => {
    follow?.(report);
    each?.(key, report);
  };
}

/**
 * Where another process reads the first station, a watch that only looks keeps the bot's status line moving:
 * `watching(true)` starts it, `watching(false)` stops it (this process reads the station itself again).
 */
function firstStationWatch(
  options: Pick<StationReadersOptions, "announce" | "log" | "timers">,
  follow: { readonly station: Station; readonly onReport: (report: RunReport | null) => void } | null,
  readers: () => number,
  several: () => boolean,
): { readonly watching: (on: boolean) => void; readonly stop: () => Promise<void> } {
  const { announce, log, timers } = options;
  let watch: AnnouncerSchedule | null = null;
  return {
    watching: (on) => {
      if (!follow || on === (watch !== null)) return;
      if (!on) {
        void watch?.stop();
        watch = null;
        return;
      }
      watch = scheduleAnnouncer({
        run: createWatch(follow.station.panel, log),
        log,
        base: cronSchedule(announce.schedule, log),
        planner: announce.adaptive ? createReadPlanner(follow.station.clock) : null,
        timers,
        onReport: follow.onReport,
        ...(several() ? { phase: phaseOf(follow.station.key) } : {}),
        readers,
      });
    },
    stop: async () => {
      const last = watch;
      watch = null;
      await last?.stop();
    },
  };
}
