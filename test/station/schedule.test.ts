import { describe, expect, it } from "vitest";
import type { GridEvent } from "../../src/panel/schemas.js";
import { requestWindow, scheduleItems } from "../../src/station/schedule.js";
import { dj } from "../support/fixtures.js";

const H = 3_600;
const T0 = 1_800_000_000; // seconds

const event = (extra: Partial<GridEvent> = {}): GridEvent => ({
  id: 1,
  parent_id: null,
  name: "Daytime Rotation",
  cast_type: "rotation",
  periodicity: "periodic",
  start_ts: T0,
  end_ts: T0 + 4 * H,
  dj: null,
  playlist: 10,
  allow_song_requests: true,
  timezone: "UTC",
  ...extra,
});

const show = event({
  id: 21,
  name: "Drive Time",
  cast_type: "radioshow",
  dj: 2,
  start_ts: T0 + H,
  end_ts: T0 + 2 * H,
});
const afterShow = event({
  id: null,
  parent_id: 21,
  name: "After the show",
  start_ts: T0 + 2 * H,
  end_ts: T0 + 2.5 * H,
});

describe("scheduleItems", () => {
  it("folds service events into their show, names DJs, sorts, and marks what is on now", () => {
    const items = scheduleItems(
      [afterShow, event(), show],
      [dj({ id: 2, name: "DJ Nova" })],
      (T0 + 1.5 * H) * 1000,
    );
    expect(items.map((i) => [i.name, i.kind, i.djName, i.onAirNow])).toEqual([
      ["Daytime Rotation", "block", null, true],
      ["Drive Time", "show", "DJ Nova", true],
    ]);
  });

  it("leaves out events whose end is not after their start, and DJ ids the panel does not know", () => {
    const items = scheduleItems([event({ end_ts: T0 }), show], [], T0 * 1000);
    expect(items).toHaveLength(1);
    expect(items[0]?.djName).toBeNull();
  });
});

describe("requestWindow", () => {
  it("is open with no schedule, or when the event on air takes requests", () => {
    expect(requestWindow([], T0 * 1000)).toEqual({ open: true, reopensAt: null });
    expect(requestWindow([event(), show], (T0 + 1.5 * H) * 1000).open).toBe(true);
  });

  it("is closed during a show that takes none, and says when the next event that does starts", () => {
    const closed = { ...show, allow_song_requests: false };
    expect(requestWindow([event(), closed, afterShow], (T0 + 1.5 * H) * 1000)).toEqual({
      open: false,
      reopensAt: (T0 + 2 * H) * 1000,
    });
  });

  it("skips over back-to-back closed events to the first open one", () => {
    const closedShow = { ...show, allow_song_requests: false };
    const closedAfter = { ...afterShow, allow_song_requests: false };
    expect(requestWindow([event(), closedShow, closedAfter], (T0 + 1.5 * H) * 1000)).toEqual({
      open: false,
      reopensAt: (T0 + 2.5 * H) * 1000,
    });
  });

  it("reopens when the closed event ends with nothing scheduled after it", () => {
    const closed = event({ allow_song_requests: false });
    expect(requestWindow([closed], (T0 + H) * 1000)).toEqual({ open: false, reopensAt: (T0 + 4 * H) * 1000 });
  });
});
