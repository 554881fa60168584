import { describe, expect, it } from "vitest";
import { createRecentPlays, SEARCH_DAYS } from "../../src/stats/recent-plays.js";
import type { TrackPlay } from "../../src/stats/records.js";
import { DAY_MS } from "../../src/stats/time-zone.js";

const NOW = Date.UTC(2026, 11, 2, 12, 0);

function reader() {
  const reads: { station: string; from: number; to: number }[] = [];
  let fail = false;
  const read = (station: string, range: { from: number; to: number }): Promise<TrackPlay[]> => {
    reads.push({ station, ...range });
    return fail ? Promise.reject(new Error("store down")) : Promise.resolve([]);
  };
  return { read, reads, failNext: (value: boolean) => (fail = value) };
}

describe("createRecentPlays", () => {
  it("reads a station's last 30 days once and reuses them for the letters typed next", async () => {
    const { read, reads } = reader();
    const recent = createRecentPlays(read, { reuseMs: 30_000 });
    const first = await recent("a", NOW);
    expect(await recent("a", NOW + 29_999)).toBe(first);
    expect(reads).toEqual([{ station: "a", from: NOW - SEARCH_DAYS * DAY_MS, to: NOW + 1 }]);
    await recent("a", NOW + 30_000);
    expect(reads).toHaveLength(2);
  });

  it("keeps no failed read, and holds at most maxStations, the least recently used dropped", async () => {
    const { read, reads, failNext } = reader();
    const recent = createRecentPlays(read, { maxStations: 2 });
    failNext(true);
    await expect(recent("a", NOW)).rejects.toThrow("store down");
    failNext(false);
    await recent("a", NOW);
    await recent("b", NOW);
    await recent("a", NOW);
    await recent("c", NOW);
    await recent("a", NOW);
    expect(reads.map((r) => r.station)).toEqual(["a", "a", "b", "c"]);
    await recent("b", NOW);
    expect(reads.map((r) => r.station)).toEqual(["a", "a", "b", "c", "b"]);
  });
});
