import { createPanelClient } from "../src/panel/client.js";
import { historyPageSchema } from "../src/panel/schemas.js";
import { renderListenerChart } from "../src/render/listener-chart.js";
import { startSimulatedPanel } from "../src/simulator/server.js";
import { SimulatedStation } from "../src/simulator/station.js";

/** A figure a benchmark measured, with the target the issue set for it. */
export interface Figure {
  readonly name: string;
  readonly value: string;
  readonly target: string;
  readonly ok: boolean;
}

/** Upstream requests caused by 200 concurrent identical calls (target: 1). */
export async function singleFlightFigure(): Promise<Figure> {
  const panel = await startSimulatedPanel({ seed: 1 });
  panel.setLatency(20);
  try {
    const client = createPanelClient({ baseUrl: panel.url, serverId: 1 });
    await Promise.all(Array.from({ length: 200 }, () => client.history({ limit: 10, offset: 0 })));
    const requests = panel.count("history");
    return {
      name: "panel requests for 200 concurrent identical calls",
      value: String(requests),
      target: "1",
      ok: requests === 1,
    };
  } finally {
    await panel.close();
  }
}

/** Median time to parse a 100-entry history page (target: under 1 ms). */
export function parseFigure(): Figure {
  const station = new SimulatedStation({ seed: 1, now: () => Date.UTC(2026, 10, 21, 12), window: 500 });
  const all = station.history("https://radio.example.com:8080");
  // Parse the JSON text each time, as the client does: the body arrives as text.
  const body = JSON.stringify({ count: all.length, next: null, previous: null, results: all.slice(0, 100) });
  for (let i = 0; i < 200; i++) historyPageSchema.parse(JSON.parse(body));
  const times: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const t0 = performance.now();
    historyPageSchema.parse(JSON.parse(body));
    times.push(performance.now() - t0);
  }
  const median = medianOf(times);
  return {
    name: "median parse of a 100-entry history page",
    value: `${median.toFixed(3)} ms`,
    target: "< 1 ms",
    ok: median < 1,
  };
}

/** Median time to draw the listener chart for 500 plays over 72 hours (target: under 30 ms). */
export function chartFigure(): Figure {
  const to = Date.UTC(2026, 10, 22, 12, 0);
  const from = to - 72 * 3_600_000;
  const points = Array.from({ length: 500 }, (_, i) => ({
    at: from + (i * (to - from)) / 500,
    listeners: 20 + Math.round(15 * Math.sin(i / 17) + (i % 7)),
  }));
  const series = {
    points,
    live: [{ from: from + 10 * 3_600_000, to: from + 12 * 3_600_000, dj: "DJ Nova" }],
    from,
    to,
    reachesBackTo: null,
  };
  renderListenerChart(series, "en");
  const times: number[] = [];
  for (let i = 0; i < 50; i++) {
    const t0 = performance.now();
    renderListenerChart(series, i % 2 ? "ru" : "en");
    times.push(performance.now() - t0);
  }
  const median = medianOf(times);
  return {
    name: "median listener chart render, 500 points",
    value: `${median.toFixed(1)} ms`,
    target: "< 30 ms",
    ok: median < 30,
  };
}

/** The middle of a list of timings. */
function medianOf(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
