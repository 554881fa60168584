import { describe, expect, it } from "vitest";
import { expectedFleet, fleetSizer, sharingProcesses } from "../../src/announcer/expected-fleet.js";
import { createLeasedAnnouncers } from "../../src/announcer/leased-announcers.js";
import { silentLogger } from "../../src/log.js";
import type { Station } from "../../src/registry/station.js";
import { memoryLockTable } from "../support/memory-locks.js";

describe("the fleet a shard process expects", () => {
  it("is one process per shard, all up within an identify slot each and a margin; none for one process", () => {
    expect(expectedFleet({ ids: [3], count: 8 })).toEqual({ processes: 8, withinMs: 8 * 5_500 + 15_000 });
    expect(expectedFleet({ ids: [0, 1], count: 4 })).toEqual({ processes: 2, withinMs: 2 * 5_500 + 15_000 });
    expect([expectedFleet(null), expectedFleet({ ids: [0], count: 1 })]).toEqual([null, null]);
  });

  it("counts the processes to come while the fleet starts, and the live ones once it was whole or late", () => {
    const eight = { processes: 8, withinMs: 59_000 };
    expect(sharingProcesses(1, eight, 1_000, false)).toBe(8);
    expect(sharingProcesses(5, eight, 30_000, false)).toBe(8);
    expect(sharingProcesses(9, eight, 30_000, false)).toBe(9);
    expect(sharingProcesses(3, eight, 59_000, false)).toBe(3);
    expect(sharingProcesses(7, eight, 10_000, true)).toBe(7);
    expect([sharingProcesses(2, null, 0, false), sharingProcesses(0, null, 0, false)]).toEqual([2, 1]);
  });

  it("remembers that the whole fleet was seen: a process dying then leaves its stations to the others", () => {
    let clock = 0;
    const size = fleetSizer({ processes: 4, withinMs: 40_000 }, () => clock);
    expect([size(1), size(2)]).toEqual([4, 4]);
    clock = 10_000;
    expect([size(4), size(3)]).toEqual([4, 3]);
  });
});

describe("a cold fleet's first process", () => {
  const timers = { setTimeout: () => 0, clearTimeout: () => undefined };
  const stations = Array.from({ length: 40 }, (_, i) => ({ key: `s${i}` }) as Station);
  const start = (table: ReturnType<typeof memoryLockTable>, now: () => number) =>
    createLeasedAnnouncers(
      { list: () => stations, onOpen: () => undefined },
      () => ({ runNow: async () => null, settled: async () => {}, stop: async () => {} }),
      {
        openLocks: () => table.open(),
        everyMs: 5_000,
        quickMs: 5_000,
        log: silentLogger,
        timers: { ...timers, now },
        expected: { processes: 4, withinMs: 40_000 },
      },
    );

  it("takes its part, not every station, and the others take theirs as they join, nothing moving", async () => {
    const table = memoryLockTable();
    const fleet = [start(table, () => 0)];
    await fleet[0]!.rebalance();
    expect(fleet[0]!.reading()).toHaveLength(10);
    for (let k = 1; k < 4; k++) {
      fleet.push(start(table, () => 0));
      await fleet[k]!.rebalance();
    }
    for (const process of fleet) await process.rebalance();
    expect(fleet.map((p) => p.reading().length)).toEqual([10, 10, 10, 10]);
    await Promise.all(fleet.map((p) => p.stop()));
  });

  it("takes every station once the fleet is late, as a process that never comes leaves its part", async () => {
    const table = memoryLockTable();
    let clock = 0;
    const alone = start(table, () => clock);
    await alone.rebalance();
    expect(alone.reading()).toHaveLength(10);
    clock = 40_000;
    await alone.rebalance();
    expect(alone.reading()).toHaveLength(40);
    await alone.stop();
  });
});
