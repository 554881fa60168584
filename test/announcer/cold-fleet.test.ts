import { afterEach, describe, expect, it } from "vitest";
import { createLeasedAnnouncers, type LeasedAnnouncers } from "../../src/announcer/leased-announcers.js";
import type { Station } from "../../src/registry/station.js";
import { silentLogger } from "../../src/log.js";
import { memoryLockTable } from "../support/memory-locks.js";

const EVERY_MS = 5_000;
/** discord.js's sharding manager starts one process every 5.5 s. */
const SPAWN_DELAY_MS = 5_500;

/** Virtual time: `advance` runs what falls due in order, letting each callback's promises settle before the next. */
function virtualTimers() {
  const pending = new Map<number, { at: number; callback: () => void }>();
  let now = 0;
  let id = 0;
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
  return {
    now: () => now,
    setTimeout: (callback: () => void, ms: number) => {
      pending.set(++id, { at: now + ms, callback });
      return id;
    },
    clearTimeout: (handle: unknown) => void pending.delete(handle as number),
    async advance(ms: number) {
      const end = now + ms;
      for (let i = 0; i < 5; i++) await settle();
      for (;;) {
        const due = [...pending].filter(([, t]) => t.at <= end).sort((x, y) => x[1].at - y[1].at)[0];
        if (!due) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].callback();
        for (let i = 0; i < 5; i++) await settle();
      }
      now = end;
    },
  };
}

const started: LeasedAnnouncers[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((a) => a.stop()));
});

describe("a cold fleet", () => {
  it("has every station read, spread over the processes, within 10 s of the last process starting", async () => {
    const keys = Array.from({ length: 200 }, (_, i) => `panel#${i + 1}`);
    const stations = keys.map((key) => ({ key }) as Station);
    const table = memoryLockTable();
    const timers = virtualTimers();
    const readAt = new Map<string, number>();
    const processes: LeasedAnnouncers[] = [];
    const start = async () => {
      const announcers = createLeasedAnnouncers(
        { list: () => stations, onOpen: () => {} },
        (station) => {
          // Taken at a process's first round: the schedule's own first read, at once (a lone tick); taken later: the
          // takeover read within the round, which `runNow` stands for.
          const first = processes.length === 1 && timers.now() === 0;
          if (first) readAt.set(station.key, timers.now());
          return {
            runNow: async () => {
              if (!readAt.has(station.key)) readAt.set(station.key, timers.now());
              return null;
            },
            settled: async () => {},
            stop: async () => {
              readAt.delete(station.key);
            },
          };
        },
        { openLocks: () => table.open(), everyMs: EVERY_MS, log: silentLogger, timers },
      );
      started.push(announcers);
      processes.push(announcers);
      await timers.advance(0);
    };
    await start();
    for (let i = 1; i < 4; i++) {
      await timers.advance(SPAWN_DELAY_MS);
      await start();
    }
    const lastStart = timers.now();
    const fair = (0.9 * keys.length) / 4;
    let spreadAt: number | null = null;
    let settledAt: number | null = null;
    while (timers.now() - lastStart <= 20_000) {
      const reading = processes.map((p) => p.reading());
      const all = reading.flat();
      const spread =
        new Set(all).size === keys.length &&
        all.length === keys.length &&
        reading.every((r) => r.length >= fair);
      if (spread) spreadAt ??= timers.now();
      if (spread && keys.every((key) => readAt.has(key))) {
        settledAt = timers.now();
        break;
      }
      await timers.advance(250);
    }
    // The stations settle over the processes within a couple of quick rounds (not rounds of 5 s each), and the
    // last taken are read within a round of being taken, each at its phase.
    expect((spreadAt ?? Infinity) - lastStart).toBeLessThanOrEqual(3_000);
    expect((settledAt ?? Infinity) - lastStart).toBeLessThanOrEqual(10_000);
  });
});
