import { describe, expect, it } from "vitest";
import type { HistoryEntry, HistoryPage } from "../../src/panel/schemas.js";
import { backfillRecords } from "../../src/stats/backfill-records.js";
import {
  BACKFILL_LIMITS,
  type BackfillPageResult,
  type BackfillState,
  afterBackfillPage,
  nextBackfillStep,
  startBackfill,
} from "../../src/stats/backfill.js";
import { DAY_MS } from "../../src/stats/time-zone.js";
import { dj, entry, jingle } from "../support/fixtures.js";

const NOW = Date.UTC(2026, 10, 28, 12);
const MINUTE = 60_000;

/** A panel's history, newest first: a play every `every` ms going back from now, `count` of them. */
function history(count: number, every: number): HistoryEntry[] {
  return Array.from({ length: count }, (_, i) => entry({ id: count - i, ts: NOW - i * every }));
}

/** The page the panel answers at `offset`, as the spec pages it. */
function pageOf(all: readonly HistoryEntry[], offset: number, limit: number): HistoryPage {
  const results = all.slice(offset, offset + limit);
  const more = offset + limit < all.length;
  return {
    count: all.length,
    next: more ? `http://panel/api/v2/history/?offset=${offset + limit}` : null,
    previous: null,
    results,
  };
}

/** Runs a backfill to its end against `answer`, returning the requests made, the plays taken and the stop. */
function run(answer: (offset: number, limit: number) => BackfillPageResult, until = NOW) {
  let state: BackfillState = startBackfill(NOW, until);
  const offsets: number[] = [];
  const taken: HistoryEntry[] = [];
  for (;;) {
    const step = nextBackfillStep(state);
    if (step.kind === "stop") return { offsets, taken, reason: step.reason, state };
    offsets.push(step.offset);
    const after = afterBackfillPage(state, answer(step.offset, step.limit));
    state = after.state;
    taken.push(...after.entries);
  }
}

describe("the backfill planner", () => {
  it("pages back until a page reaches seven days ago, taking only the plays within them", () => {
    const all = history(5000, 5 * MINUTE); // plays every 5 minutes: 2016 in a week
    const result = run((offset, limit) => ({ ok: true, page: pageOf(all, offset, limit) }));
    expect(result.reason).toBe("reached-horizon");
    expect(result.offsets).toEqual(Array.from({ length: 41 }, (_, i) => i * 50));
    expect(result.taken.every((e) => e.ts >= NOW - 7 * DAY_MS && e.ts < NOW)).toBe(true);
    expect(result.taken).toHaveLength(2016);
  });

  it("stops after 50 requests however much history is left", () => {
    const all = history(10_000, MINUTE);
    const result = run((offset, limit) => ({ ok: true, page: pageOf(all, offset, limit) }));
    expect(result.reason).toBe("request-limit");
    expect(result.offsets).toHaveLength(BACKFILL_LIMITS.maxRequests);
  });

  it("stops at the first failure and asks for nothing more", () => {
    const all = history(500, 5 * MINUTE);
    const result = run((offset, limit) =>
      offset === 100 ? { ok: false } : { ok: true, page: pageOf(all, offset, limit) },
    );
    expect(result).toMatchObject({ reason: "failed", offsets: [0, 50, 100] });
    expect(nextBackfillStep(result.state)).toEqual({ kind: "stop", reason: "failed" });
  });

  it("stops where the panel's history ends, and after a panel that ignores paging", () => {
    const all = history(120, 5 * MINUTE);
    expect(run((offset, limit) => ({ ok: true, page: pageOf(all, offset, limit) }))).toMatchObject({
      reason: "end-of-history",
      offsets: [0, 50, 100],
    });
    const bare = run(() => ({ ok: true, page: { count: 120, next: null, previous: null, results: all } }));
    expect(bare).toMatchObject({ reason: "end-of-history", offsets: [0] });
    expect(bare.taken).toHaveLength(119); // the play on air now is the bot's own to record
  });

  it("takes a play once when new plays push it onto the next page, and only plays before the bot's records", () => {
    let all = history(200, 5 * MINUTE);
    const result = run(
      (offset, limit) => {
        const page = pageOf(all, offset, limit);
        all = [entry({ id: all.length + 1000, ts: NOW + all.length }), ...all]; // a play starts after every request
        return { ok: true, page };
      },
      NOW - 60 * MINUTE,
    );
    const ids = result.taken.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(result.taken.every((e) => e.ts < NOW - 60 * MINUTE)).toBe(true);
    expect(result.taken).toHaveLength(187); // every play older than an hour: the 13th to the 200th
  });

  it("asks for nothing when the bot's records already reach back seven days", () => {
    expect(nextBackfillStep(startBackfill(NOW, NOW - 8 * DAY_MS))).toEqual({
      kind: "stop",
      reason: "reached-horizon",
    });
  });
});

describe("backfillRecords", () => {
  it("turns history into plays (no jingles, the automatic player as no DJ), samples of the station's total and live DJs' spans", () => {
    const entries = [
      entry({ id: 1, ts: NOW - 30 * MINUTE, dj_name: "AutoDJ", n_listeners: 4 }),
      jingle({ id: 2, ts: NOW - 27 * MINUTE, dj_name: "AutoDJ", n_listeners: 4 }),
      entry({ id: 3, ts: NOW - 20 * MINUTE, dj_name: "Kate", n_listeners: 9, author: "A", title: "B" }),
      entry({ id: 4, ts: NOW - 10 * MINUTE, dj_name: "AutoDJ", n_listeners: null }),
    ];
    const records = backfillRecords(
      "s",
      entries,
      [dj(), dj({ id: 2, name: "Kate", cat: "real" })],
      NOW - DAY_MS,
      NOW,
    );
    expect(records.plays.map((p) => [p.artist, p.title, p.dj, p.listeners])).toEqual([
      ["Lena Park", "Paper Satellites", "", 4],
      ["A", "B", "Kate", 9],
      ["Lena Park", "Paper Satellites", "", null],
    ]);
    expect(records.samples.map((s) => [s.channel, s.listeners])).toEqual([
      ["total", 4],
      ["total", 4],
      ["total", 9],
    ]);
    expect(records.spans).toEqual([
      { station: "s", dj: "Kate", from: NOW - 20 * MINUTE, to: NOW - 10 * MINUTE },
    ]);
  });
});
