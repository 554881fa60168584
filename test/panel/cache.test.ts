import { describe, expect, it } from "vitest";
import { SingleFlightCache } from "../../src/panel/cache.js";
import { manualClock } from "../support/simulator.js";

const answer =
  (value: string, bytes = 10) =>
  () =>
    Promise.resolve({ value, bytes });

describe("the panel client's cache", () => {
  it("drops an answer past its age when it is asked for, and every expired one when an answer is stored", async () => {
    const clock = manualClock();
    const cache = new SingleFlightCache<string>(5_000, clock.now);
    for (let page = 0; page < 50; page++)
      await cache.get(`history?offset=${page * 50}`, answer(`page ${page}`));
    expect(cache.held()).toEqual({ keys: 50, bytes: 500 });

    clock.advance(5_000);
    // Asked again once expired: loaded anew, the old answer gone.
    expect(await cache.get("history?offset=0", answer("page 0 again"))).toBe("page 0 again");
    // That store swept the 49 other expired pages: no newer keys were needed to push them out.
    expect(cache.held()).toEqual({ keys: 1, bytes: 10 });
  });

  it("is bounded in bytes as well as in keys: the oldest answers leave first, and one too large is not kept", async () => {
    const clock = manualClock();
    const cache = new SingleFlightCache<string>(5_000, clock.now, { maxKeys: 200, maxBytes: 1_000 });
    for (let i = 0; i < 5; i++) await cache.get(`k${i}`, answer(`v${i}`, 300));
    expect(cache.held()).toEqual({ keys: 3, bytes: 900 });
    let loads = 0;
    const counted = () => {
      loads++;
      return Promise.resolve({ value: "again", bytes: 300 });
    };
    await cache.get("k4", counted);
    await cache.get("k0", counted);
    expect(loads).toBe(1); // k4 was kept, k0 had been dropped

    await cache.get("huge", answer("huge", 5_000));
    expect(cache.held().bytes).toBeLessThanOrEqual(1_000);
    let huge = 0;
    await cache.get("huge", () => {
      huge++;
      return Promise.resolve({ value: "huge", bytes: 5_000 });
    });
    expect(huge).toBe(1);
  });

  it("keeps nothing a caller asked not to keep, yet shares a load under way with it", async () => {
    const cache = new SingleFlightCache<string>(5_000, manualClock().now);
    let loads = 0;
    const slow = () => {
      loads++;
      return Promise.resolve({ value: "page", bytes: 10 });
    };
    const [a, b] = await Promise.all([cache.get("p", slow, { keep: false }), cache.get("p", slow)]);
    expect([a, b, loads]).toEqual(["page", "page", 1]);
    expect(cache.held().keys).toBe(0);
  });
});
