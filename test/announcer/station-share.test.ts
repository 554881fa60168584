import { afterEach, describe, expect, it } from "vitest";
import { createLeasedAnnouncers, type LeasedAnnouncers } from "../../src/announcer/leased-announcers.js";
import type { AnnouncerSchedule } from "../../src/announcer/schedule.js";
import { silentLogger } from "../../src/log.js";
import { createStationRegistry, type StationRegistry } from "../../src/registry/registry.js";
import { createServerHolds } from "../../src/registry/server-holds.js";
import type { Station } from "../../src/registry/station.js";
import { memoryLockTable, type MemoryLockTable } from "../support/memory-locks.js";

const EVERY_MS = 5_000;
const PANEL = "http://panel.test";

/** Timers the test steps by hand: `fire()` runs what is due within a round (the takeover reads), not the rounds. */
function handTimers() {
  const pending = new Map<number, { callback: () => void; ms: number }>();
  let id = 0;
  return {
    setTimeout: (callback: () => void, ms: number) => {
      pending.set(++id, { callback, ms });
      return id;
    },
    clearTimeout: (handle: unknown) => void pending.delete(handle as number),
    fire() {
      for (const [handle, { callback, ms }] of [...pending]) {
        if (ms >= EVERY_MS) continue;
        pending.delete(handle);
        callback();
      }
    },
  };
}

/** A schedule that reads its station's panel whenever it runs, and knows whether it was stopped. */
function readingSchedule(station: Station): AnnouncerSchedule {
  return {
    runNow: async () => {
      await station.panel.channels({ maxAgeMs: 0 }).catch(() => undefined);
      return null;
    },
    settled: async () => {},
    stop: async () => {},
  };
}

const started: LeasedAnnouncers[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((a) => a.stop()));
});

/** One process of a network: its registry (the operator's 6 stations known, the first held), its panel reads. */
function processOf(table: MemoryLockTable, timers: ReturnType<typeof handTimers>) {
  const reads: number[] = [];
  const closed: string[] = [];
  const registry: StationRegistry = createStationRegistry({
    log: silentLogger,
    timeoutMs: 1_000,
    guard: null,
    sealer: null,
    fetch: async (input) => {
      reads.push(
        Number(new URL(input instanceof Request ? input.url : String(input)).searchParams.get("server")),
      );
      return Response.json([]);
    },
  });
  const keys = [1, 2, 3, 4, 5, 6].map((serverId) =>
    registry.know({ url: PANEL, serverId, apiKey: undefined }),
  );
  registry.hold(keys[0] ?? "", "first");
  registry.onClose((station) => closed.push(station.key));
  const announcers = createLeasedAnnouncers(registry, readingSchedule, {
    openLocks: () => table.open(),
    everyMs: EVERY_MS,
    quickMs: EVERY_MS,
    log: silentLogger,
    timers,
  });
  started.push(announcers);
  const open = () =>
    registry
      .list()
      .map((s) => s.key)
      .sort();
  return { registry, keys, reads, closed, announcers, open };
}

describe("each process holds its share", () => {
  it("opens only the stations it reads, the first, and those its own servers use (6 stations, 2 processes)", async () => {
    const table = memoryLockTable();
    const timers = handTimers();
    const a = processOf(table, timers);
    const b = processOf(table, timers);
    await a.announcers.rebalance();
    await b.announcers.rebalance();
    await a.announcers.rebalance();
    await b.announcers.rebalance();
    expect(a.announcers.reading().length + b.announcers.reading().length).toBe(6);
    expect(a.announcers.reading().length).toBeGreaterThanOrEqual(2);
    expect(b.announcers.reading().length).toBeGreaterThanOrEqual(2);

    // A server of b's uses a station a reads: b opens it for the server's commands (the directory asks), and keeps it.
    const [first] = b.keys;
    const used = a.announcers.reading().find((key) => key !== first) ?? "";
    const holds = createServerHolds({
      registry: b.registry,
      ownGuilds: () => ["g-b"],
      isOwn: (guildId) => guildId === "g-b",
      stationsOf: () => [used],
    });
    holds.update({ guildIds: null });
    expect(b.registry.get(used)?.key).toBe(used);
    // Another station asked for by a command only: closed at the next sweep, as nobody here holds it.
    const asked = a.announcers.reading().find((key) => key !== first && key !== used);
    if (asked) b.registry.get(asked);
    expect(holds.sweep()).toEqual(asked ? [asked] : []);

    for (const p of [a, b]) {
      const expected = new Set([...p.announcers.reading(), first ?? ""]);
      if (p === b) expected.add(used);
      expect(p.open()).toEqual([...expected].sort());
    }
    expect(a.open().length + b.open().length).toBeLessThan(12);
  });

  it("closes a station it gives up: the registry no longer holds it and its panel sees no more reads from it", async () => {
    const table = memoryLockTable();
    const timers = handTimers();
    const a = processOf(table, timers);
    await a.announcers.rebalance();
    expect(a.open()).toHaveLength(6);

    const b = processOf(table, timers);
    await b.announcers.rebalance(); // b counts now: a's share is 3, it gives back 2 (keeping a share and one).
    await a.announcers.rebalance();
    const given = a.keys.filter((key) => !a.announcers.reading().includes(key) && key !== a.keys[0]);
    expect(given.length).toBeGreaterThanOrEqual(2);
    expect(a.closed.sort()).toEqual([...given].sort());
    for (const key of given) expect(a.registry.list().some((s) => s.key === key)).toBe(false);

    // b takes them and reads them within the round; a reads its own stations only.
    await b.announcers.rebalance();
    const before = a.reads.length;
    timers.fire();
    await a.announcers.runNow();
    await b.announcers.settled();
    const givenIds = new Set(given.map((key) => Number(key.split("#")[1])));
    expect(a.reads.slice(before).filter((id) => givenIds.has(id))).toEqual([]);
    expect(a.reads.length).toBeGreaterThan(before);
    expect(b.reads.some((id) => givenIds.has(id))).toBe(true);
  });

  it("closes every station it read when its lock session is lost, but keeps the first", async () => {
    const table = memoryLockTable();
    let kill = () => {};
    const timers = handTimers();
    const p = processOf(
      {
        ...table,
        open: async () => {
          const session = await table.open();
          kill = session.kill;
          return session;
        },
      },
      timers,
    );
    await p.announcers.rebalance();
    expect(p.open()).toHaveLength(6);
    kill();
    await Promise.resolve();
    // The next round stops the readers of the lost session first (and opens a new one, taking them again).
    const closing = p.announcers.rebalance();
    await closing;
    expect(p.closed).toHaveLength(5);
    expect(p.closed).not.toContain(p.keys[0]);
  });
});
