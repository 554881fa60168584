import { describe, expect, it } from "vitest";
import { createShutdown, DEFAULT_STOP_TIMEOUT_MS, stopBoundMs } from "../../src/boot/shutdown.js";
import { INITIAL_SHUTDOWN, shutdownStep } from "../../src/boot/shutdown-step.js";
import { ConfigError } from "../../src/config.js";
import { createLifecycle } from "../../src/lifecycle.js";
import { memoryLog } from "../e2e/world.js";

/** A shutdown whose world is recorded: lines said, exit codes, and the bound's timer (run by the test). */
function recorded(boundMs = 10_000) {
  const said: string[] = [];
  const exits: number[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const shutdown = createShutdown({
    say: (level, text) => said.push(`${level} ${text}`),
    exit: (code) => exits.push(code),
    boundMs,
    setTimer: (run, ms) => timers.push({ run, ms }),
  });
  return { shutdown, said, exits, timers };
}

describe("the shutdown's decisions", () => {
  it("answer a repeated signal during a stop once, and nothing else", () => {
    let state = shutdownStep(INITIAL_SHUTDOWN, { kind: "started" }).state;
    const first = shutdownStep(state, { kind: "signal", name: "SIGTERM" });
    expect(first.effects).toEqual([
      { kind: "say", level: "info", text: "SIGTERM received, shutting down…" },
      { kind: "stop" },
    ]);
    state = first.state;
    const second = shutdownStep(state, { kind: "signal", name: "SIGTERM" });
    expect(second.effects).toEqual([
      { kind: "say", level: "info", text: "SIGTERM received again: a stop is already under way" },
    ]);
    const third = shutdownStep(second.state, { kind: "signal", name: "SIGINT" });
    expect(third.effects).toEqual([]);
    expect(shutdownStep(third.state, { kind: "stopped", ok: true }).effects).toEqual([
      { kind: "exit", code: 0 },
    ]);
  });

  it("end the process at once, with code 0, for a signal while starting", () => {
    const { effects } = shutdownStep(INITIAL_SHUTDOWN, { kind: "signal", name: "SIGINT" });
    expect(effects).toEqual([
      { kind: "say", level: "info", text: "SIGINT received, shutting down…" },
      { kind: "exit", code: 0 },
    ]);
  });

  it("end a stop that failed with code 1, and an overdue stop with code 1 and what had not finished", () => {
    const stopping = shutdownStep(shutdownStep(INITIAL_SHUTDOWN, { kind: "started" }).state, {
      kind: "signal",
      name: "SIGTERM",
    }).state;
    expect(shutdownStep(stopping, { kind: "stopped", ok: false }).effects).toEqual([
      { kind: "exit", code: 1 },
    ]);
    const overdue = shutdownStep(stopping, {
      kind: "overdue",
      boundMs: 10_000,
      unfinished: ["the statistics keeper (its last batch)", "the store"],
    });
    expect(overdue.effects).toEqual([
      {
        kind: "say",
        level: "error",
        text: "the stop took longer than 10 s; exiting without waiting for: the statistics keeper (its last batch), the store",
      },
      { kind: "exit", code: 1 },
    ]);
    // The stop ending after all changes nothing: the process is already on its way out.
    expect(shutdownStep(overdue.state, { kind: "stopped", ok: true }).effects).toEqual([]);
  });
});

describe("a stop that overruns its bound", () => {
  it("ends the process with code 1 and names the parts of the lifecycle that had not stopped", async () => {
    const { shutdown, said, exits, timers } = recorded(10_000);
    const life = createLifecycle(memoryLog());
    life.add({ close: () => undefined }, "the store");
    life.onStop(() => new Promise<void>(() => {}), "the statistics keeper (its last batch)");
    life.onStop(() => undefined, "the announcers");
    shutdown.started(life);
    shutdown.signal("SIGTERM");
    shutdown.signal("SIGTERM");
    await Promise.resolve();
    expect(timers.map((t) => t.ms)).toEqual([10_000]);
    expect(exits).toEqual([]);
    timers[0]?.run();
    expect(exits).toEqual([1]);
    expect(said).toEqual([
      "info SIGTERM received, shutting down…",
      "info SIGTERM received again: a stop is already under way",
      "error the stop took longer than 10 s; exiting without waiting for: the statistics keeper (its last batch), the store",
    ]);
  });

  it("is not reached by a stop that ends in time: exit code 0, once", async () => {
    const { shutdown, exits, timers } = recorded();
    const life = createLifecycle(memoryLog());
    life.onStop(() => undefined, "the store");
    shutdown.started(life);
    shutdown.signal("SIGINT");
    await life.stop();
    await Promise.resolve();
    expect(exits).toEqual([0]);
    timers[0]?.run();
    expect(exits).toEqual([0]);
  });
});

describe("STOP_TIMEOUT_SECONDS", () => {
  it("is 10 s unset, seconds when given, and a configuration error otherwise", () => {
    expect(stopBoundMs({})).toBe(DEFAULT_STOP_TIMEOUT_MS);
    expect(stopBoundMs({ STOP_TIMEOUT_SECONDS: "25" })).toBe(25_000);
    expect(stopBoundMs({ STOP_TIMEOUT_SECONDS: "0.5" })).toBe(500);
    for (const wrong of ["0", "-1", "ten", "7200"])
      expect(() => stopBoundMs({ STOP_TIMEOUT_SECONDS: wrong })).toThrow(ConfigError);
  });
});
