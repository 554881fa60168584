import { afterEach, describe, expect, it } from "vitest";
import type { AnnouncerSchedule } from "../../src/announcer/schedule.js";
import { silentLogger } from "../../src/log.js";
import { createLeasedAnnouncers, type LeasedAnnouncers } from "../../src/announcer/leased-announcers.js";
import type { Station } from "../../src/registry/station.js";
import { memoryLockTable } from "../support/memory-locks.js";

/** Timers the test steps by hand: rounds run when the test says so; `fireReads` runs the takeover reads. */
function manualTimers() {
  const pending = new Map<number, { callback: () => void; ms: number }>();
  let id = 0;
  return {
    setTimeout: (callback: () => void, ms: number) => {
      pending.set(++id, { callback, ms });
      return id;
    },
    clearTimeout: (handle: unknown) => void pending.delete(handle as number),
    /** Runs the reads set for within a round (each at its phase of it), not the next rounds themselves. */
    fireReads() {
      for (const [handle, { callback, ms }] of [...pending]) {
        if (ms >= EVERY_MS) continue;
        pending.delete(handle);
        callback();
      }
    },
  };
}

const EVERY_MS = 5_000;

function registryOf(keys: string[]) {
  const listeners: ((station: Station) => void)[] = [];
  const stations = keys.map((key) => ({ key }) as Station);
  return {
    list: () => stations,
    onOpen: (listener: (station: Station) => void) => void listeners.push(listener),
    add(key: string) {
      const station = { key } as Station;
      stations.push(station);
      for (const listener of listeners) listener(station);
    },
  };
}

/** A schedule that counts its immediate runs and knows whether it was stopped. */
function countingSchedule(runs: string[], key: string): AnnouncerSchedule & { stopped: boolean } {
  const schedule = {
    stopped: false,
    runNow: async () => {
      runs.push(key);
      return null;
    },
    settled: async () => {},
    stop: async () => {
      schedule.stopped = true;
    },
  };
  return schedule;
}

const started: LeasedAnnouncers[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((announcers) => announcers.stop()));
});

/** A fleet of "processes" on one lock table, each reading `keys`; their sessions, to kill one. */
function fleetOf(keys: string[]) {
  const table = memoryLockTable();
  const runs: string[] = [];
  const timers = manualTimers();
  const sessions: { kill(): void }[] = [];
  const start = () => {
    const announcers = createLeasedAnnouncers(registryOf(keys), (s) => countingSchedule(runs, s.key), {
      openLocks: async () => {
        const session = await table.open();
        sessions.push(session);
        return session;
      },
      everyMs: EVERY_MS,
      quickMs: EVERY_MS,
      log: silentLogger,
      timers,
    });
    started.push(announcers);
    return announcers;
  };
  return { table, runs, timers, sessions, start };
}

describe("leased announcers", () => {
  it("reads each station in exactly one process, and spreads stations as processes join", async () => {
    const { runs, timers, start } = fleetOf(Array.from({ length: 8 }, (_, i) => `station-${i}`));
    const a = start();
    await a.rebalance();
    expect(a.reading()).toHaveLength(8);
    timers.fireReads();
    // The first round after start reads on the schedule's own ticks, not all at once.
    expect(runs).toEqual([]);

    const b = start();
    await b.rebalance(); // b's session counts now: a's share is 4, it holds 8 and gives 3 back.
    await a.rebalance();
    await b.rebalance();
    expect(a.reading()).toHaveLength(5);
    expect(b.reading()).toHaveLength(3);
    expect(new Set([...a.reading(), ...b.reading()]).size).toBe(8);
    // What b took over is read within the round, each at its phase of it.
    expect(runs).toEqual([]);
    timers.fireReads();
    expect(runs.sort()).toEqual([...b.reading()].sort());
  });

  it("takes a dead process's stations at its next round, and reads them at once", async () => {
    const { table, runs, timers, sessions, start } = fleetOf(["x", "y"]);
    const a = start();
    await a.rebalance();
    const b = start();
    await b.rebalance();
    expect(a.reading()).toEqual(["x", "y"]);
    expect(b.reading()).toEqual([]);

    sessions[0]?.kill();
    await Promise.resolve(); // the loss is told through a Promise, as PostgreSQL's connection error is
    await a.rebalance(); // a's round after the loss: its readers stopped, it opens a new session.
    await b.rebalance();
    expect(b.reading().length + a.reading().length).toBe(2);
    expect(new Set([...a.reading(), ...b.reading()])).toEqual(new Set(["x", "y"]));
    expect(table.holder("x")).not.toBe(0);
    timers.fireReads();
    expect(runs.length).toBeGreaterThanOrEqual(1);
  });

  it("stops every reader when its lock session is lost", async () => {
    const table = memoryLockTable();
    const schedules: (AnnouncerSchedule & { stopped: boolean })[] = [];
    let kill = () => {};
    const announcers = createLeasedAnnouncers(
      registryOf(["x", "y"]),
      (s) => {
        const schedule = countingSchedule([], s.key);
        schedules.push(schedule);
        return schedule;
      },
      {
        openLocks: async () => {
          const session = await table.open();
          kill = session.kill;
          return session;
        },
        everyMs: EVERY_MS,
        quickMs: EVERY_MS,
        log: silentLogger,
        timers: manualTimers(),
      },
    );
    started.push(announcers);
    await announcers.rebalance();
    expect(schedules).toHaveLength(2);
    kill();
    await Promise.resolve();
    await announcers.rebalance();
    expect(schedules.slice(0, 2).every((schedule) => schedule.stopped)).toBe(true);
  });

  it("reads a station opened later (a public bot's /setup station)", async () => {
    const table = memoryLockTable();
    const registry = registryOf([]);
    const announcers = createLeasedAnnouncers(registry, (s) => countingSchedule([], s.key), {
      openLocks: () => table.open(),
      everyMs: EVERY_MS,
      quickMs: EVERY_MS,
      log: silentLogger,
      timers: manualTimers(),
    });
    started.push(announcers);
    await announcers.rebalance();
    registry.add("new");
    await announcers.rebalance();
    expect(announcers.reading()).toEqual(["new"]);
  });
});
