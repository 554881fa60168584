import { describe, expect, it } from "vitest";
import { type ChartOutcome, type ListenerCharts, reuseCharts } from "../../src/charts/listener-charts.js";
import type { ListenerSeries } from "../../src/station/listener-series.js";

const H = 3_600_000;
const series = (to: number): ListenerSeries => ({
  points: [
    { at: to - 2 * H, listeners: 4 },
    { at: to - H, listeners: 9 },
  ],
  live: [],
  from: to - 24 * H,
  to,
  reachesBackTo: null,
});

/** A drawer that answers with the outcomes it is given, in turn, and counts what it was asked. */
function scripted(...outcomes: ChartOutcome[]): ListenerCharts & { asked: number } {
  const drawer = {
    asked: 0,
    draw: async () => outcomes[drawer.asked++] ?? { png: Buffer.from("png") },
    close: async () => {},
  };
  return drawer;
}

describe("reuseCharts", () => {
  it("draws once for everyone asking for the same chart, at once or later", async () => {
    const drawer = scripted();
    const charts = reuseCharts(drawer);
    const [a, b] = await Promise.all([charts.draw(series(60_000), "en"), charts.draw(series(60_000), "en")]);
    expect(a).toBe(b);
    await charts.draw(series(60_000), "en");
    expect(drawer.asked).toBe(1);
  });

  it("draws again for another minute or another language", async () => {
    const drawer = scripted();
    const charts = reuseCharts(drawer);
    await charts.draw(series(60_000), "en");
    await charts.draw(series(120_000), "en");
    await charts.draw(series(120_000), "ru");
    expect(drawer.asked).toBe(3);
  });

  it("forgets a failed drawing, so the next ask tries again", async () => {
    const drawer = scripted({ png: null, why: "failed" });
    const charts = reuseCharts(drawer);
    expect(await charts.draw(series(60_000), "en")).toEqual({ png: null, why: "failed" });
    expect((await charts.draw(series(60_000), "en")).png?.toString()).toBe("png");
    expect(drawer.asked).toBe(2);
  });

  it("keeps only the latest charts", async () => {
    const drawer = scripted();
    const charts = reuseCharts(drawer, 2);
    for (const minute of [1, 2, 3, 1]) await charts.draw(series(minute * 60_000), "en");
    expect(drawer.asked).toBe(4);
  });
});
