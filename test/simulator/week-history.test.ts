import { describe, expect, it } from "vitest";
import { dailyShare, isWeekend } from "../../src/simulator/audience-curve.js";
import { liveShowsBetween } from "../../src/simulator/live-shows.js";
import { SimulatedStation, type Wire } from "../../src/simulator/station.js";
import { WeekHistory } from "../../src/simulator/week-history.js";
import { manualClock, simulatedPanel } from "../support/simulator.js";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// A Saturday noon (UTC), as the support clock starts.
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

function weekStation(seed = 7) {
  return new SimulatedStation({ now: () => NOW, seed, historyDays: 7, lively: false });
}

const mean = (values: readonly number[]) =>
  values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);

describe("the simulated station's week of history", () => {
  it("covers the week before now with 3–5 minute tracks, newest first, no gaps or overlaps", () => {
    const entries = weekStation().history("http://h");
    const past = entries.filter((e) => Number(e.ts) < NOW - 2 * HOUR);
    expect(Number(entries.at(-1)?.ts)).toBeGreaterThanOrEqual(NOW - 7 * DAY);
    expect(Number(entries.at(-1)?.ts)).toBeLessThan(NOW - 7 * DAY + 10 * 60_000);
    for (const entry of past.filter((e) => e.jingle_id === null)) {
      expect(entry.length).toBeGreaterThanOrEqual(180_000);
      expect(entry.length).toBeLessThanOrEqual(300_000);
    }
    for (let i = 1; i < entries.length; i++) {
      expect(Number(entries[i]?.ts)).toBeLessThan(Number(entries[i - 1]?.ts));
      expect(Number(entries[i]?.id)).toBe(Number(entries[i - 1]?.id) - 1);
    }
    for (let i = entries.length - 1; i > 0 && Number(entries[i - 1]?.ts) <= NOW - 2 * HOUR; i--) {
      expect(Number(entries[i]?.ts) + Number(entries[i]?.length)).toBe(Number(entries[i - 1]?.ts));
    }
  });

  it("keeps the week within what a backfill reads (50 pages of 50) and with a few jingles a day", () => {
    const entries = weekStation().history("http://h");
    expect(entries.length).toBeGreaterThan(2_000);
    expect(entries.length).toBeLessThanOrEqual(2_450);
    const jingles = entries.filter((e) => e.jingle_id !== null && Number(e.ts) < NOW - 2 * HOUR);
    expect(jingles.length).toBeGreaterThanOrEqual(7 * 4);
    expect(jingles.length).toBeLessThanOrEqual(7 * 7);
  });

  it("is the same for the same seed and differs for another", () => {
    expect(weekStation(7).history("http://h")).toEqual(weekStation(7).history("http://h"));
    expect(weekStation(8).history("http://h")).not.toEqual(weekStation(7).history("http://h"));
  });

  it("leaves the tracks the station plays as they are without it (ids and audience follow the week)", () => {
    const strip = (e: Wire) => ({ ...e, id: 0, n_listeners: 0 });
    const plain = new SimulatedStation({ now: () => NOW, seed: 7, lively: false }).history("http://h");
    const withWeek = weekStation().history("http://h").slice(0, plain.length);
    expect(withWeek.map(strip)).toEqual(plain.map(strip));
  });

  it("follows a daily curve: nights below evenings, weekends unlike weekdays", () => {
    const auto = weekStation()
      .history("http://h")
      .filter((e) => e.dj_name === "AutoDJ" && Number(e.ts) < NOW - 2 * HOUR);
    const hour = (e: Wire) => new Date(Number(e.ts)).getUTCHours();
    const night = auto.filter((e) => hour(e) >= 2 && hour(e) < 6).map((e) => Number(e.n_listeners));
    const evening = auto.filter((e) => hour(e) >= 19 && hour(e) < 23).map((e) => Number(e.n_listeners));
    expect(mean(night) * 3).toBeLessThan(mean(evening));
    expect(dailyShare(Date.UTC(2026, 10, 21, 9))).not.toBeCloseTo(dailyShare(Date.UTC(2026, 10, 20, 9)), 2);
    expect(isWeekend(Date.UTC(2026, 10, 21, 9))).toBe(true);
  });

  it("plays the grid's live shows by their hosts, with more listeners than the automatic player", () => {
    const entries = weekStation()
      .history("http://h")
      .filter((e) => Number(e.ts) < NOW - 2 * HOUR);
    const shows = liveShowsBetween(NOW - 7 * DAY, NOW - 2 * HOUR, 1, NOW);
    expect(new Set(shows.map((s) => s.dj))).toEqual(new Set(["DJ Nova", "Маша Эфир"]));
    for (const show of shows.filter((s) => s.from > NOW - 7 * DAY + HOUR)) {
      const during = entries.filter((e) => Number(e.ts) >= show.from + 10 * 60_000 && Number(e.ts) < show.to);
      expect(during.length).toBeGreaterThan(10);
      expect(during.every((e) => e.dj_name === show.dj && e.all_music_id === null)).toBe(true);
      const before = entries.filter(
        (e) => Number(e.ts) >= show.from - HOUR && Number(e.ts) < show.from - 10 * 60_000,
      );
      expect(mean(during.map((e) => Number(e.n_listeners)))).toBeGreaterThan(
        mean(before.map((e) => Number(e.n_listeners))),
      );
    }
  });

  it("forgets the oldest plays as the week moves on", () => {
    const clock = manualClock(NOW);
    const station = new SimulatedStation({ now: clock.now, seed: 7, historyDays: 7, lively: false });
    const oldest = station.history("http://h").at(-1);
    clock.advance(HOUR);
    const entries = station.history("http://h");
    expect(Number(entries.at(-1)?.ts)).toBeGreaterThanOrEqual(clock.now() - 7 * DAY);
    expect(entries.at(-1)?.id).not.toBe(oldest?.id);
    expect(station.historyCount()).toBe(entries.length);
  });

  it("holds a week in well under a megabyte", () => {
    const week = WeekHistory.build({
      seed: 1,
      serverId: 1,
      from: NOW - 7 * DAY,
      until: NOW,
      now: NOW,
      firstId: 1,
    });
    // About 15 bytes a play in typed arrays; the plays are made only when a page asks for them.
    expect(week.count).toBeGreaterThan(2_000);
    expect(week.byteLength).toBe(week.count * 15);
    expect(week.byteLength).toBeLessThan(64 * 1024);
    expect(week.playAt(0).ts).toBeGreaterThan(week.playAt(week.count - 1).ts);
  });
});

