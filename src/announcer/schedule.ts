import { createHash } from "node:crypto";
import { realTimers, type Timers } from "../clock.js";
import type { BaseSchedule } from "../cron/base-schedule.js";
import type { Logger } from "../log.js";
import { asBackgroundRead } from "../net/gate/background-read.js";
import type { ReadPlanner } from "./read-planner.js";
import type { RunReport } from "./run.js";

/** A running schedule. */
export interface AnnouncerSchedule {
  /** Runs now (or joins the run in progress) and resolves with its report; the schedule goes on as before. */
  runNow(): Promise<RunReport | null>;
  /** Resolves when no run is in progress (a fake clock's loop waits for this before moving time on). */
  settled(): Promise<void>;
  /** Stops the schedule and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

/** What {@link scheduleAnnouncer} needs. */
export interface ScheduleOptions {
  readonly run: (now: number) => Promise<RunReport>;
  readonly log: Logger;
  /** The base schedule; by default node-cron on `expression`. */
  readonly base: BaseSchedule;
  /** When set, reads are added where the track's end is predictable (`ANNOUNCE_ADAPTIVE`). */
  readonly planner?: ReadPlanner | null;
  readonly timers?: Timers;
  /** Told about every run's report (the bot's status line follows the announcer's reads). */
  readonly onReport?: (report: RunReport | null) => void;
  /**
   * Where in the base schedule's period this schedule reads, from 0 (on the tick) to 1: each base tick is delayed
   * by this share of most of the time to the next tick. Stations with different phases spread their reads over
   * the period instead of all reading in the same second (see {@link phaseOf}).
   */
  readonly phase?: number;
  /**
   * How many processes of the fleet read this station's panel now (default 1): the panel gate keeps this process
   * to its part of the panel's limit.
   */
  readonly readers?: () => number;
}

/** Of the time to the next base tick, the part a phase may delay a read by: the rest is a margin before it. */
const PHASE_SPAN = 0.8;
/** How long a run's reads wait for a panel slot when the base schedule gives no next run. */
const WAIT_WITHOUT_NEXT_RUN_MS = 60_000;

/** The longest wait a timer takes: past it Node fires at once (a monthly `ANNOUNCE_SCHEDULE` is further away). */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * How long a run's reads may wait for a slot at the panel: until the next base run, when the station is read
 * again anyway (so reads never pile up behind a busy panel), at most what a timer can wait; pure.
 */
export function readWaitMs(now: number, nextBaseRun: number | null): number {
  if (nextBaseRun === null) return WAIT_WITHOUT_NEXT_RUN_MS;
  return Math.min(Math.max(0, nextBaseRun - now), LONGEST_TIMER_MS);
}

/**
 * A station's phase, from its key: stable across restarts and processes, spread evenly over many stations. Without
 * it a thousand stations would all read in the second the schedule ticks, a burst their panels (ten stations of
 * one network's panel: twenty requests at once) would answer with refusals.
 */
export function phaseOf(key: string): number {
  return createHash("sha256").update(key).digest().readUInt32BE(0) / 2 ** 32;
}

/**
 * Runs the announcer on the base schedule, never two runs at once. With a planner, it also reads at the moments
 * the planner picks (just after a track's expected end), and once at start; each run, whatever started it,
 * re-plans the next early read.
 */
export function scheduleAnnouncer(options: ScheduleOptions): AnnouncerSchedule {
  const { log, base, planner } = options;
  const timers = options.timers ?? realTimers;
  let current: Promise<RunReport | null> | null = null;
  let stopped = false;

  const early = earlyReads(timers, () => void runNow());
  const replan = (report: RunReport | null) => {
    if (!planner || stopped) return;
    const now = timers.now();
    const plan = planner.afterRun(report?.observation ?? null, now, base.nextRun());
    if (plan.at === null) {
      early.cancel();
      log.debug(`announcer: next read on the base schedule (${plan.reason})`);
      return;
    }
    log.debug(`announcer: next read in ${Math.round(plan.at - now)} ms (${plan.reason})`);
    early.at(Math.max(0, plan.at - now));
  };

  const tick = async (): Promise<RunReport | null> => {
    let report: RunReport | null = null;
    try {
      const done = await backgroundRun(options, timers);
      if (done.skipped && !done.report.panelOk) {
        // Not a failure: the panel was not asked. The base schedule reads it again; no back-off, no status change.
        log.debug("announcer: read skipped (no panel slot before the next run)");
        return null;
      }
      report = done.report;
    } catch (error) {
      log.error("announcer run failed", { error });
    }
    replan(report);
    options.onReport?.(report);
    return report;
  };

  const runNow = (): Promise<RunReport | null> => {
    current ??= tick().finally(() => {
      current = null;
    });
    return current;
  };

  const phaseDelay = () => phaseDelayOf(options.phase, base, timers);
  // A base tick waiting for its phase: stop() ends the wait at once.
  const phased = phaseWait(timers);
  base.start(async () => {
    await phased.wait(phaseDelay());
    if (!stopped) await runNow();
  });
  // The first read too at the station's phase: a thousand stations starting together would read in one burst.
  if (planner) {
    const delay = phaseDelay();
    if (delay >= 1) early.at(delay);
    else void runNow();
  }

  return {
    runNow,
    settled: async () => {
      await current;
    },
    async stop() {
      stopped = true;
      early.cancel();
      phased.wakeNow();
      const inProgress = current;
      await base.stop();
      await inProgress;
      await current;
    },
  };
}

/**
 * One run as a background read: its panel requests wait behind people's (commands first) and are skipped, not
 * failed, when no slot came before the station's next run.
 */
async function backgroundRun(
  options: Pick<ScheduleOptions, "run" | "base" | "readers">,
  timers: Timers,
): Promise<{ report: RunReport; skipped: boolean }> {
  const now = timers.now();
  const due = new AbortController();
  const timer = timers.setTimeout(() => due.abort(), readWaitMs(now, options.base.nextRun()));
  let skipped = false;
  const read = { skipAfter: due.signal, readers: options.readers?.() ?? 1, onSkip: () => (skipped = true) };
  try {
    return { report: await asBackgroundRead(read, () => options.run(now)), skipped };
  } finally {
    timers.clearTimeout(timer);
  }
}

/** The one early read a schedule may have waiting: set anew (replacing the one before), or cancelled. */
function earlyReads(timers: Timers, read: () => void): { at(delayMs: number): void; cancel(): void } {
  let handle: unknown = null;
  const cancel = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };
  return {
    at(delayMs) {
      cancel();
      handle = timers.setTimeout(() => {
        handle = null;
        read();
      }, delayMs);
    },
    cancel,
  };
}

/** How long a read waits for the station's phase: its share of most of the time to the next base tick. */
function phaseDelayOf(phase: number | undefined, base: BaseSchedule, timers: Timers): number {
  const next = base.nextRun();
  return phase && next !== null ? phase * PHASE_SPAN * (next - timers.now()) : 0;
}

/** A wait of at least 1 ms for a phase (shorter ones are not waited), which `wakeNow` ends at once. */
function phaseWait(timers: Timers): { wait(delayMs: number): Promise<void>; wakeNow(): void } {
  let waiting: { handle: unknown; wake: () => void } | null = null;
  return {
    async wait(delayMs) {
      if (delayMs < 1) return;
      await new Promise<void>((wake) => {
        waiting = { handle: timers.setTimeout(wake, delayMs), wake };
      });
      waiting = null;
    },
    wakeNow() {
      const current: { handle: unknown; wake: () => void } | null = waiting;
      if (!current) return;
      timers.clearTimeout(current.handle);
      current.wake();
    },
  };
}
