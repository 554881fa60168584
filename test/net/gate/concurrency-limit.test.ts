import { describe, expect, it } from "vitest";
import {
  createConcurrencyLimit,
  type Release,
  SlotRefusedError,
} from "../../../src/net/gate/concurrency-limit.js";

describe("the concurrency limit", () => {
  it("holds at most max at once and grants waiters in arrival order", async () => {
    const limit = createConcurrencyLimit(2);
    const first = await limit.acquire();
    const second = await limit.acquire();
    const order: number[] = [];
    const waiting = [3, 4, 5].map((n) => limit.acquire().then((release) => (order.push(n), release)));
    expect([limit.inFlight, limit.queued]).toEqual([2, 3]);
    second();
    first();
    const [third, fourth] = await Promise.all(waiting.slice(0, 2));
    expect(order).toEqual([3, 4]);
    expect([limit.inFlight, limit.queued]).toEqual([2, 1]);
    third?.();
    (await waiting[2])?.();
    fourth?.();
    expect([limit.inFlight, limit.queued]).toEqual([0, 0]);
  });

  it("gives a slot back once however often release is called", async () => {
    const limit = createConcurrencyLimit(1);
    const release = await limit.acquire();
    release();
    release();
    expect(limit.inFlight).toBe(0);
    await limit.acquire();
    expect(limit.inFlight).toBe(1);
  });

  it("refuses at once when the queue is full", async () => {
    const limit = createConcurrencyLimit(1, 1);
    await limit.acquire();
    void limit.acquire();
    await expect(limit.acquire()).rejects.toMatchObject({ refusal: "queue-full" });
    expect(limit.queued).toBe(1);
  });

  it("takes an aborted waiter out of the queue, and the next in line gets the slot", async () => {
    const limit = createConcurrencyLimit(1);
    const release = await limit.acquire();
    const controller = new AbortController();
    const cancelled = limit.acquire(controller.signal);
    const next = limit.acquire();
    controller.abort();
    await expect(cancelled).rejects.toBeInstanceOf(SlotRefusedError);
    expect(limit.queued).toBe(1);
    release();
    await next;
    expect([limit.inFlight, limit.queued]).toEqual([1, 0]);
  });

  it("gives a freed slot to a waiting urgent request before every background one, each kind in arrival order", async () => {
    const limit = createConcurrencyLimit(1);
    const holder = await limit.acquire();
    const order: string[] = [];
    const wait = (name: string, priority: "urgent" | "background") =>
      limit.acquire(undefined, priority).then((release) => {
        order.push(name);
        release();
      });
    const all = [
      wait("read 1", "background"),
      wait("read 2", "background"),
      wait("command 1", "urgent"),
      wait("command 2", "urgent"),
    ];
    holder();
    await Promise.all(all);
    expect(order).toEqual(["command 1", "command 2", "read 1", "read 2"]);
  });

  it("never refuses a background wait for the queue's length, while urgent ones past maxQueue are", async () => {
    const limit = createConcurrencyLimit(1, 2);
    await limit.acquire();
    for (let i = 0; i < 50; i++) void limit.acquire(undefined, "background");
    void limit.acquire();
    void limit.acquire();
    await expect(limit.acquire()).rejects.toMatchObject({ refusal: "queue-full" });
    expect(limit.queued).toBe(52);
  });

  it("lets waiters in at once when the limit is raised, and keeps to a lowered one as slots come back", async () => {
    const limit = createConcurrencyLimit(1);
    const first = await limit.acquire();
    const granted: Release[] = [];
    const waiting = [1, 2, 3].map(() => limit.acquire(undefined, "background").then((r) => granted.push(r)));
    limit.setMax(3);
    await Promise.all(waiting.slice(0, 2));
    expect([limit.inFlight, limit.queued]).toEqual([3, 1]);
    limit.setMax(1);
    first();
    granted[0]?.();
    expect([limit.inFlight, limit.queued]).toEqual([1, 1]);
    granted[1]?.();
    await waiting[2];
    expect([limit.inFlight, limit.queued]).toEqual([1, 0]);
  });
});
