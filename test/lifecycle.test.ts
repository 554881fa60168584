import { describe, expect, it } from "vitest";
import { createLifecycle } from "../src/lifecycle.js";
import { memoryLog } from "./e2e/world.js";

describe("the lifecycle", () => {
  it("stops what was opened in reverse order of opening, whether it stops or closes", async () => {
    const order: string[] = [];
    const life = createLifecycle(memoryLog());
    life.add({ close: async () => void order.push("store") });
    life.onStop(() => void order.push("client"));
    expect(life.add(null)).toBeNull();
    const announcer = { stop: () => void order.push("announcer") };
    expect(life.add(announcer)).toBe(announcer);
    await life.stop();
    expect(order).toEqual(["announcer", "client", "store"]);
  });

  it("stops once: a second call waits for the first and stops nothing again", async () => {
    let stops = 0;
    let release = () => {};
    const life = createLifecycle(memoryLog());
    life.onStop(() => {
      stops++;
      return new Promise<void>((resolve) => (release = resolve));
    });
    const first = life.stop();
    const second = life.stop();
    expect(second).toBe(first);
    release();
    await Promise.all([first, second, life.stop()]);
    expect(stops).toBe(1);
  });

  it("stops the rest when one part fails, logs the failure and rejects with it", async () => {
    const order: string[] = [];
    const log = memoryLog();
    const life = createLifecycle(log);
    life.onStop(() => void order.push("store"));
    life.onStop(() => Promise.reject(new Error("client would not go")), "the Discord client");
    life.onStop(() => void order.push("announcer"));
    await expect(life.stop()).rejects.toThrow("client would not go");
    expect(order).toEqual(["announcer", "store"]);
    expect(log.lines.filter((line) => line.startsWith("error"))).toEqual([
      'error could not stop a part of the bot; stopping the rest {"error":"client would not go","part":"the Discord client"}',
    ]);
  });

  it("names the parts not stopped yet, the one stopping now first", async () => {
    let release = () => {};
    const life = createLifecycle(memoryLog());
    life.add({ close: () => undefined }, "the store");
    life.onStop(() => new Promise<void>((resolve) => (release = resolve)), "the statistics keeper");
    life.add({ stop: () => undefined });
    expect(life.unfinished()).toEqual(["a part of the bot", "the statistics keeper", "the store"]);
    const stopped = life.stop();
    await Promise.resolve();
    expect(life.unfinished()).toEqual(["the statistics keeper", "the store"]);
    release();
    await stopped;
    expect(life.unfinished()).toEqual([]);
  });
});
