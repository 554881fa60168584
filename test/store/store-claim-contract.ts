import { describe, expect, it } from "vitest";
import { KEY, STATE, delivery, storesOn, type StoreBackend } from "./store-fixtures.js";

/** The outbox claim's contract, the same over every store: what one process sees of it. */
export function describeClaimContract(backend: StoreBackend): void {
  describe("the outbox claim", () => {
    const { one } = storesOn(backend);

    it("hands a claim the queue oldest first, removes what it marks done and keeps the rest", async () => {
      const store = await one();
      expect(await store.claim(KEY, () => Promise.reject(new Error("called on an empty queue")))).toBe(0);
      await store.commit(KEY, STATE, [delivery("a"), delivery("b"), delivery("c")], 1);
      const seen: string[] = [];
      const handed = await store.claim(KEY, async (deliveries, done) => {
        seen.push(...deliveries.map((d) => d.eventId));
        await done(deliveries[0]?.id ?? -1);
        await done(deliveries[2]?.id ?? -1);
      });
      expect([handed, seen]).toEqual([3, ["a", "b", "c"]]);
      expect((await store.pending(KEY)).map((d) => d.eventId)).toEqual(["b"]);
    });

    it("keeps what a failing claim marked done, and gives its error back", async () => {
      const store = await one();
      await store.commit(KEY, STATE, [delivery("a"), delivery("b")], 1);
      const claim = store.claim(KEY, async (deliveries, done) => {
        await done(deliveries[0]?.id ?? -1);
        throw new Error("Discord is down");
      });
      await expect(claim).rejects.toThrow("Discord is down");
      expect((await store.pending(KEY)).map((d) => d.eventId)).toEqual(["b"]);
    });

    it("turns a second claim on a key away while the first works through it, and lets other keys through", async () => {
      const store = await one();
      await store.commit(KEY, STATE, [delivery("a")], 1);
      await store.commit("other#1", STATE, [delivery("x")], 1);
      let second: number | null | undefined;
      let other: number | null | undefined;
      await store.claim(KEY, async (deliveries, done) => {
        second = await store.claim(KEY, () => Promise.reject(new Error("must not run")));
        other = await store.claim("other#1", async (more, doneOther) => doneOther(more[0]?.id ?? -1));
        await done(deliveries[0]?.id ?? -1);
      });
      expect([second, other]).toEqual([null, 1]);
      expect([await store.pending(KEY), await store.pending("other#1")]).toEqual([[], []]);
    });
  });
}
