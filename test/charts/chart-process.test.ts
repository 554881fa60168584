import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { listeners } from "../../commands/listeners.js";
import { type ChartProcessOptions, createChartProcess, NO_CANVAS } from "../../src/charts/chart-process.js";
import type { ListenerCharts } from "../../src/charts/listener-charts.js";
import { silentLogger } from "../../src/log.js";
import { CHART_HEIGHT, CHART_WIDTH, renderListenerChart } from "../../src/render/listener-chart.js";
import { listenerSeries } from "../../src/station/listener-series.js";
import { contextFor, optionsOf } from "../support/context.js";
import { dj, entry } from "../support/fixtures.js";
import { clientFor, simulatedPanel } from "../support/simulator.js";

const H = 3_600_000;
const TO = Date.UTC(2026, 10, 22, 12, 0);
const SERIES = listenerSeries(
  Array.from({ length: 10 }, (_, i) =>
    entry({ id: 1000 + i, ts: TO - (10 - i) * H, n_listeners: 10 + (i % 4) * 7, dj_name: "AutoDJ" }),
  ),
  [dj({ id: 1, name: "AutoDJ", cat: "auto" })],
  TO - 24 * H,
  TO,
);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const root = fileURLToPath(new URL("../../", import.meta.url));
const opened: ListenerCharts[] = [];

afterEach(async () => {
  for (const charts of opened.splice(0)) await charts.close();
});

function chartProcess(options: Partial<ChartProcessOptions> = {}) {
  const charts = createChartProcess({ log: silentLogger, ...options });
  opened.push(charts);
  return charts;
}

/** The running chart process, once a chart has been drawn. */
function runningOf(charts: ReturnType<typeof createChartProcess>): ChildProcess {
  const child = charts.running();
  if (!child) throw new Error("no chart process is running");
  return child;
}

describe("the chart process", () => {
  it("draws the same PNG, byte for byte, as drawing in this process: 800 × 368", async () => {
    const charts = chartProcess();
    const outcome = await charts.draw(SERIES, "ru");
    const png = outcome.png ?? Buffer.alloc(0);
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([CHART_WIDTH, CHART_HEIGHT]);
    expect(png.equals(renderListenerChart(SERIES, "ru") ?? Buffer.alloc(1))).toBe(true);
    expect(runningOf(charts).pid).not.toBe(process.pid);
  });

  it("ends its process when idle, and starts a new one for the next chart", async () => {
    const charts = chartProcess({ idleMs: 50 });
    expect((await charts.draw(SERIES, "en")).png).not.toBeNull();
    const first = runningOf(charts);
    const [code] = (await once(first, "exit")) as [number | null];
    expect(code).toBe(0);
    expect(charts.running()).toBeNull();
    expect((await charts.draw(SERIES, "en")).png?.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(runningOf(charts).pid).not.toBe(first.pid);
  });

  it("answers failed when its process dies while drawing, and the next chart starts a fresh one", async () => {
    const errors: string[] = [];
    const charts = chartProcess({ log: { ...silentLogger, error: (line) => errors.push(line) } });
    await charts.draw(SERIES, "en");
    const crashed = runningOf(charts);
    crashed.kill("SIGSTOP");
    const drawing = charts.draw(SERIES, "ru");
    crashed.kill("SIGKILL");
    expect(await drawing).toEqual({ png: null, why: "failed" });
    expect(errors.join("\n")).toMatch(/the chart process exited \(SIGKILL\)/);
    expect((await charts.draw(SERIES, "ru")).png).not.toBeNull();
    expect(runningOf(charts).pid).not.toBe(crashed.pid);
  });

  it("says no-canvas, and logs why, when this platform cannot load the drawing library", async () => {
    const warnings: string[] = [];
    const charts = chartProcess({
      log: { ...silentLogger, warn: (line) => warnings.push(line) },
      execArgv: ["--import", new URL("../support/no-canvas.ts", import.meta.url).href],
    });
    expect(await charts.draw(SERIES, "en")).toEqual({ png: null, why: "no-canvas" });
    expect(await charts.draw(SERIES, "ru")).toEqual({ png: null, why: "no-canvas" });
    expect(warnings).toEqual([NO_CANVAS, NO_CANVAS]);
  });

  it("does not keep its parent alive while idle, and exits with it", async () => {
    const script = spawn(
      process.execPath,
      ["--import", import.meta.resolve("tsx"), "test/support/chart-once.ts"],
      { cwd: root, stdio: ["ignore", "pipe", "inherit"] },
    );
    let out = "";
    script.stdout.setEncoding("utf8").on("data", (chunk: string) => (out += chunk));
    // "close" comes once every holder of the script's stdout has closed it: the chart process inherits it.
    const [code] = (await once(script, "close")) as [number | null];
    expect(code).toBe(0);
    expect(out).toMatch(/^drew \d{4,} bytes in \d+\n$/);
  });
});

describe("/listeners through the chart process", () => {
  it("says the chart cannot be drawn when the chart process hangs, then draws it again next time", async () => {
    const panel = await simulatedPanel({ lively: false });
    const { client } = clientFor(panel);
    const charts = chartProcess({ timeoutMs: 6_000 });
    const context = contextFor(client, { charts });
    expect((await listeners.execute(optionsOf({ hours: 6 }), context)).files).toHaveLength(1);
    const hung = runningOf(charts);
    hung.kill("SIGSTOP");
    const exited = once(hung, "exit");
    const unavailable = await listeners.execute(optionsOf({ hours: 5 }), context);
    expect(unavailable.files).toBeUndefined();
    expect(unavailable.embeds[0]?.description).toContain("The chart cannot be drawn on this server");
    expect(await exited).toEqual([null, "SIGKILL"]);
    const again = await listeners.execute(optionsOf({ hours: 5 }), context);
    expect(again.files?.[0]?.data.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  }, 40_000);
});
