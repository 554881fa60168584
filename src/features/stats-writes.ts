import type { Logger } from "../log.js";
import type { Metrics } from "../ops/metrics.js";
import type { KeeperBatch } from "../stats/keeper-step.js";
import {
  boundedRecords,
  LISTENER_COUNT_REJECTIONS,
  type ListenerCountRejection,
} from "../stats/listener-bounds.js";
import { DEFAULT_RETENTION } from "../stats/retention.js";
import type { TimeZone } from "../stats/time-zone.js";
import type { StatsStore } from "../store/stats-store.js";
import type { BotParts } from "./feature.js";

/** A station's failed writes are logged once in this long. */
const FAILURE_LOG_EVERY_MS = 60 * 60_000;
/** The first prune, shortly after start (not in the way of the start itself); then one a day. */
const FIRST_PRUNE_MS = 60_000;
const PRUNE_EVERY_MS = 24 * 60 * 60_000;

/**
 * Writes batches through the store, one station's at a time; a refused batch goes to `failed` (never rejects).
 * `hold` makes other work (a backfill) one of the station's writes: the station is busy until it settles.
 */
export function serialWrites(
  stats: StatsStore,
  zone: TimeZone,
  failed: (station: string, batch: KeeperBatch, error: unknown) => void,
) {
  const writing = new Map<string, Promise<void>>();
  return {
    busy: (station: string): boolean => writing.has(station),
    /** Runs `work` (which never rejects) after the station's write under way, as one of its writes. */
    hold(station: string, work: () => Promise<void>): void {
      const done: Promise<void> = (writing.get(station) ?? Promise.resolve()).then(work).finally(() => {
        if (writing.get(station) === done) writing.delete(station);
      });
      writing.set(station, done);
    },
    running: (): Promise<void>[] => [...writing.values()],
    write(station: string, batch: KeeperBatch): Promise<void> {
      const done: Promise<void> = stats
        .record(station, batch, { zone })
        .then(
          () => undefined,
          (error: unknown) => failed(station, batch, error),
        )
        .finally(() => {
          if (writing.get(station) === done) writing.delete(station);
        });
      writing.set(station, done);
      return done;
    },
  };
}

/** Warns of a station's failed writes once per {@link FAILURE_LOG_EVERY_MS}, without the figures themselves. */
export function failureWarner(log: Pick<Logger, "warn">, timers: BotParts["timers"]) {
  const logged = new Map<string, number>();
  return {
    failed(station: string, error: unknown, dropped: number): void {
      const now = timers.now();
      const last = logged.get(station);
      if (last !== undefined && now - last < FAILURE_LOG_EVERY_MS) return;
      logged.set(station, now);
      const message = error instanceof Error ? error.message : String(error);
      // The batch itself is not logged: a failing store would fill the log with figures.
      log.warn("could not write a station's figures; they wait for the next write", {
        station,
        error: message,
        dropped,
      });
    },
    forget: (station: string): void => void logged.delete(station),
  };
}

/** The store's prune, a minute after start and then once a day, never two at once. */
export function dailyPrune(stats: StatsStore, log: Pick<Logger, "warn">, timers: BotParts["timers"]) {
  let next = timers.now() + FIRST_PRUNE_MS;
  let pruning: Promise<void> | null = null;
  return {
    ifDue(): void {
      const now = timers.now();
      if (now < next || pruning) return;
      next = now + PRUNE_EVERY_MS;
      pruning = stats
        .prune(now, DEFAULT_RETENTION)
        .then(
          () => undefined,
          (error: unknown) => log.warn("could not prune the stations' figures", { error }),
        )
        .finally(() => {
          pruning = null;
        });
    },
    running: (): Promise<void> | null => pruning,
  };
}

/** Calls `tick` every `everyMs` until stopped, on timers that never keep the process alive. */
export function unrefTicks(timers: BotParts["timers"], everyMs: number, tick: () => void): { stop(): void } {
  let stopped = false;
  let timer: unknown = null;
  const schedule = (): void => {
    timer = timers.setTimeout(() => {
      if (stopped) return;
      tick();
      schedule();
    }, everyMs);
    (timer as { unref?: () => void } | null)?.unref?.();
  };
  schedule();
  return {
    stop() {
      stopped = true;
      timers.clearTimeout(timer);
    },
  };
}

/** Adds listener counts not kept, by reason, to `radio_bot_listener_counts_rejected_total` (none without metrics). */
export function rejectionCounter(
  metrics: Pick<Metrics, "counter"> | null,
): (rejected: readonly ListenerCountRejection[]) => void {
  if (!metrics) return () => undefined;
  const add = metrics.counter(
    "listener_counts_rejected_total",
    "Listener counts read (channels, totals, Discord voice, the history's plays) not kept: negative, past the channel's limit or the bound",
    "reason",
    LISTENER_COUNT_REJECTIONS,
  );
  return (rejected) => {
    for (const reason of rejected) add(reason);
  };
}

/**
 * The store's statistics with every write through `boundedRecords`: what the keeper and the backfill write keeps
 * no listener count past the bounds (nor a negative one), and each left out is `counted`.
 */
export function boundedStats(
  stats: StatsStore,
  counted: (rejected: readonly ListenerCountRejection[]) => void,
): StatsStore {
  return {
    record(station, batch, options) {
      const bounded = boundedRecords(batch);
      counted(bounded.rejected);
      return stats.record(station, bounded.records, options);
    },
    samples: (station, range) => stats.samples(station, range),
    buckets: (station, resolution, range) => stats.buckets(station, resolution, range),
    plays: (station, range) => stats.plays(station, range),
    tallies: (station, range) => stats.tallies(station, range),
    spans: (station, range) => stats.spans(station, range),
    djs: (station) => stats.djs(station),
    prune: (now, policy) => stats.prune(now, policy),
    storageBytes: () => stats.storageBytes(),
  };
}
