import type { SKRSContext2D } from "@napi-rs/canvas";
import { CHART_COLORS, drawListenerAxis, FONT } from "./chart-drawing.js";
import { BOARD_HEIGHT, type ChartLayout } from "./chart-layout.js";
import { fitText } from "./fit-text.js";
import type { StatsChart } from "./stats-chart-input.js";
import { audienceLayout, audienceRuns, showBands } from "./stats-chart-layout.js";

/** A show's band narrower than this (board units) is not named: its name would stand for a crowd of shows. */
const MIN_NAMED = 4;

/**
 * The `/stats` chart's first panel, on the board's top 460 units: the audience over the period as a line over
 * its area, the live shows shaded and named where there is room, the listener axis and the time axis' labels.
 * Numbers are written by `formatNumber`.
 */
export function drawAudiencePanel(
  ctx: SKRSContext2D,
  chart: StatsChart,
  formatNumber: (n: number) => string,
): void {
  const layout = audienceLayout(chart);
  drawShows(ctx, layout, chart.shows);
  drawAxes(ctx, layout, chart, formatNumber);
  const runs = audienceRuns(chart.points, chart.kind);
  for (const run of runs) drawRun(ctx, layout, run);
  drawHeader(ctx, layout, chart);
  if (runs.length === 0) {
    const { plot } = layout;
    ctx.font = `22px ${FONT}`;
    ctx.fillStyle = CHART_COLORS.muted;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(
      fitText(ctx, chart.words.noData, plot.width - 40, 100),
      plot.left + plot.width / 2,
      plot.top + plot.height / 2,
    );
  }
}

function drawShows(ctx: SKRSContext2D, layout: ChartLayout, shows: StatsChart["shows"]): void {
  const { plot } = layout;
  ctx.font = `bold 18px ${FONT}`;
  ctx.textAlign = "left";
  ctx.textBaseline = "alphabetic";
  showBands(layout, shows).forEach((band, i) => {
    const show = shows[i];
    if (!band || !show) return;
    ctx.fillStyle = CHART_COLORS.live;
    // Over a year a show is thinner than a pixel: drawn to scale, many of them tint the plot as much as they
    // filled the period, and none is named.
    ctx.fillRect(band.left, plot.top, band.right - band.left, plot.height);
    if (band.right - band.left < MIN_NAMED) return;
    ctx.fillStyle = CHART_COLORS.liveLabel;
    const name = fitText(ctx, show.dj, band.room);
    if (name) ctx.fillText(name, band.left + 4, plot.top + 22);
  });
}

function drawAxes(
  ctx: SKRSContext2D,
  layout: ChartLayout,
  chart: StatsChart,
  formatNumber: (n: number) => string,
): void {
  const { plot, x } = layout;
  drawListenerAxis(ctx, layout, formatNumber);
  ctx.strokeStyle = CHART_COLORS.grid;
  ctx.font = `20px ${FONT}`;
  ctx.textAlign = "center";
  ctx.textBaseline = "top";
  ctx.lineWidth = 1;
  for (const tick of chart.ticks) {
    if (tick.at < chart.from || tick.at > chart.to) continue;
    ctx.beginPath();
    ctx.moveTo(x(tick.at), plot.top);
    ctx.lineTo(x(tick.at), plot.top + plot.height + 6);
    ctx.stroke();
    ctx.fillStyle = CHART_COLORS.muted;
    ctx.fillText(fitText(ctx, tick.label, 120, 16), x(tick.at), plot.top + plot.height + 12);
  }
}

/** One run of the audience: a line through the buckets' averages over the area under it (a dot when alone). */
function drawRun(
  ctx: SKRSContext2D,
  layout: ChartLayout,
  run: readonly { at: number; listeners: number }[],
): void {
  const { x, y } = layout;
  const first = run[0];
  const last = run.at(-1);
  if (!first || !last) return;
  if (run.length === 1) {
    ctx.fillStyle = CHART_COLORS.line;
    ctx.beginPath();
    ctx.arc(x(first.at), y(first.listeners), 5, 0, Math.PI * 2);
    ctx.fill();
    return;
  }
  ctx.beginPath();
  for (const p of run) ctx.lineTo(x(p.at), y(p.listeners));
  ctx.strokeStyle = CHART_COLORS.line;
  ctx.lineWidth = run.length > 200 ? 3 : 4;
  ctx.lineJoin = "round";
  ctx.stroke();
  ctx.lineTo(x(last.at), y(0));
  ctx.lineTo(x(first.at), y(0));
  ctx.closePath();
  ctx.fillStyle = CHART_COLORS.fill;
  ctx.fill();
}

/** The title, the listener axis' name, the legend (the live shows' only when there are some) and the time axis' name. */
function drawHeader(ctx: SKRSContext2D, layout: ChartLayout, chart: StatsChart): void {
  const { plot } = layout;
  const { words } = chart;
  ctx.textBaseline = "alphabetic";
  ctx.font = `20px ${FONT}`;
  let right = plot.left + plot.width;
  ctx.textAlign = "right";
  const legend = (text: string, swatch: (left: number) => void) => {
    const label = fitText(ctx, text, 220);
    ctx.fillStyle = CHART_COLORS.text;
    ctx.fillText(label, right, 36);
    swatch(right - ctx.measureText(label).width - 34);
    right -= ctx.measureText(label).width + 58;
  };
  if (chart.shows.length > 0)
    legend(words.legendLive, (left) => {
      ctx.fillStyle = CHART_COLORS.live;
      ctx.fillRect(left, 18, 24, 24);
    });
  legend(words.legendListeners, (left) => {
    ctx.fillStyle = CHART_COLORS.line;
    ctx.fillRect(left, 28, 24, 4);
  });
  ctx.textAlign = "left";
  ctx.fillStyle = CHART_COLORS.text;
  ctx.font = `bold 22px ${FONT}`;
  ctx.fillText(fitText(ctx, words.title, right - 20 - 16, 100), 20, 36);
  ctx.font = `18px ${FONT}`;
  ctx.fillStyle = CHART_COLORS.muted;
  ctx.fillText(fitText(ctx, words.listenersAxis, plot.width / 2), 20, 62);
  ctx.textAlign = "center";
  ctx.font = `20px ${FONT}`;
  ctx.fillStyle = CHART_COLORS.text;
  ctx.fillText(fitText(ctx, words.timeAxis, plot.width, 100), plot.left + plot.width / 2, BOARD_HEIGHT - 16);
}
