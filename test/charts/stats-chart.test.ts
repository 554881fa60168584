import { createCanvas, loadImage } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { formatCount } from "../../src/i18n/numbers.js";
import { CHART_WIDTH } from "../../src/render/listener-chart.js";
import { renderStatsChart, statsChartSize } from "../../src/render/stats-chart.js";
import { audienceRuns, heatColor, showBands, audienceLayout } from "../../src/render/stats-chart-layout.js";
import { statsChartTicks } from "../../src/render/stats-chart-ticks.js";
import { periodAt } from "../../src/stats/periods.js";
import { sampleChart, WORDS, ZONE } from "./stats-chart-fixtures.js";

const H = 3_600_000;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const english = (n: number) => formatCount("en", n);

/** The PNG's width and height, read from its header. */
function sizeOf(png: Buffer | null): [number, number] {
  if (!png) throw new Error("this platform cannot draw charts");
  expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

/** The colour of the pixel at (x, y) of a PNG. */
async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext("2d");
  ctx.drawImage(image, 0, 0);
  return [...ctx.getImageData(x, y, 1, 1).data];
}

describe("renderStatsChart", () => {
  it.each([
    ["day", 368],
    ["week", 736],
    ["month", 736],
    ["year", 736],
  ] as const)("draws a %s as a PNG %i pixels tall, as wide as the /listeners chart", (kind, height) => {
    const chart = sampleChart(kind);
    expect(statsChartSize(chart)).toEqual({ width: CHART_WIDTH, height });
    expect(sizeOf(renderStatsChart(chart, english))).toEqual([800, height]);
  });

  it.each(["day", "week", "month", "year"] as const)("draws an empty %s at the same size", (kind) => {
    const chart = sampleChart(kind, { empty: true });
    expect(chart.points).toEqual([]);
    expect(sizeOf(renderStatsChart(chart, english))).toEqual([
      statsChartSize(chart).width,
      statsChartSize(chart).height,
    ]);
  });

  it("draws a week with no shows, and shades none", async () => {
    const chart = sampleChart("week", { shows: false });
    const png = renderStatsChart(chart, english);
    expect(sizeOf(png)).toEqual([800, 736]);
    const withShows = renderStatsChart(sampleChart("week"), english);
    expect(png?.equals(withShows ?? Buffer.alloc(0))).toBe(false);
  });

  it("leaves the heat map out of a day even when one is given", () => {
    const week = sampleChart("week");
    const day = { ...sampleChart("day"), heatMap: week.heatMap };
    expect(sizeOf(renderStatsChart(day, english))).toEqual([800, 368]);
  });

  it("draws on its own dark card, with transparent corners, so it reads on dark and light themes", async () => {
    const png = renderStatsChart(sampleChart("week"), english) ?? Buffer.alloc(0);
    expect(await pixel(png, 0, 0)).toEqual([0, 0, 0, 0]);
    expect(await pixel(png, 400, 4)).toEqual([0x1e, 0x1f, 0x22, 255]);
  });

  it("writes its numbers with the function it is given", () => {
    const seen: number[] = [];
    renderStatsChart(sampleChart("week"), (n) => {
      seen.push(n);
      return english(n);
    });
    expect(seen).toContain(0);
    expect(seen.every(Number.isInteger)).toBe(true);
  });
});

describe("the /stats chart's layout", () => {
  it("splits the line where the bot saw nothing, and draws each point at its bucket's middle", () => {
    const runs = audienceRuns(
      [
        { at: 0, listeners: 5 },
        { at: H, listeners: 7 },
        { at: 2 * H, listeners: null },
        { at: 3 * H, listeners: 4 },
        { at: 6 * H, listeners: 9 },
      ],
      "day",
    );
    expect(runs).toEqual([
      [
        { at: H / 2, listeners: 5 },
        { at: 1.5 * H, listeners: 7 },
      ],
      [{ at: 3.5 * H, listeners: 4 }],
      [{ at: 6.5 * H, listeners: 9 }],
    ]);
  });

  it("names a show only as far as the next one starts, and leaves out shows outside the period", () => {
    const chart = sampleChart("day", { empty: true });
    const layout = audienceLayout(chart);
    const bands = showBands(layout, [
      { dj: "a", from: chart.from + 2 * H, to: chart.from + 3 * H },
      { dj: "b", from: chart.from + 4 * H, to: chart.from + 5 * H },
      { dj: "c", from: chart.from - 5 * H, to: chart.from - H },
    ]);
    const [a, b, c] = bands;
    expect(a?.room).toBeCloseTo((b?.left ?? 0) - (a?.left ?? 0) - 8);
    expect(b?.room).toBeCloseTo(layout.plot.left + layout.plot.width - (b?.left ?? 0) - 8);
    expect(c).toBeNull();
  });

  it("colours the heat map from dim to bright, and an impossible share as the dimmest", () => {
    expect(heatColor(0)).toBe("rgb(29, 77, 64)");
    expect(heatColor(0.5)).toBe("rgb(35, 196, 142)");
    expect(heatColor(1)).toBe("rgb(242, 232, 109)");
    expect(heatColor(Number.NaN)).toBe(heatColor(0));
  });

  it("labels a week by its days, a day by every third hour and a year by its months", () => {
    const at = Date.UTC(2026, 10, 25, 12);
    const week = statsChartTicks(periodAt("week", at, ZONE), ZONE, WORDS.weekdays);
    expect(week.map((t) => t.label)).toEqual([
      "Mon 23",
      "Tue 24",
      "Wed 25",
      "Thu 26",
      "Fri 27",
      "Sat 28",
      "Sun 29",
    ]);
    const day = statsChartTicks(periodAt("day", at, ZONE), ZONE, WORDS.weekdays);
    expect(day.map((t) => t.label)).toEqual([
      "00:00",
      "03:00",
      "06:00",
      "09:00",
      "12:00",
      "15:00",
      "18:00",
      "21:00",
    ]);
    expect(statsChartTicks(periodAt("year", at, ZONE), ZONE, WORDS.weekdays)).toHaveLength(12);
    expect(statsChartTicks(periodAt("month", at, ZONE), ZONE, WORDS.weekdays).map((t) => t.label)).toEqual([
      "1",
      "8",
      "15",
      "22",
      "29",
    ]);
  });
});
