import { describe, expect, it } from "vitest";
import { createFairSlots, nextServer } from "../../src/registry/fair-slots.js";
import { createStrangerGate } from "../../src/registry/stranger-gate.js";
import { createTurns } from "../../src/registry/turns.js";

const flush = () => new Promise((settle) => setImmediate(settle));
const never = new AbortController().signal;

describe("nextServer", () => {
  it("gives a free slot to the waiting server with the fewest in use, the first in turn among equals", () => {
    const turns = [
      { server: "A", inFlight: 2, waiting: 9 },
      { server: "B", inFlight: 1, waiting: 1 },
      { server: "C", inFlight: 0, waiting: 0 },
      { server: "D", inFlight: 1, waiting: 3 },
    ];
    expect(nextServer(turns, 2)).toBe("B");
    expect(nextServer(turns, 1)).toBeNull();
    expect(nextServer([], 2)).toBeNull();
  });
});

describe("createFairSlots", () => {
  it("serves a newcomer before a server whose queue is long, and forgets servers with nothing left", async () => {
    const slots = createFairSlots(2, 2);
    const a1 = await slots.acquire("A", never);
    const a2 = await slots.acquire("A", never);
    const order: string[] = [];
    const queued = [1, 2, 3].map(() => slots.acquire("A", never).then((r) => (order.push("A"), r)));
    const b = slots.acquire("B", never).then((r) => (order.push("B"), r));
    a1();
    await flush();
    expect(order).toEqual(["B"]);
    a2();
    (await b)();
    await Promise.all(queued.map((slot) => slot.then((release) => release())));
    expect(order).toEqual(["B", "A", "A", "A"]);
    expect([slots.inFlight, slots.servers()]).toEqual([0, 0]);
  });

  it("takes a wait out of the queue when its signal aborts", async () => {
    const slots = createFairSlots(1, 1);
    const held = await slots.acquire("A", never);
    const controller = new AbortController();
    const waiting = slots.acquire("B", controller.signal);
    controller.abort(new Error("deadline"));
    await expect(waiting).rejects.toThrow("deadline");
    held();
    expect(slots.servers()).toBe(0);
  });
});

describe("the strangers' gate", () => {
  it("forgets turns once cooled, and keeps no more than it may", () => {
    const turns = createTurns(1_000, 3);
    for (const key of ["a", "b", "c", "d"]) expect(turns.take(key, 0).ok).toBe(true);
    // "a" was forgotten to keep three: it may go again at once.
    expect(turns.take("a", 1).ok).toBe(true);
    expect(turns.take("d", 500)).toEqual({ ok: false, until: 1_000 });
    expect(turns.take("d", 1_000).ok).toBe(true);
  });

  it("spends neither turn when one of them refuses, and says the later of the two", () => {
    const gate = createStrangerGate({ userCooldownMs: 30_000, serverCooldownMs: 10_000, heapShare: () => 0 });
    expect(gate.checkTurn("u1", "g1", 0).ok).toBe(true);
    expect(gate.checkTurn("u1", "g2", 5_000)).toEqual({ ok: false, until: 30_000 });
    // g2's turn was not spent by the refusal above.
    expect(gate.checkTurn("u2", "g2", 5_000).ok).toBe(true);
    expect(gate.checkTurn("u3", "g1", 9_000)).toEqual({ ok: false, until: 10_000 });
    expect(gate.checkTurn("u3", "g1", 10_000).ok).toBe(true);
  });

  it("is under pressure from the high-water mark of the heap on", () => {
    let share = 0.79;
    const gate = createStrangerGate({ heapShare: () => share });
    expect(gate.underPressure()).toBe(false);
    share = 0.8;
    expect(gate.underPressure()).toBe(true);
  });
});
