import { describe, expect, it } from "vitest";
import type { RunReport } from "../../src/announcer/run.js";
import { scheduleAnnouncer } from "../../src/announcer/schedule.js";
import { silentLogger } from "../../src/log.js";

const report: RunReport = { panelOk: true, events: [], delivered: 0, retryLater: 0 };

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

describe("scheduleAnnouncer", () => {
  it("never runs twice at once: a run asked for during another joins it", async () => {
    const control = controlledRun();
    const schedule = scheduleAnnouncer("0 0 1 1 *", control.run, silentLogger);
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
    const schedule = scheduleAnnouncer("0 0 1 1 *", control.run, silentLogger);
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
    const schedule = scheduleAnnouncer("0 0 1 1 *", () => Promise.reject(new Error("boom")), {
      ...silentLogger,
      error: (message) => errors.push(message),
    });
    await expect(schedule.runNow()).resolves.toBeNull();
    expect(errors).toEqual(["announcer run failed"]);
    await schedule.stop();
  });
});
