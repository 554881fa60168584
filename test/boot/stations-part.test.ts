import { describe, expect, it } from "vitest";
import { stationsPart } from "../../src/boot/stations.js";

describe("a public bot's MAX_STATIONS in a shard process", () => {
  it("is all of it in one process, and each process's part of it with shards (at least 1)", () => {
    expect(stationsPart(1_000, null)).toBe(1_000);
    expect(stationsPart(1_000, { ids: [0], count: 1 })).toBe(1_000);
    expect(stationsPart(1_000, { ids: [3], count: 8 })).toBe(125);
    expect(stationsPart(1_000, { ids: [0, 1], count: 3 })).toBe(667);
    expect(stationsPart(5, { ids: [7], count: 40 })).toBe(1);
    expect(stationsPart(Number.POSITIVE_INFINITY, { ids: [0], count: 4 })).toBe(Number.POSITIVE_INFINITY);
  });
});
