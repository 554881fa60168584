import { describe, expect, it } from "vitest";
import { createPacer } from "../../src/follows/direct-pacer.js";
import { manualTimers } from "../support/manual-timers.js";

/** Lets the promises resolved so far run their callbacks. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("the direct messages' pacer", () => {
  it("gives its burst at once, then one token every 1/perSecond s, first come first served", async () => {
    const clock = manualTimers();
    const pacer = createPacer({ perSecond: 10, burst: 2, clock });
    const served: number[] = [];
    for (let i = 0; i < 5; i++) void pacer.take().then(() => served.push(i));
    await settle();
    expect(served).toEqual([0, 1]);
    clock.advance(99);
    await settle();
    expect(served).toEqual([0, 1]);
    clock.advance(1);
    await settle();
    expect(served).toEqual([0, 1, 2]);
    clock.advance(200);
    await settle();
    expect(served).toEqual([0, 1, 2, 3, 4]);
    expect(clock.pending).toBe(0);
  });

  it("never gives more than perSecond + burst in any second, however many ask", async () => {
    const clock = manualTimers();
    const pacer = createPacer({ perSecond: 30, burst: 5, clock });
    const at: number[] = [];
    for (let i = 0; i < 300; i++) void pacer.take().then(() => at.push(clock.now()));
    for (let ms = 0; ms <= 11_000; ms += 10) {
      await settle();
      clock.advance(10);
    }
    await settle();
    expect(at).toHaveLength(300);
    for (const start of at) {
      expect(at.filter((t) => t >= start && t < start + 1000).length).toBeLessThanOrEqual(35);
    }
    // 5 at once, then 295 at 30 a second: the last about 9.8 s later.
    expect(at.at(-1)).toBeGreaterThanOrEqual(9_800);
    expect(at.at(-1)).toBeLessThanOrEqual(9_900);
  });

  it("fills up again while idle, up to its burst only", async () => {
    const clock = manualTimers();
    const pacer = createPacer({ perSecond: 10, burst: 3, clock });
    clock.advance(60_000);
    const served: number[] = [];
    for (let i = 0; i < 4; i++) void pacer.take().then(() => served.push(i));
    await settle();
    expect(served).toEqual([0, 1, 2]);
    clock.advance(100);
    await settle();
    expect(served).toEqual([0, 1, 2, 3]);
  });
});
