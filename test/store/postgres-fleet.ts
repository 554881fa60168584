import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import type { AsyncBotStore } from "../../src/store/async-store.js";
import {
  openReaderLocks,
  type ReaderLocks,
  type SessionChecks,
} from "../../src/store/postgres-reader-locks.js";
import { openPostgresStore } from "../../src/store/postgres-store.js";
import type { TestPostgres } from "../support/test-postgres.js";
import { KEY, STATE, delivery } from "./store-fixtures.js";

/** Ends a process's connection the way a crash does, as seen from the server: its session is gone. */
async function killSession(adminUrl: string, applicationName: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1", [
    applicationName,
  ]);
  await admin.end();
}

/** Several processes on one PostgreSQL database, each played by a pool of its own. Registered by a test file. */
export function describeFleet(server: TestPostgres | null, skipped: string): void {
  describe.skipIf(!server)(`several processes on one PostgreSQL database${skipped}`, () => {
    const closers: (() => Promise<unknown>)[] = [];
    afterEach(async () => {
      for (const close of closers.splice(0).reverse()) await close();
    });
    const as = (url: string, name: string) => `${url}&application_name=${name}`;
    async function store(url: string): Promise<AsyncBotStore> {
      const opened = await openPostgresStore({ url, onIdleError: () => {} });
      closers.push(() => opened.close());
      return opened;
    }
    function pool(url: string): pg.Pool {
      const opened = new pg.Pool({ connectionString: url });
      // A pool whose session a test kills reports it here; the test awaits that through the lock session.
      opened.on("error", () => {});
      closers.push(() => opened.end());
      return opened;
    }
    async function locks(url: string, checks?: SessionChecks): Promise<ReaderLocks> {
      const opened = await openReaderLocks(pool(url), checks);
      closers.push(() => opened.close());
      return opened;
    }

    it("sends each queued post through one process: a second claim backs off while the first works", async () => {
      const url = await server!.freshSchemaUrl();
      const [a, b] = [await store(url), await store(url)];
      await a.commit(KEY, STATE, [delivery("dj"), delivery("track")], 1);
      const sentByB: string[] = [];
      const sentByA: string[] = [];
      await a.claim(KEY, async (deliveries, done) => {
        const second = await b.claim(KEY, async (got) => void sentByB.push(...got.map((d) => d.eventId)));
        expect(second).toBeNull();
        // Queued while A is sending: it waits until A is through, then goes out after A's posts.
        await b.commit(KEY, STATE, [delivery("later")], 2);
        expect(await b.claim(KEY, async () => {})).toBeNull();
        for (const d of deliveries) {
          sentByA.push(d.eventId);
          await done(d.id);
        }
      });
      await b.claim(KEY, async (deliveries, done) => {
        for (const d of deliveries) {
          sentByB.push(d.eventId);
          await done(d.id);
        }
      });
      expect([sentByA, sentByB, await a.pending(KEY)]).toEqual([["dj", "track"], ["later"], []]);
    });

    it("hands the posts a dead process had not sent to another process, and none it had", async () => {
      const url = await server!.freshSchemaUrl();
      const a = await store(as(url, "fleet-claim-a"));
      const b = await store(url);
      await a.commit(KEY, STATE, [delivery("sent"), delivery("unsent")], 1);
      const dying = a.claim(KEY, async (deliveries, done) => {
        await done(deliveries[0]?.id ?? -1);
        // Between two posts, the process dies: the post it marked done was not committed, so it goes again.
        await killSession(server!.adminUrl, "fleet-claim-a");
        await done(deliveries[1]?.id ?? -1);
      });
      await expect(dying).rejects.toThrow();
      let handed: string[] = [];
      // PostgreSQL frees the dead session's rows as that backend exits, a moment after it was told to.
      const deadline = Date.now() + 10_000;
      while (handed.length === 0 && Date.now() < deadline) {
        await b.claim(KEY, async (deliveries) => void (handed = deliveries.map((d) => d.eventId)));
      }
      expect(handed).toEqual(["sent", "unsent"]);
    });

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
      await b.close();
      expect(await a.tryAcquire("station-2")).toBe(true);
      expect(await b.lost).toBeNull();
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

    it("frees a dead process's stations at once: a waiting process takes them, the dead one learns it lost them", async () => {
      const url = await server!.freshSchemaUrl();
      const a = await locks(as(url, "fleet-locks-a"));
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
