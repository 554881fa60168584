import { describe, expect, it } from "vitest";
import type { RunReport } from "../../src/announcer/run.js";
import type { ReadPlanner } from "../../src/announcer/read-planner.js";
import { phaseOf, readWaitMs, scheduleAnnouncer } from "../../src/announcer/schedule.js";
import { cronSchedule } from "../../src/cron/base-schedule.js";
import { backgroundRead } from "../../src/net/gate/background-read.js";
import { type Timers } from "../../src/clock.js";
import { silentLogger } from "../../src/log.js";

const report: RunReport = { panelOk: true, observation: null, events: [], delivered: 0, retryLater: 0 };

/** A run the test finishes by hand, so "in progress" is a state, not a race. */
function controlledRun() {
  const calls: number[] = [];
  let finish: (() => void) | undefined;
  const run = (now: number) =>
    new Promise<RunReport>((resolve) => {
      calls.push(now);
      finish = () => resolve(report);
    });
  return { run, calls, finish: () => finish?.() };
}

/** The real node-cron base schedule on an expression that does not fire during a test. */
const never = () => cronSchedule("0 0 1 1 *", silentLogger);

describe("scheduleAnnouncer", () => {
  it("never runs twice at once: a run asked for during another joins it", async () => {
    const control = controlledRun();
    const schedule = scheduleAnnouncer({ run: control.run, log: silentLogger, base: never() });
    const first = schedule.runNow();
    const second = schedule.runNow();
    control.finish();
    await expect(first).resolves.toBe(report);
    await expect(second).resolves.toBe(report);
    expect(control.calls).toHaveLength(1);
    await schedule.stop();
  });

  it("lets a run in progress finish when stopped", async () => {
    const control = controlledRun();
    const schedule = scheduleAnnouncer({ run: control.run, log: silentLogger, base: never() });
    let finished = false;
    void schedule.runNow().then(() => {
      finished = true;
    });
    const stopped = schedule.stop();
    control.finish();
    await stopped;
    expect(finished).toBe(true);
  });

  it("logs a failed run and keeps going", async () => {
    const errors: string[] = [];
    const schedule = scheduleAnnouncer({
      run: () => Promise.reject(new Error("boom")),
      log: { ...silentLogger, error: (message) => errors.push(message) },
      base: never(),
    });
    await expect(schedule.runNow()).resolves.toBeNull();
    expect(errors).toEqual(["announcer run failed"]);
    await schedule.stop();
  });
});

describe("scheduleAnnouncer's runs as background reads at the panel gate", () => {
  it("waits for a panel slot until the next base run, or a minute when none is in sight", () => {
    expect(readWaitMs(10_000, 25_000)).toBe(15_000);
    expect(readWaitMs(10_000, 9_000)).toBe(0);
    // A yearly schedule's next run is further than a timer can wait: the wait is the longest a timer takes, not
    // the millisecond Node would fire an overflowing timer after (which skipped every read).
    expect(readWaitMs(0, 365 * 86_400_000)).toBe(2 ** 31 - 1);
    expect(readWaitMs(10_000, null)).toBe(60_000);
  });

  it("runs as a background read that carries the panel's readers, due when the next base run is", async () => {
    let seen: { readers: number; due: boolean } | null = null;
    const schedule = scheduleAnnouncer({
      run: async () => {
        const read = backgroundRead();
        seen = read ? { readers: read.readers, due: read.skipAfter.aborted } : null;
        return report;
      },
      log: silentLogger,
      base: never(),
      readers: () => 3,
    });
    await expect(schedule.runNow()).resolves.toBe(report);
    expect(seen).toEqual({ readers: 3, due: false });
    expect(backgroundRead()).toBeUndefined();
    await schedule.stop();
  });

  it("treats a read skipped at the gate as no run: logged at debug only, no report", async () => {
    const lines: string[] = [];
    const reports: (RunReport | null)[] = [];
    const log = {
      ...silentLogger,
      debug: (message: string) => lines.push(`debug ${message}`),
      warn: (message: string) => lines.push(`warn ${message}`),
    };
    const schedule = scheduleAnnouncer({
      run: async () => {
        backgroundRead()?.onSkip?.();
        return { ...report, panelOk: false };
      },
      log,
      base: never(),
      onReport: (r) => reports.push(r),
    });
    await expect(schedule.runNow()).resolves.toBeNull();
    expect(lines).toEqual(["debug announcer: read skipped (no panel slot before the next run)"]);
    expect(reports).toEqual([]);
    await schedule.stop();
  });
});

