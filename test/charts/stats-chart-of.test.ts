import { describe, expect, it } from "vitest";
import { STATS_CHART_BOUNDS } from "../../src/charts/stats-chart-request.js";
import { boundShows, statsChartOf } from "../../src/render/stats-chart-of.js";
import type { ListenerBucket } from "../../src/stats/buckets.js";
import { periodAt } from "../../src/stats/periods.js";
import { STATION_TOTAL } from "../../src/stats/records.js";
import { NOW, WORDS, ZONE } from "./stats-chart-fixtures.js";

const H = 3_600_000;

function bucket(start: number, listeners: number, overrides: Partial<ListenerBucket> = {}): ListenerBucket {
  return {
    station: "s",
    channel: STATION_TOTAL,
    resolution: "hour",
    start,
    count: 4,
    sum: 4 * listeners,
    peak: listeners,
    listenerMs: listeners * H,
    coveredMs: H,
    ...overrides,
  };
}

describe("statsChartOf", () => {
  it("draws a week from the total series' hourly buckets in it, and its heat map", () => {
    const week = periodAt("week", NOW, ZONE);
    const chart = statsChartOf({
      period: week,
      zone: ZONE,
      words: WORDS,
      spans: [],
      buckets: [
        bucket(week.start + 2 * H, 30),
        bucket(week.start + H, 10),
        bucket(week.start + H, 99, { channel: "1" }),
        bucket(week.start + H, 99, { channel: "voice:1" }),
        bucket(week.start, 99, { resolution: "day" }),
        bucket(week.start - H, 99),
        bucket(week.end, 99),
      ],
    });
    expect(chart.points).toEqual([
      { at: week.start + H, listeners: 10 },
      { at: week.start + 2 * H, listeners: 30 },
    ]);
    expect(chart.heatMap?.max).toBe(30);
    expect(chart.heatMap?.cells[0]?.slice(0, 3)).toEqual([null, 10, 30]);
    expect(chart.ticks).toHaveLength(7);
  });

  it("draws a month from daily buckets, a day without a heat map, and cuts shows to the period", () => {
    const month = periodAt("month", NOW, ZONE);
    const daily = statsChartOf({
      period: month,
      zone: ZONE,
      words: WORDS,
      spans: [],
      buckets: [bucket(month.start, 5), bucket(month.start, 7, { resolution: "day" })],
    });
    expect(daily.points).toEqual([{ at: month.start, listeners: 7 }]);
    const day = periodAt("day", NOW, ZONE);
    const spans = [
      { station: "s", dj: "Early", from: day.start - H, to: day.start + H },
      { station: "s", dj: "Gone", from: day.start - 3 * H, to: day.start - 2 * H },
    ];
    const chart = statsChartOf({ period: day, zone: ZONE, words: WORDS, spans, buckets: [] });
    expect(chart.heatMap).toBeNull();
    expect(chart.shows).toEqual([{ dj: "Early", from: day.start, to: day.start + H }]);
  });
});

describe("boundShows", () => {
  it("keeps shows within the bound as they are", () => {
    const shows = [{ dj: "a", from: 0, to: H }];
    expect(boundShows(shows, 1)).toEqual(shows);
  });

  it("merges the closest shows until they fit, keeping a name only when one DJ played them all", () => {
    const starts = [0, 2, 40, 41.5, 120, 160];
    const shows = starts.map((start, i) => ({
      dj: i < 2 ? "a" : `dj${i}`,
      from: start * H,
      to: (start + 1) * H,
    }));
    const twoDjs = { dj: "", from: 40 * H, to: 42.5 * H };
    expect(boundShows(shows, 5)).toEqual([...shows.slice(0, 2), twoDjs, ...shows.slice(4)]);
    expect(boundShows(shows, 4)).toEqual([{ dj: "a", from: 0, to: 3 * H }, twoDjs, ...shows.slice(4)]);
    expect(
      boundShows(
        Array.from({ length: 5000 }, (_, i) => ({ dj: "x", from: i * H, to: i * H + 60_000 })),
        STATS_CHART_BOUNDS.shows,
      ).length,
    ).toBeLessThanOrEqual(STATS_CHART_BOUNDS.shows);
  });
});
