import { describe, expect, it } from "vitest";
import { FOLLOWED_STATIONS_MAX_AGE_MS, followedStations } from "../../src/follows/followed-stations.js";
import { manualClock } from "../support/simulator.js";

describe("followedStations", () => {
  it("answers from memory, reading the list again only once it is a minute old", async () => {
    const clock = manualClock();
    const lists = [["a"], ["a", "b"]];
    let reads = 0;
    const followed = followedStations(
      () => {
        return Promise.resolve(lists[reads++] ?? []);
      },
      clock.now,
      () => undefined,
    );
    // Before the first read answers, nothing counts as followed.
    expect(followed.has("a")).toBe(false);
    await new Promise((resolve) => setImmediate(resolve));
    expect(followed.has("a")).toBe(true);
    expect(followed.has("b")).toBe(false);
    expect(reads).toBe(1);
    clock.advance(FOLLOWED_STATIONS_MAX_AGE_MS);
    followed.has("b");
    await new Promise((resolve) => setImmediate(resolve));
    expect(followed.has("b")).toBe(true);
    expect(reads).toBe(2);
  });

  it("keeps the last list when a read fails, and says so", async () => {
    const clock = manualClock();
    const errors: unknown[] = [];
    let fail = false;
    const followed = followedStations(
      () => (fail ? Promise.reject(new Error("down")) : Promise.resolve(["a"])),
      clock.now,
      (error) => errors.push(error),
    );
    followed.has("a");
    await new Promise((resolve) => setImmediate(resolve));
    fail = true;
    clock.advance(FOLLOWED_STATIONS_MAX_AGE_MS);
    expect(followed.has("a")).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(followed.has("a")).toBe(true);
    expect(errors).toHaveLength(1);
  });
});
