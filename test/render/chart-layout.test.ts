import { describe, expect, it } from "vitest";
import { chartLayout, liveBand, niceStep, PAD, timeLabel, timeTicks } from "../../src/render/chart-layout.js";
import type { ListenerSeries } from "../../src/station/listener-series.js";

const H = 3_600_000;
const TO = Date.UTC(2026, 10, 22, 12, 0);

const series = (over: Partial<ListenerSeries> = {}): ListenerSeries => ({
  points: [
    { at: TO - 4 * H, listeners: 12 },
    { at: TO - 2 * H, listeners: 37 },
  ],
  live: [],
  from: TO - 6 * H,
  to: TO,
  reachesBackTo: null,
  ...over,
});

describe("the listener chart's layout", () => {
  it("steps the listener axis by 1, 2 or 5 times a power of ten, about five steps, never below 1", () => {
    expect([0, 1, 4, 37, 120, 999, 1_000_000].map(niceStep)).toEqual([1, 1, 1, 10, 50, 200, 200_000]);
  });

  it("ticks time at whole hours, about six of them, spaced wider as the span grows", () => {
    expect(timeTicks(TO - 6 * H + 1, TO)).toEqual([1, 2, 3, 4, 5, 6].map((h) => TO - 6 * H + h * H));
    expect(timeTicks(TO - 24 * H, TO)).toHaveLength(7);
    expect(timeTicks(TO - 72 * H, TO).every((t) => t % (12 * H) === 0)).toBe(true);
  });

  it("labels a tick with the hour, and with the day as well past a day", () => {
    expect(timeLabel(TO, 6)).toBe("12:00");
    expect(timeLabel(TO, 48)).toBe("22.11 12:00");
  });

  it("tops the listener axis at a whole step over the largest audience, and maps time and listeners onto the plot", () => {
    const layout = chartLayout(series());
    expect(layout).toMatchObject({ from: TO - 6 * H, to: TO, span: 6 * H, step: 10, top: 40 });
    const { plot, x, y } = layout;
    expect(plot.left).toBe(PAD.left);
    expect(x(layout.from)).toBe(plot.left);
    expect(x(TO)).toBe(plot.left + plot.width);
    expect(y(0)).toBe(plot.top + plot.height);
    expect(y(40)).toBe(plot.top);
  });

  it("starts where the panel's history reaches back to when that is later than asked", () => {
    expect(chartLayout(series({ reachesBackTo: TO - 3 * H })).from).toBe(TO - 3 * H);
  });

  it("clips a live DJ's band to the plot, and skips one that falls outside it", () => {
    const layout = chartLayout(series());
    const { plot } = layout;
    const band = liveBand(layout, { from: TO - 9 * H, to: TO - 3 * H });
    expect(band?.left).toBe(plot.left);
    expect(band?.right).toBe(layout.x(TO - 3 * H));
    expect(liveBand(layout, { from: TO - 9 * H, to: TO - 7 * H })).toBeNull();
  });

  it("lets a short band's name run on up to 220 units, as far as the plot goes", () => {
    const layout = chartLayout(series());
    const { plot } = layout;
    const short = liveBand(layout, { from: TO - 4 * H, to: TO - 4 * H + 60_000 });
    expect(short?.room).toBe(220 - 8);
    const atEnd = liveBand(layout, { from: TO - 60_000, to: TO });
    expect(atEnd?.room).toBeCloseTo(plot.left + plot.width - (atEnd?.left ?? 0) - 8);
  });
});
