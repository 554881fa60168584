import { describe, expect, it } from "vitest";
import { createLeasedAnnouncers } from "../../src/announcer/leased-announcers.js";
import type { AnnouncerSchedule } from "../../src/announcer/schedule.js";
import { silentLogger } from "../../src/log.js";
import type { Station } from "../../src/registry/station.js";
import { memoryLockTable } from "../support/memory-locks.js";

const EVERY_MS = 5_000;
const timers = { setTimeout: () => 0, clearTimeout: () => undefined };

/** One process over `keys`, recording in `events` when followers are held or let go and when a station is read. */
function processOf(
  keys: string[],
  table: ReturnType<typeof memoryLockTable>,
  events: string[],
  hold: (keys: readonly string[]) => Promise<void>,
) {
  const stations = keys.map((key) => ({ key }) as Station);
  return createLeasedAnnouncers(
    { list: () => stations, onOpen: () => undefined },
    (station): AnnouncerSchedule => {
      events.push(`read ${station.key}`);
      return { runNow: async () => null, settled: async () => {}, stop: async () => {} };
    },
    {
      openLocks: () => table.open(),
      everyMs: EVERY_MS,
      quickMs: EVERY_MS,
      log: silentLogger,
      timers,
      followers: {
        hold,
        letGo: async (gone) => void events.push(`let go ${gone.join(",")}`),
      },
    },
  );
}

describe("a station's followers, for a process holding its share of the fleet", () => {
  it("are held for every station taken in a round, in one call, before any of them is read", async () => {
    const table = memoryLockTable();
    const events: string[] = [];
    const one = processOf(["a", "b", "c"], table, events, async (keys) => {
      events.push(`hold ${[...keys].sort().join(",")}`);
    });
    await one.rebalance();
    expect(events[0]).toBe("hold a,b,c");
    expect(events.slice(1).sort()).toEqual(["read a", "read b", "read c"]);
    await one.stop();
    expect(events.filter((e) => e.startsWith("let go")).sort()).toEqual([]);
  });

  it("are let go when the station is given back to a process that joined", async () => {
    const table = memoryLockTable();
    const events: string[] = [];
    const hold = async () => undefined;
    const first = processOf(["a", "b", "c", "d"], table, events, hold);
    await first.rebalance();
    const second = processOf(["a", "b", "c", "d"], table, [], hold);
    await second.rebalance();
    await first.rebalance();
    const given = ["a", "b", "c", "d"].filter((key) => !first.reading().includes(key));
    expect(given.length).toBeGreaterThan(0);
    expect(events.filter((e) => e.startsWith("let go")).sort()).toEqual(
      given.map((key) => `let go ${key}`).sort(),
    );
    await Promise.all([first.stop(), second.stop()]);
  });

  it("that cannot be read leave the stations unread and their locks free for the fleet", async () => {
    const table = memoryLockTable();
    const events: string[] = [];
    let failing = true;
    const one = processOf(["a", "b"], table, events, async () => {
      if (failing) throw new Error("database gone");
    });
    await one.rebalance();
    expect([one.reading(), table.holder("a"), table.holder("b"), events]).toEqual([[], null, null, []]);
    failing = false;
    await one.rebalance();
    expect(one.reading().sort()).toEqual(["a", "b"]);
    await one.stop();
  });
});
