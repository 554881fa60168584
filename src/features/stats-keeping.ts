import type { RunReport } from "../announcer/run.js";
import { ConfigError } from "../config.js";
import type { Logger } from "../log.js";
import type { Metrics } from "../ops/metrics.js";
import type { ListenerCountRejection } from "../stats/listener-bounds.js";
import {
  initialKeeperState,
  type KeeperBatch,
  type KeeperEvent,
  type KeeperState,
  keeperStep,
  pendingCount,
} from "../stats/keeper-step.js";
import { timeZoneNamed } from "../stats/intl-time-zone.js";
import type { TimeZone } from "../stats/time-zone.js";
import type { StatsStore } from "../store/stats-store.js";
import type { BotParts, Feature } from "./feature.js";
import type { BackfillPanel } from "./stats-backfill.js";
import { type StationBackfills, stationBackfills } from "./stats-backfills.js";
import {
  boundedStats,
  dailyPrune,
  failureWarner,
  rejectionCounter,
  serialWrites,
  unrefTicks,
} from "./stats-writes.js";

/** How often the keeper asks each station's step whether to write (the step decides). */
export const KEEPER_CHECK_MS = 60_000;
/** A station not reported for this long, with nothing waiting, is forgotten (it is read elsewhere, or no more). */
const FORGET_AFTER_MS = 60 * 60_000;

/** The running keeper: the announcers tell it each read of a station this process reads. */
export interface StatsKeeping {
  readonly onStationReport: (station: string, report: RunReport | null) => void;
  /** The stations whose figures are held here now (for tests and metrics). */
  readonly stations: () => number;
  /** Stops the timer and writes what waits. */
  stop(): Promise<void>;
}

/** What the keeper needs of the bot. */
export type StatsKeepingParts = Pick<BotParts, "config" | "log" | "timers"> & {
  readonly store: { readonly stats?: StatsStore };
  /** Where listener counts not kept are counted (`radio_bot_listener_counts_rejected_total`); absent or null: not. */
  readonly metrics?: Pick<Metrics, "counter"> | null;
  /**
   * A station's panel client by its key (the registry's station's `panel`, which its reader uses), to backfill a
   * station the store holds no recent figures of from its panel's history. Absent or null: nothing is backfilled.
   */
  readonly backfillPanelOf?: ((station: string) => BackfillPanel | undefined) | null;
  /**
   * The people (bots aside) in the bot's Discord voice channels playing a station (by key) now, over this process's
   * servers; kept as the station's voice series. Absent or null: voice does not run, and none is kept.
   */
  readonly voiceListenersOf?: ((station: string) => number) | null;
};

/**
 * Keeps each station's figures from the reads this process makes (no extra panel request): the pure
 * `keeperStep` decides what to keep and when to write; this writes through the store's statistics, prunes once a
 * day, and writes what waits when the bot stops. A station first kept here whose figures the store lacks is first
 * backfilled from its panel's history (with `backfillPanelOf`), before its own records are written. Null with
 * `STATS=off` or a store without statistics.
 */
export const statsKeeping: Feature<StatsKeepingParts, StatsKeeping> = async (parts) => {
  const { config, store, log, timers, backfillPanelOf, voiceListenersOf } = parts;
  if (!config.stats.enabled || !store.stats) return null;
  const zone = statsZone(config.stats.timeZone);
  const rejected = rejectionCounter(parts.metrics ?? null);
  // The history's counts are checked on the way to the store, as the live reads' are in the keeper's step.
  const stats = boundedStats(store.stats, rejected);
  const backfills = backfillPanelOf
    ? stationBackfills({ stats, zone, timers, log, panelOf: backfillPanelOf })
    : null;
  return startKeeping(stats, zone, log, timers, {
    backfills,
    voiceListenersOf: voiceListenersOf ?? null,
    rejected,
  });
};

/**
 * The zone of `STATS_TIMEZONE`, with the rules Node's Intl carries.
 * @throws ConfigError when Intl does not know the name.
 */
