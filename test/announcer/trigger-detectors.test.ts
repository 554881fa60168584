import { describe, expect, it } from "vitest";
import { detectChanges } from "../../src/announcer/detect.js";
import type { AnnouncerState, DjSnapshot, Observation } from "../../src/station/changes.js";
import type { ChangeDetector } from "../../src/templates/triggers/trigger-module.js";

const NOVA: DjSnapshot = { id: 2, name: "DJ Nova", live: true, image: null };
const seen = (dj: DjSnapshot | null): Observation => ({
  dj,
  track: null,
  stationOnAir: true,
  listenUrl: null,
});
const options = { confirm: 2, stationStatus: true, tracks: true };

/** A trigger's own detection, as a new trigger would bring one: it counts the reads it saw in what is remembered. */
const counting: ChangeDetector = (remembered, _observation, _options, now) => {
  const reads = ((remembered as AnnouncerState & { reads?: number }).reads ?? 0) + 1;
  return {
    state: { ...remembered, reads } as AnnouncerState,
    events: [{ kind: "station", id: `reads:${reads}`, onAir: true, at: now }],
  };
};

describe("detectChanges with a trigger's own detection", () => {
  it("remembers what it remembers on a first start, and announces nothing", () => {
    const first = detectChanges(null, seen(null), options, 1, [counting]);
    expect(first.events).toEqual([]);
    expect(first.state).toMatchObject({ dj: null, reads: 1 });
  });

  it("runs after the DJ, station and track detection, on what they remember, and adds its events after theirs", () => {
    const first = detectChanges(null, seen(null), options, 1, [counting]);
    const second = detectChanges(first.state, seen(NOVA), options, 2, [counting]);
    expect(second.events.map((event) => event.id)).toEqual(["dj:live:2:2", "reads:2"]);
    expect(second.state).toMatchObject({ dj: NOVA, reads: 2 });
  });

  it("is not asked after a failed read: nothing changes", () => {
    const first = detectChanges(null, seen(null), options, 1, [counting]);
    expect(detectChanges(first.state, null, options, 2, [counting])).toEqual({
      state: first.state,
      events: [],
    });
  });

  it("runs the detections in order, each on what the one before remembered", () => {
    const first = detectChanges(null, seen(null), options, 1, [counting, counting]);
    expect(first.state).toMatchObject({ reads: 2 });
  });

  it("without any (today's triggers), finds what it always found", () => {
    const first = detectChanges(null, seen(null), options, 1);
    expect(detectChanges(first.state, seen(NOVA), options, 2).events.map((event) => event.id)).toEqual([
      "dj:live:2:2",
    ]);
  });
});
