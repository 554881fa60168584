import { describe, expect, it } from "vitest";
import type { TestPostgres } from "../support/test-postgres.js";
import { killSession, named, processes } from "./postgres-processes.js";
import { KEY, STATE, delivery } from "./store-fixtures.js";

/** The outbox with several processes on one PostgreSQL database. Registered by a test file that started it. */
export function describeOutboxFleet(server: TestPostgres | null, skipped: string): void {
  describe.skipIf(!server)(`the outbox, several processes on one PostgreSQL database${skipped}`, () => {
    const { store } = processes();

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
      const a = await store(named(url, "fleet-claim-a"));
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

    it("steps a shared state one process at a time: each step sees what the one before saved", async () => {
      const url = await server!.freshSchemaUrl();
      const [a, b] = [await store(url), await store(url)];
      const keys = { state: "shared:1", outbox: KEY };
      const count = (saved: unknown) => {
        const n = typeof saved === "number" ? saved + 1 : 1;
        return { state: n, deliveries: [delivery(`step ${n}`)] };
      };
      await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? a : b).commitStep(keys, count, i)),
      );
      const events = (await a.pending(KEY)).map((d) => d.eventId);
      expect(events.toSorted()).toEqual(Array.from({ length: 10 }, (_, i) => `step ${i + 1}`).toSorted());
    });
  });
}
