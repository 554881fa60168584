import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compare, compareSums, trendArrow } from "../../src/stats/compare.js";

describe("compare", () => {
  it("gives the change in percent of the previous figure, with its arrow", () => {
    expect(compare(100, 80)).toEqual({ current: 100, previous: 80, trend: "up", percent: 25 });
    expect(compare(60, 80)).toMatchObject({ trend: "down", percent: -25 });
    expect(compare(5, 5)).toMatchObject({ trend: "same", percent: 0 });
    expect(trendArrow("up")).toBe("▲");
    expect(trendArrow("down")).toBe("▼");
    expect(trendArrow("same")).toBe("");
  });

  it("gives no percentage when the previous period is empty or zero, and no trend without both figures", () => {
    expect(compare(12, null)).toEqual({ current: 12, previous: null, trend: null, percent: null });
    expect(compare(null, 12)).toEqual({ current: null, previous: 12, trend: null, percent: null });
    expect(compare(12, 0)).toEqual({ current: 12, previous: 0, trend: "up", percent: null });
    expect(compare(0, 0)).toEqual({ current: 0, previous: 0, trend: "same", percent: null });
    expect(trendArrow(null)).toBe("");
  });

  it("never gives Infinity or NaN", () => {
    const figure = fc.option(fc.oneof(fc.double(), fc.constant(0), fc.double({ min: 0, max: 1e-300 })), {
      nil: null,
    });
    fc.assert(
      fc.property(figure, figure, (current, previous) => {
        const { percent } = compare(current, previous);
        expect(percent === null || Number.isFinite(percent)).toBe(true);
      }),
    );
  });
});

describe("compareSums", () => {
  it("compares a sum only when the period before was watched for at least half as long", () => {
    const hour = 3_600_000;
    expect(
      compareSums({ value: 100, coveredMs: 100 * hour }, { value: 80, coveredMs: 60 * hour }),
    ).toMatchObject({
      trend: "up",
      percent: 25,
    });
    const partly = compareSums({ value: 100, coveredMs: 100 * hour }, { value: 1, coveredMs: 10 * hour });
    expect(partly).toEqual({ current: 100, previous: 1, trend: null, percent: null, partlySeen: true });
    expect(
      compareSums({ value: 5, coveredMs: hour }, { value: null, coveredMs: 0 }).partlySeen,
    ).toBeUndefined();
  });
});