describe("scheduleAnnouncer with a read planner (ANNOUNCE_ADAPTIVE)", () => {
  /** Timers that fire only when the test says so. */
  function manualTimers() {
    let t = 1_000_000;
    const pending = new Map<number, { at: number; callback: () => void }>();
    let id = 0;
    const timers: Timers = {
      now: () => t,
      setTimeout: (callback, ms) => {
        pending.set(++id, { at: t + ms, callback });
        return id;
      },
      clearTimeout: (handle) => pending.delete(handle as number),
    };
    return {
      timers,
      pending,
      /** Moves to the earliest timer and fires it. */
      fireNext: () => {
        const [key, next] = [...pending.entries()].sort((a, b) => a[1].at - b[1].at)[0] ?? [];
        if (key === undefined || !next) throw new Error("no timer pending");
        pending.delete(key);
        t = next.at;
        next.callback();
      },
    };
  }

  it("reads once at start, then when the planner says, and re-plans after every run", async () => {
    const clock = manualTimers();
    const runs: number[] = [];
    const plans: (number | null)[] = [];
    const planner: ReadPlanner = {
      afterRun: (_observation, finishedAt) => {
        const at = runs.length < 3 ? finishedAt + 5_000 : null;
        plans.push(at);
        return { at, reason: at === null ? "no-track" : "track-end" };
      },
    };
    const schedule = scheduleAnnouncer({
      run: async (now) => {
        runs.push(now);
        return report;
      },
      log: silentLogger,
      base: never(),
      planner,
      timers: clock.timers,
    });
    await schedule.settled();
    expect(runs).toEqual([1_000_000]);
    clock.fireNext();
    await schedule.settled();
    clock.fireNext();
    await schedule.settled();
    expect(runs).toEqual([1_000_000, 1_005_000, 1_010_000]);
    expect(plans.at(-1)).toBeNull();
    expect(clock.pending.size).toBe(0);
    await schedule.stop();
  });

  it("drops a planned read when stopped", async () => {
    const clock = manualTimers();
    const schedule = scheduleAnnouncer({
      run: async () => report,
      log: silentLogger,
      base: never(),
      planner: { afterRun: (_o, at) => ({ at: at + 5_000, reason: "track-end" }) },
      timers: clock.timers,
    });
    await schedule.settled();
    expect(clock.pending.size).toBe(1);
    await schedule.stop();
    expect(clock.pending.size).toBe(0);
  });
});

describe("phases", () => {
  /** A base schedule the test ticks by hand, whose next tick is always 10 s away. */
  function manualBase(now: () => number) {
    let tick: (() => Promise<void>) | null = null;
    return {
      start: (callback: () => Promise<void>) => void (tick = callback),
      nextRun: () => now() + 10_000,
      stop: async () => {},
      tick: () => tick?.() ?? Promise.resolve(),
    };
  }
  /** Timers whose callbacks run when the test moves the clock. */
  function steppedTimers() {
    let clock = 0;
    const due: { at: number; callback: () => void; handle: number }[] = [];
    let handles = 0;
    const timers: Timers = {
      now: () => clock,
      setTimeout: (callback, ms) => {
        due.push({ at: clock + ms, callback, handle: ++handles });
        return handles;
      },
      clearTimeout: (handle) => {
        const index = due.findIndex((d) => d.handle === handle);
        if (index >= 0) due.splice(index, 1);
      },
    };
    const advance = (ms: number) => {
      clock += ms;
      for (const d of due.filter((d) => d.at <= clock)) {
        due.splice(due.indexOf(d), 1);
        d.callback();
      }
    };
    return { timers, advance, pending: () => due.length };
  }

  /** A schedule at `phase` on a hand-ticked base and stepped timers, recording when it runs. */
  function phased(phase: number, planner: ReadPlanner | null = null) {
    const stepped = steppedTimers();
    const base = manualBase(stepped.timers.now);
    const calls: number[] = [];
    const schedule = scheduleAnnouncer({
      run: async (now) => {
        calls.push(now);
        return report;
      },
      log: silentLogger,
      base,
      timers: stepped.timers,
      phase,
      planner,
    });
    return { ...stepped, base, calls, schedule };
  }

  it("reads at its phase of the base period: 0.5 of 80 % of 10 s is 4 s after the tick", async () => {
    const { base, advance, calls, schedule } = phased(0.5);
    const ticked = base.tick();
    advance(3_999);
    expect(calls).toEqual([]);
    advance(1);
    await ticked;
    expect(calls).toEqual([4_000]);
    await schedule.stop();
  });

  it("makes its first read at its phase too, not with every other station at start", async () => {
    const planner: ReadPlanner = { afterRun: () => ({ at: null, reason: "unpredictable" }) };
    const { advance, calls, schedule } = phased(0.25, planner);
    await Promise.resolve();
    expect(calls).toEqual([]);
    advance(2_000);
    await schedule.settled();
    expect(calls).toEqual([2_000]);
    await schedule.stop();
  });

  it("ends a tick's wait for its phase when stopped, without reading", async () => {
    const { base, pending, calls, schedule } = phased(0.9);
    const ticked = base.tick();
    expect(pending()).toBe(1);
    await schedule.stop();
    await ticked;
    expect(calls).toEqual([]);
    expect(pending()).toBe(0);
  });

  it("spreads stations' phases evenly and keeps each one stable", () => {
    const phases = Array.from({ length: 2_000 }, (_, i) => phaseOf(`http://panel.example:8080#${i + 1}`));
    expect(phaseOf("http://panel.example:8080#7")).toBe(phases[6]);
    const tenths = new Array<number>(10).fill(0);
    for (const phase of phases) tenths[Math.floor(phase * 10)]! += 1;
    expect(Math.min(...tenths)).toBeGreaterThan(150);
    expect(Math.max(...tenths)).toBeLessThan(250);
  });
});
