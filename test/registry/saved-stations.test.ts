import { describe, expect, it } from "vitest";
import { openSavedStations, type SavedSpec } from "../../src/registry/saved-stations.js";
import { StationLimitError } from "../../src/registry/station-limits.js";

/** A registry of at most `max` stations that records what it opens. */
function fakeRegistry(max: number, open: string[] = []) {
  const keys = new Set(open);
  return {
    opened: [] as string[],
    open(spec: SavedSpec) {
      if (!keys.has(spec.key) && keys.size >= max) throw new StationLimitError({ kind: "total", limit: max });
      this.opened.push(spec.key);
      keys.add(spec.key);
      return { key: spec.key } as never;
    },
  };
}

const saved = (serverId: number): SavedSpec => ({
  key: `https://panel.example.com#${serverId}`,
  url: "https://panel.example.com",
  serverId,
});

describe("a server's saved stations", () => {
  it("opens them up to the station limit and returns the keys left unread", () => {
    const registry = fakeRegistry(2, [saved(1).key]);
    expect(openSavedStations(registry, [saved(1), saved(2), saved(3)])).toEqual([saved(3).key]);
    expect(registry.opened).toEqual([saved(1).key, saved(2).key]);
  });

  it("reuses stations other servers opened when the limit is reached", () => {
    const registry = fakeRegistry(2, [saved(1).key, saved(2).key]);
    expect(openSavedStations(registry, [saved(2), saved(1)])).toEqual([]);
  });
});
