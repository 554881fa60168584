import { once } from "node:events";
import { createInterface } from "node:readline";
import { describe, expect, it } from "vitest";
import type { TestPostgres } from "../support/test-postgres.js";
import { killSession, named, processes } from "./postgres-processes.js";

/** Reader locks with several processes on one PostgreSQL database. Registered by a test file that started it. */
export function describeReaderLocksFleet(server: TestPostgres | null, skipped: string): void {
  describe.skipIf(!server)(`reader locks, several processes on one PostgreSQL database${skipped}`, () => {
    const { locks, holder } = processes();

    it("lets one process at a time hold a station, and another take it when the first lets go", async () => {
      const url = await server!.freshSchemaUrl();
      const [a, b] = [await locks(url), await locks(url)];
      expect(await a.tryAcquire("station-1")).toBe(true);
      expect(await a.tryAcquire("station-1")).toBe(true);
      expect(await b.tryAcquire("station-1")).toBe(false);
      expect(await b.tryAcquire("station-2")).toBe(true);
      expect(await b.acquire("station-1", 50)).toBe(false);
      expect([a.held(), b.held()]).toEqual([["station-1"], ["station-2"]]);
      await a.release("station-1");
      expect(await b.tryAcquire("station-1")).toBe(true);
      // Each lock session counts the fleet's processes (its own schema's only): the stations' fair share.
      expect([await a.sessions(), await b.sessions()]).toEqual([2, 2]);
      const other = await locks(await server!.freshSchemaUrl());
      expect(await other.sessions()).toBe(1);
      expect(await other.tryAcquire("station-1")).toBe(true);
      await b.close();
      expect(await a.tryAcquire("station-2")).toBe(true);
      expect(await b.lost).toBeNull();
      expect(await a.sessions()).toBe(1);
    });

    it("takes many free stations in one round trip, no more than asked, and never one another process holds", async () => {
      const url = await server!.freshSchemaUrl();
      const [a, b] = [await locks(url), await locks(url)];
      expect(await a.tryAcquire("s1")).toBe(true);
      const names = ["s1", "s2", "s3", "s4"];
      expect(await b.tryAcquireMany(names, 2)).toEqual(["s2", "s3"]);
      // s4 was not asked for past the limit: it is still free for a.
      expect(await a.tryAcquireMany(names, 10)).toEqual(["s1", "s4"]);
      expect([a.held().sort(), b.held().sort()]).toEqual([
        ["s1", "s4"],
        ["s2", "s3"],
      ]);
      expect(await b.tryAcquireMany(names, 10)).toEqual(["s2", "s3"]);
    });

    it("keeps a standby's session while it waits for a station longer than the session's checks take", async () => {
      const url = await server!.freshSchemaUrl();
      // Checks every 20 ms, each answered within 1 s: one that waited behind the 1.5 s wait would end the session.
      const [a, b] = [await locks(url), await locks(url, { everyMs: 20, answerWithinMs: 1_000 })];
      expect(await a.tryAcquire("station-1")).toBe(true);
      const lost = b.lost.then((reason) => reason ?? "closed");
      expect(await b.acquire("station-1", 1_500)).toBe(false);
      expect(await Promise.race([lost, b.tryAcquire("station-2")])).toBe(true);
    });

    it("takes over the station of a process killed with SIGKILL, as soon as the kernel closes its connection", async () => {
      const url = await server!.freshSchemaUrl();
      const child = holder(url, "station-9");
      const [line] = (await once(createInterface({ input: child.stdout! }), "line")) as [string];
      expect(line).toBe("held");
      const standby = await locks(url);
      expect(await standby.tryAcquire("station-9")).toBe(false);
      const takeover = standby.acquire("station-9", 10_000);
      const killedAt = performance.now();
      child.kill("SIGKILL");
      expect(await takeover).toBe(true);
      const ms = performance.now() - killedAt;
      process.stderr.write(
        `PostgreSQL reader lock taken over ${ms.toFixed(0)} ms after kill -9 of its holder\n`,
      );
    });

    it("frees a dead process's stations at once: a waiting process takes them, the dead one learns it lost them", async () => {
      const url = await server!.freshSchemaUrl();
      const a = await locks(named(url, "fleet-locks-a"));
      const b = await locks(url);
      expect(await a.tryAcquire("station-1")).toBe(true);
      const takeover = b.acquire("station-1", 10_000);
      const killedAt = performance.now();
      await killSession(server!.adminUrl, "fleet-locks-a");
      expect(await takeover).toBe(true);
      const takeoverMs = performance.now() - killedAt;
      expect(await a.lost).toBeInstanceOf(Error);
      expect([a.held(), b.held()]).toEqual([[], ["station-1"]]);
      await expect(a.tryAcquire("station-2")).rejects.toThrow(/ended/);
      process.stderr.write(
        `PostgreSQL reader lock taken over ${takeoverMs.toFixed(0)} ms after its holder died\n`,
      );
    });
  });
}
