import { describe, expect, it } from "vitest";
import { backGuardMs, checkDelayMs, startBackWatch, watchBack } from "../../src/voice/back-watch.js";

const PREFERRED = "http://r.example/main";
const FALLBACK = "http://r.example/backup";
const RULE = { checkMs: 60_000, guardMs: 0 };

describe("backGuardMs", () => {
  it("is none before any flap, then 5, 10, 20, 40 s, and never over the minute's check", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map(backGuardMs)).toEqual([
      0, 5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000,
    ]);
  });
});

describe("checkDelayMs", () => {
  it("is 2, 4, 8, 16, 32 s, then the check's period", () => {
    expect([0, 1, 2, 3, 4, 5, 40].map((tries) => checkDelayMs(tries))).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000,
    ]);
    expect(checkDelayMs(3, 200)).toBe(200);
  });
});

describe("watchBack", () => {
  it("tries the preferred channel at the first look that shows it on air after showing it off", () => {
    let watch = startBackWatch(FALLBACK, PREFERRED, 0, true);
    const off = watchBack(watch, { preferredOnAir: false, now: 2_000 }, RULE);
    expect(off.tryNow).toBe(false);
    watch = off.watch;
    const on = watchBack(watch, { preferredOnAir: true, now: 4_000 }, RULE);
    expect(on.tryNow).toBe(true);
    expect(on.watch).toMatchObject({ lastTriedAt: 4_000, sawOff: false });
  });

  it("tries at the first look when the panel showed the preferred channel off as the fallback began", () => {
    const watch = startBackWatch(FALLBACK, PREFERRED, 0, false);
    expect(watchBack(watch, { preferredOnAir: true, now: 2_000 }, RULE).tryNow).toBe(true);
  });

  it("tries again after 2, 4, 8 … s, then every minute, while the panel shows the preferred channel on air all along", () => {
    let watch = startBackWatch(FALLBACK, PREFERRED, 0, true);
    const tried: number[] = [];
    for (let now = 0; now <= 200_000; now += 1_000) {
      const step = watchBack(watch, { preferredOnAir: true, now }, RULE);
      watch = step.watch;
      if (step.tryNow) tried.push(now);
    }
    expect(tried).toEqual([2_000, 6_000, 14_000, 30_000, 62_000, 122_000, 182_000]);
  });

  it("keeps the guard for the regular checks too", () => {
    const watch = startBackWatch(FALLBACK, PREFERRED, 0, true);
    const rule = { checkMs: 60_000, guardMs: 20_000 };
    expect(watchBack(watch, { preferredOnAir: true, now: 19_999 }, rule).tryNow).toBe(false);
    expect(watchBack(watch, { preferredOnAir: true, now: 20_000 }, rule).tryNow).toBe(true);
  });

  it("holds a return within the guard after the last try, and goes once the guard has passed", () => {
    const watch = startBackWatch(FALLBACK, PREFERRED, 0, false);
    const rule = { checkMs: 60_000, guardMs: 10_000 };
    const early = watchBack(watch, { preferredOnAir: true, now: 4_000 }, rule);
    expect(early.tryNow).toBe(false);
    // The panel's news is kept until the guard has passed.
    expect(watchBack(early.watch, { preferredOnAir: true, now: 10_000 }, rule).tryNow).toBe(true);
  });

  it("changes nothing on an unanswered look, and never tries while the preferred channel plays", () => {
    const watch = startBackWatch(FALLBACK, PREFERRED, 0, false);
    expect(watchBack(watch, { preferredOnAir: null, now: 90_000 }, RULE)).toEqual({ watch, tryNow: false });
    const home = startBackWatch(PREFERRED, PREFERRED, 0, false);
    expect(watchBack(home, { preferredOnAir: true, now: 90_000 }, RULE).tryNow).toBe(false);
  });

  it("does not try a channel the panel shows off air, however long since the last try", () => {
    const watch = startBackWatch(FALLBACK, PREFERRED, 0, true);
    expect(watchBack(watch, { preferredOnAir: false, now: 120_000 }, RULE).tryNow).toBe(false);
  });
});
