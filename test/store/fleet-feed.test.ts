import { describe, expect, it } from "vitest";
import { reconnectDelayMs } from "../../src/store/postgres-fleet-listener.js";
import { noticePayload, parseNotice, publishedChanges, pruneThrough } from "../../src/store/fleet-changes.js";

describe("listening for the fleet's changes", () => {
  it("waits longer after each failure in a row, from a quarter second to at most 30 s, spread by jitter", () => {
    const low = () => 0;
    const high = () => 1;
    expect([1, 2, 3, 8, 20].map((n) => reconnectDelayMs(n, high))).toEqual([250, 500, 1_000, 30_000, 30_000]);
    expect([reconnectDelayMs(1, low), reconnectDelayMs(20, low)]).toEqual([125, 15_000]);
  });

  it("reads back the revision a notification carries, and refuses anything else on the channel", () => {
    expect(parseNotice(noticePayload(42, ["g1"]))).toEqual({ revision: 42, guildIds: ["g1"] });
    const many = Array.from({ length: 500 }, (_, i) => `9${String(i).padStart(17, "0")}`);
    expect(parseNotice(noticePayload(43, many))).toEqual({ revision: 43, guildIds: [] });
    expect([parseNotice("not json"), parseNotice('{"revision":"1"}'), parseNotice(undefined)]).toEqual([
      null,
      null,
      null,
    ]);
  });
});

describe("the changes a write records", () => {
  const g = (guildId: string, shardId: number, envChannels: string[] = []) => ({
    guildId,
    shardId,
    envChannels,
  });

  it("names the servers a shard publish dropped, added, moved or changed, and none published again as they were", () => {
    const before = [g("a", 0), g("b", 0, ["c"]), g("c", 0), g("m", 1)];
    const published = [g("a", 0), g("b", 0, ["c", "d"]), g("m", 0), g("n", 0)];
    expect(publishedChanges([0], before, published).sort()).toEqual(["b", "c", "m", "n"]);
    expect(publishedChanges([0], before.slice(0, 3), before.slice(0, 3))).toEqual([]);
  });

  it("prunes once every tenth of the kept revisions, keeping the newest", () => {
    expect([
      pruneThrough(1_000, 0, 1_000),
      pruneThrough(1_101, 0, 1_000),
      pruneThrough(1_101, 101, 1_000),
    ]).toEqual([null, 101, null]);
  });
});
