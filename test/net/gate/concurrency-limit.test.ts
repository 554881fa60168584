import { describe, expect, it } from "vitest";
import { createConcurrencyLimit, SlotRefusedError } from "../../../src/net/gate/concurrency-limit.js";

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
});