export function statsZone(name: string, resolve: (name: string) => TimeZone = timeZoneNamed): TimeZone {
  try {
    return resolve(name);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const problem = "is not an IANA time zone this Node knows";
    throw new ConfigError([{ variable: "STATS_TIMEZONE", problem, example: "Europe/Berlin" }]);
  }
}

function startKeeping(
  stats: StatsStore,
  zone: TimeZone,
  log: Logger,
  timers: BotParts["timers"],
  sources: {
    readonly backfills: StationBackfills | null;
    readonly voiceListenersOf: ((station: string) => number) | null;
    readonly rejected: (rejected: readonly ListenerCountRejection[]) => void;
  },
): StatsKeeping {
  const { backfills, voiceListenersOf } = sources;
  const states = new Map<string, KeeperState>();
  const lastReport = new Map<string, number>();
  const warnFailure = failureWarner(log, timers);
  const prune = dailyPrune(stats, log, timers);
  const writes = serialWrites(stats, zone, (station, batch, error) => {
    step(station, { kind: "failed", batch });
    warnFailure.failed(station, error, states.get(station)?.dropped ?? 0);
  });
  let stopped = false;

  function step(station: string, event: KeeperEvent): KeeperBatch | null {
    const result = keeperStep(states.get(station) ?? initialKeeperState(station, timers.now()), event);
    states.set(station, result.state);
    if (result.rejected.length) sources.rejected(result.rejected);
    return result.batch;
  }

  function check(final: boolean): Promise<void>[] {
    const now = timers.now();
    const started: Promise<void>[] = [];
    for (const station of [...states.keys()]) {
      // One write of a station at a time, in order: a later batch's samples first would hide the earlier ones.
      if (writes.busy(station)) continue;
      const batch = step(station, { kind: "tick", at: now, final });
      if (batch) started.push(writes.write(station, batch));
      else forgetIfIdle({ states, lastReport, warnFailure, backfills }, station, now);
    }
    return started;
  }

  // The keeper never keeps the process alive: stopping writes what waits.
  const ticks = unrefTicks(timers, KEEPER_CHECK_MS, () => {
    void Promise.all(check(false));
    prune.ifDue();
  });

  return {
    stations: () => states.size,
    onStationReport: (station, report) => {
      if (stopped) return;
      const now = timers.now();
      lastReport.set(station, now);
      const observation = report?.observation ?? null;
      step(station, { kind: "observed", at: now, observation, voiceListeners: voiceListenersOf?.(station) });
      // The station's first write: its own records, from this read on, wait until the older days are in.
      const backfill = report?.observation ? backfills?.begin(station, now) : null;
      if (backfill) writes.hold(station, backfill);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      ticks.stop();
      backfills?.stop();
      await Promise.all([...writes.running(), prune.running()]);
      await Promise.all(check(true));
    },
  };
}

/** A station no longer read here (moved, removed) with nothing waiting is forgotten: the maps stay bounded. */
function forgetIfIdle(
  held: {
    readonly states: Map<string, KeeperState>;
    readonly lastReport: Map<string, number>;
    readonly warnFailure: { forget(station: string): void };
    readonly backfills: StationBackfills | null;
  },
  station: string,
  now: number,
): void {
  const state = held.states.get(station);
  const seen = held.lastReport.get(station) ?? 0;
  if (!state || now - seen < FORGET_AFTER_MS || state.open || pendingCount(state) > 0) return;
  held.states.delete(station);
  held.lastReport.delete(station);
  held.warnFailure.forget(station);
  held.backfills?.forget(station);
}

/** Who is told each station read this process makes: every listener given, in order; undefined when none is. */
export function stationReportFanOut(
  listeners: readonly (((station: string, report: RunReport | null) => void) | undefined)[],
): ((station: string, report: RunReport | null) => void) | undefined {
  const present = listeners.filter((listener) => listener !== undefined);
  if (present.length === 0) return undefined;
  return (station, report) => {
    for (const listener of present) listener(station, report);
  };
}
