import { afterEach, describe, expect, it } from "vitest";
import { type ChartProcessOptions, createChartProcess, NO_CANVAS } from "../../src/charts/chart-process.js";
import { STATS_CHART_BOUNDS } from "../../src/charts/stats-chart-request.js";
import { formatCount } from "../../src/i18n/numbers.js";
import { silentLogger } from "../../src/log.js";
import { renderStatsChart } from "../../src/render/stats-chart.js";
import { sampleChart, WORDS } from "./stats-chart-fixtures.js";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const opened: ReturnType<typeof createChartProcess>[] = [];

afterEach(async () => {
  for (const charts of opened.splice(0)) await charts.close();
});

function chartProcess(options: Partial<ChartProcessOptions> = {}) {
  const charts = createChartProcess({ log: silentLogger, ...options });
  opened.push(charts);
  return charts;
}

describe("a /stats chart through the chart process", () => {
  it("draws the same PNG, byte for byte, as drawing in this process, numbers written in the reader's language", async () => {
    const charts = chartProcess();
    const chart = { ...sampleChart("week"), points: [{ at: sampleChart("week").from, listeners: 12_345 }] };
    const outcome = await charts.drawStats(chart, "de");
    const png = outcome.png ?? Buffer.alloc(0);
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([800, 736]);
    const here = renderStatsChart(chart, (n) => formatCount("de", n));
    expect(png.equals(here ?? Buffer.alloc(1))).toBe(true);
    expect(png.equals(renderStatsChart(chart, (n) => formatCount("en", n)) ?? Buffer.alloc(1))).toBe(false);
  });

  it("draws a day, an empty month and a year with no shows in the same process", async () => {
    const charts = chartProcess();
    const sizes = [];
    for (const chart of [
      sampleChart("day"),
      sampleChart("month", { empty: true }),
      sampleChart("year", { shows: false }),
    ]) {
      const png = (await charts.drawStats(chart, "en")).png ?? Buffer.alloc(24);
      sizes.push([png.readUInt32BE(16), png.readUInt32BE(20)]);
    }
    expect(sizes).toEqual([
      [800, 368],
      [800, 736],
      [800, 736],
    ]);
  });

  it("refuses a chart beyond its bounds or of the wrong shape, logs why, and goes on drawing", async () => {
    const errors: string[] = [];
    const charts = chartProcess({ log: { ...silentLogger, error: (line) => errors.push(line) } });
    const week = sampleChart("week");
    const tooMany = Array.from({ length: STATS_CHART_BOUNDS.points + 1 }, (_, i) => ({
      at: week.from + i * 60_000,
      listeners: 1,
    }));
    expect(await charts.drawStats({ ...week, points: tooMany }, "en")).toEqual({ png: null, why: "failed" });
    const pid = charts.running()?.pid;
    const sixDays = { ...week, words: { ...WORDS, weekdays: WORDS.weekdays.slice(0, 6) } };
    expect(await charts.drawStats(sixDays, "en")).toEqual({ png: null, why: "failed" });
    const backwards = { ...week, from: week.to, to: week.from };
    expect(await charts.drawStats(backwards, "en")).toEqual({ png: null, why: "failed" });
    expect(errors).toHaveLength(3);
    expect(errors[0]).toMatch(/^chart refused: chart\.points: /);
    expect(errors[1]).toMatch(/^chart refused: chart\.words\.weekdays: /);
    expect(errors[2]).toMatch(/a year at most/);
    expect((await charts.drawStats(week, "en")).png?.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(charts.running()?.pid).toBe(pid);
  });

  it("says no-canvas, and logs why, when this platform cannot load the drawing library", async () => {
    const warnings: string[] = [];
    const charts = chartProcess({
      log: { ...silentLogger, warn: (line) => warnings.push(line) },
      execArgv: ["--import", new URL("../support/no-canvas.ts", import.meta.url).href],
    });
    expect(await charts.drawStats(sampleChart("week"), "en")).toEqual({ png: null, why: "no-canvas" });
    expect(warnings).toEqual([NO_CANVAS]);
  });
});
