import { describe, expect, it } from "vitest";
import { MIN_GAP_MS, type PlanInput, planNextRead, type TrackTiming } from "../../src/announcer/plan.js";

const T0 = 1_800_000_000_000;
const MIN = 60_000;

/** A 4-minute library track that started at T0 on the panel's clock and was first seen 3 s later. */
const track = (extra: Partial<TrackTiming> = {}): TrackTiming => ({
  id: 7,
  startedAt: T0,
  lengthMs: 4 * MIN,
  predictable: true,
  firstSeenAt: T0 + 3_000,
  ...extra,
});

const input = (extra: Partial<PlanInput> = {}): PlanInput => ({
  now: T0 + 10_000,
  panelOk: true,
  track: track(),
  readsAfterEnd: 0,
  clockOffsetMs: 0,
  nextBaseRun: null,
  ...extra,
});

const END = T0 + 4 * MIN;

describe("planNextRead", () => {
  it.each<[string, Partial<PlanInput>, { at: number | null; reason: string }]>([
    ["on time: reads one second after the expected end", {}, { at: END + 1_000, reason: "track-end" }],
    [
      "late change: the old track still showing, it looks again after a growing wait",
      { now: END + 1_050, readsAfterEnd: 1 },
      { at: END + 2_200, reason: "track-late" },
    ],
    [
      "late change, later still: the waits keep growing",
      { now: END + 4_050, readsAfterEnd: 3 },
      { at: END + 7_000, reason: "track-late" },
    ],
    [
      "very late change: after five looks it leaves the track to the base schedule",
      { now: END + 12_050, readsAfterEnd: 5 },
      { at: null, reason: "gave-up" },
    ],
    [
      "early change (a skip or an inserted jingle): the new entry is planned from its own start",
      {
        now: T0 + 95_000,
        track: track({ id: 8, startedAt: T0 + 90_000, lengthMs: 8_000, firstSeenAt: T0 + 95_000 }),
      },
      { at: T0 + 99_000, reason: "track-end" },
    ],
    [
      "live show (no length): the base schedule",
      { track: track({ lengthMs: null }) },
      { at: null, reason: "unpredictable" },
    ],
    [
      "live show (metadata that is no library track): the base schedule",
      { track: track({ predictable: false }) },
      { at: null, reason: "unpredictable" },
    ],
    [
      "zero length: the base schedule",
      { track: track({ lengthMs: 0 }) },
      { at: null, reason: "unpredictable" },
    ],
    [
      "panel clock 40 s ahead: the end moves 40 s earlier in the bot's clock",
      {
        clockOffsetMs: 40_000,
        now: T0 - 30_000,
        track: track({ firstSeenAt: T0 - 37_000 }),
      },
      { at: END - 40_000 + 1_000, reason: "track-end" },
    ],
    [
      "panel clock 5 minutes behind: the end is never trusted past what was seen",
      { clockOffsetMs: 0, track: track({ startedAt: T0 + 5 * MIN }) },
      { at: T0 + 3_000 + 4 * MIN + 1_000, reason: "track-end" },
    ],
    [
      "panel clock far ahead and unknown: the end long past, it looks after a short gap, not at once",
      { clockOffsetMs: null, track: track({ startedAt: T0 - 30 * MIN }) },
      { at: T0 + 10_000 + MIN_GAP_MS, reason: "track-end" },
    ],
    [
      "a failing panel: back off to the base schedule",
      { panelOk: false },
      { at: null, reason: "panel-failing" },
    ],
    ["nothing on air: the base schedule", { track: null }, { at: null, reason: "no-track" }],
    [
      "the base schedule runs first anyway: no extra read",
      { nextBaseRun: END + 1_200 },
      { at: null, reason: "base-sooner" },
    ],
    [
      "the base schedule runs well after: the early read stands",
      { nextBaseRun: END + 9_000 },
      { at: END + 1_000, reason: "track-end" },
    ],
  ])("%s", (_name, extra, expected) => {
    expect(planNextRead(input(extra))).toEqual(expected);
  });

  it("never reads in a tight loop, whatever the clocks say", () => {
    for (const offset of [-3_600_000, -40_000, 0, 40_000, 3_600_000, null]) {
      let now = T0;
      let reads = 0;
      for (let k = 0; ; k++) {
        const plan = planNextRead(input({ now, readsAfterEnd: k, clockOffsetMs: offset }));
        if (plan.at === null) break;
        expect(plan.at - now).toBeGreaterThanOrEqual(MIN_GAP_MS);
        now = plan.at;
        reads++;
      }
      expect(reads).toBeLessThanOrEqual(5);
    }
  });
});