describe("the week of history over HTTP", () => {
  it("pages it as the spec says: count, next and previous links, no duplicates nor gaps", async () => {
    const panel = await simulatedPanel({ now: () => NOW, historyDays: 7, lively: false });
    const all = panel.station.history("http://h").map((e) => e.id);
    const seen: unknown[] = [];
    let url: string | null = `${panel.url}/api/v2/history/?limit=50&server=1`;
    let pages = 0;
    let previous: unknown = null;
    while (url) {
      const page = (await (await fetch(url)).json()) as {
        count: number;
        next: string | null;
        previous: string | null;
        results: Wire[];
      };
      expect(page.count).toBe(all.length);
      expect(page.previous).toBe(previous);
      const at = new URL(url);
      expect(page.results).toHaveLength(
        Math.min(50, all.length - Number(at.searchParams.get("offset") ?? 0)),
      );
      seen.push(...page.results.map((e) => e.id));
      if (page.next) {
        const next = new URL(page.next);
        expect(next.searchParams.get("limit")).toBe("50");
        expect(next.searchParams.get("server")).toBe("1");
        expect(next.searchParams.get("offset")).toBe(String(seen.length));
      }
      previous = url;
      url = page.next;
      pages++;
    }
    expect(seen).toEqual(all);
    expect(pages).toBe(Math.ceil(all.length / 50));
  });

  it.each(["extra-fields", "hostile"] as const)(
    "mangles a page under the %s fault as the same entries within the whole list",
    async (kind) => {
      const panel = await simulatedPanel({ now: () => NOW, historyDays: 1, lively: false });
      panel.setFault({ kind });
      const get = async (query: string) =>
        ((await (await fetch(`${panel.url}/api/v2/history/?${query}`)).json()) as { results: unknown[] })
          .results;
      const all = await get("");
      expect(await get("limit=3&offset=1")).toEqual(all.slice(1, 4));
      expect(all.length).toBeGreaterThan(300);
      expect(await get("limit=2&offset=299")).toEqual(all.slice(299, 301));
    },
  );
});
