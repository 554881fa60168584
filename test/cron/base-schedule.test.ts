import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cronSchedule } from "../../src/cron/base-schedule.js";
import { createLogger } from "../../src/log.js";

const lines: string[] = [];
const log = createLogger({ level: "debug", format: "text", write: (line) => lines.push(line) });

describe("cronSchedule (node-cron)", () => {
  beforeEach(() => {
    lines.length = 0;
    vi.useFakeTimers({ now: new Date(2026, 10, 23, 21, 0, 10) });
  });
  afterEach(() => vi.useRealTimers());

  it("runs at each matching second on the local clock and says when it runs next", async () => {
    const runs: number[] = [];
    const schedule = cronSchedule("*/15 * * * * *", log);
    schedule.start(async () => {
      runs.push(Date.now());
    });
    expect(schedule.nextRun()).toBe(new Date(2026, 10, 23, 21, 0, 15).getTime());
    await vi.advanceTimersByTimeAsync(35_000);
    expect(runs).toEqual([15, 30, 45].map((s) => new Date(2026, 10, 23, 21, 0, s).getTime()));
    expect(schedule.nextRun()).toBe(new Date(2026, 10, 23, 21, 1, 0).getTime());
    await schedule.stop();
    expect(schedule.nextRun()).toBeNull();
  });

  it("tells a run in progress when the next one is (a station's phase is a share of that gap)", async () => {
    const gaps: number[] = [];
    const schedule = cronSchedule("*/15 * * * * *", log);
    schedule.start(async () => {
      gaps.push((schedule.nextRun() ?? 0) - Date.now());
    });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(gaps).toEqual([15_000, 15_000]);
    await schedule.stop();
  });

  it("skips a beat while the previous run is still going, and stop waits for that run", async () => {
    let finish = () => {};
    let started = 0;
    const schedule = cronSchedule("*/15 * * * * *", log);
    schedule.start(() => {
      started++;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    await vi.advanceTimersByTimeAsync(35_000);
    expect(started).toBe(1);
    let stopped = false;
    const stopping = schedule.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(started).toBe(1);
  });

  it("logs a failed run and goes on with the next", async () => {
    let calls = 0;
    const schedule = cronSchedule("*/15 * * * * *", log);
    schedule.start(async () => {
      calls++;
      if (calls === 1) throw new Error("panel down");
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(lines.some((line) => line.includes("scheduled run failed"))).toBe(true);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(calls).toBe(2);
    await schedule.stop();
  });

  it("reads L (the last day of the month), W and # as node-cron does, and says when they run", async () => {
    const schedule = cronSchedule("0 0 12 L * *", log);
    schedule.start(async () => {});
    expect(new Date(schedule.nextRun() ?? 0).getDate()).toBe(30);
    await schedule.stop();
  });
});
