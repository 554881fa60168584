import { describe, expect, it } from "vitest";
import {
  findPlaysAround,
  findPlaysMatching,
  PANEL_PAGE,
  suggestTracks,
  type PlaySources,
} from "../../src/history/find-plays.js";
import type { HistoryEntry } from "../../src/panel/schemas.js";
import type { TrackPlay } from "../../src/stats/records.js";
import { entry, jingle } from "../support/fixtures.js";

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 11, 2, 12, 0);

const kept = (at: number, title: string): TrackPlay => ({
  station: "s",
  at,
  artist: "Kept",
  title,
  dj: "",
  listeners: null,
});

/** A panel history of `n` plays, one every 4 minutes back from now (offset 0 on air), every 10th a jingle. */
function panelHistory(n: number): HistoryEntry[] {
  return Array.from({ length: n }, (_, i) => {
    const fields = { id: n - i, ts: NOW - i * 4 * MINUTE, author: "Panel", title: `Play ${i}` };
    return i % 10 === 9 ? jingle(fields) : entry(fields);
  });
}

function sources(options: {
  plays?: TrackPlay[];
  history?: HistoryEntry[];
  panelDown?: boolean;
  stats?: boolean;
}) {
  const pages: number[] = [];
  const read = { ranges: [] as { from: number; to: number }[], recent: 0 };
  const plays = options.plays ?? [];
  const value: PlaySources = {
    station: "s",
    stats:
      options.stats === false
        ? null
        : {
            plays: (_station, range) => {
              read.ranges.push(range);
              return Promise.resolve(plays.filter((play) => play.at >= range.from && play.at < range.to));
            },
            recentPlays: () => {
              read.recent++;
              return Promise.resolve(plays);
            },
          },
    history: (offset) => {
      pages.push(offset);
      if (options.panelDown) return Promise.reject(new Error("panel down"));
      return Promise.resolve((options.history ?? []).slice(offset, offset + PANEL_PAGE));
    },
  };
  return { value, pages, read };
}

describe("findPlaysAround", () => {
  it("reads the kept plays around the moment and leaves the panel alone when they reach back to it", async () => {
    const plays = [
      kept(NOW - 30 * MINUTE, "before"),
      kept(NOW - 20 * MINUTE, "on air"),
      kept(NOW - 5 * MINUTE, "after"),
    ];
    const { value, pages, read } = sources({ plays, history: panelHistory(10) });
    const found = await findPlaysAround(value, NOW - 18 * MINUTE, 10);
    expect(found.onAir?.title).toBe("on air");
    expect(found.plays.map((play) => play.title)).toEqual(["after", "on air", "before"]);
    expect(found.panelOnly).toBe(false);
    expect(pages).toEqual([]);
    expect(read.ranges[0]?.from).toBeLessThan(NOW - 18 * MINUTE - 5 * 60 * MINUTE);
  });

  it("reads the panel's history back past the moment when nothing kept reaches it (a station just met)", async () => {
    const { value, pages } = sources({ plays: [kept(NOW - MINUTE, "kept")], history: panelHistory(400) });
    const found = await findPlaysAround(value, NOW - 7 * 60 * MINUTE, 5);
    expect(pages).toEqual([0, 50, 100]);
    expect(found.plays).toHaveLength(5);
    expect(found.plays.every((play) => play.artist === "Panel")).toBe(true);
    expect(found.plays.some((play) => play.title.startsWith("Play 9"))).toBe(false);
  });

  it("stops at the end of a short history and answers from the panel alone when statistics are off", async () => {
    const { value, pages } = sources({ stats: false, history: panelHistory(30) });
    const found = await findPlaysAround(value, NOW - 10 * MINUTE, 3);
    expect(pages).toEqual([0]);
    expect(found.panelOnly).toBe(true);
    expect(found.onAir?.title).toBe("Play 3");
  });

  it("reads at most four pages of the panel's history for a moment it does not reach", async () => {
    const { value, pages } = sources({ history: panelHistory(400) });
    const found = await findPlaysAround(value, NOW - 20 * 60 * MINUTE, 5);
    expect(pages).toEqual([0, 50, 100, 150]);
    expect(found.onAir).toBeNull();
  });

  it("shows what was kept when the panel is down, and fails with the panel when there is nothing else", async () => {
    const some = sources({ plays: [kept(NOW - MINUTE, "kept")], panelDown: true });
    expect((await findPlaysAround(some.value, NOW - 60 * MINUTE, 5)).plays).toHaveLength(1);
    const none = sources({ panelDown: true });
    await expect(findPlaysAround(none.value, NOW - 60 * MINUTE, 5)).rejects.toThrow("panel down");
  });
});

describe("findPlaysMatching and suggestTracks", () => {
  it("searches the kept plays and the panel's latest page for what was not kept yet", async () => {
    const plays = [kept(NOW - 60 * MINUTE, "Night Drive"), kept(NOW - 30 * MINUTE, "Day Trip")];
    const history = [
      entry({ id: 3, ts: NOW, author: "Panel", title: "Night Owl" }),
      entry({ id: 2, ts: NOW - 30 * MINUTE, author: "Panel", title: "Day Trip" }),
    ];
    const { value } = sources({ plays, history });
    const found = await findPlaysMatching(value, "night", 10, NOW);
    expect(found.plays.map((play) => play.title)).toEqual(["Night Owl", "Night Drive"]);
    expect(found.total).toBe(2);
    expect(await suggestTracks(value, "day", NOW)).toEqual(["Kept — Day Trip"]);
  });

  it("answers from the kept plays when the panel is down", async () => {
    const { value } = sources({ plays: [kept(NOW - MINUTE, "Night Drive")], panelDown: true });
    expect((await findPlaysMatching(value, "night", 10, NOW)).total).toBe(1);
    expect(await suggestTracks(value, "", NOW)).toEqual(["Kept — Night Drive"]);
  });
});
