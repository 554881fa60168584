import type { Timers } from "../../src/clock.js";

/** Timers a test moves by hand: `advance(ms)` runs every callback due by then, in time order. */
export function manualTimers(): Timers & { advance(ms: number): void; readonly pending: number } {
  let now = 0;
  let id = 0;
  const due = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => now,
    setTimeout(callback, ms) {
      due.set(++id, { at: now + ms, callback });
      return id;
    },
    clearTimeout: (handle) => void due.delete(handle as number),
    advance(ms) {
      now += ms;
      for (;;) {
        const next = [...due].filter(([, t]) => t.at <= now).sort((a, b) => a[1].at - b[1].at)[0];
        if (!next) return;
        due.delete(next[0]);
        next[1].callback();
      }
    },
    get pending() {
      return due.size;
    },
  };
}
