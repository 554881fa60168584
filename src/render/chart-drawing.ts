import type { SKRSContext2D } from "@napi-rs/canvas";
import type { ListenerSeries } from "../station/listener-series.js";
import {
  BOARD_HEIGHT,
  BOARD_WIDTH,
  type ChartLayout,
  liveBand,
  PAD,
  timeLabel,
  timeTicks,
} from "./chart-layout.js";
import { fitText } from "./fit-text.js";

/** The name the bot's font is registered under. */
export const FONT = "RadioChart";

/**
 * Colours that read on Discord's dark and light themes alike: the chart is its own dark card, with light text,
 * a green line, and the live DJs' spans in red.
 */
export const CHART_COLORS = {
  background: "#1e1f22",
  grid: "#3a3c42",
  text: "#dbdee1",
  muted: "#a3a6aa",
  line: "#23c48e",
  fill: "rgba(35, 196, 142, 0.18)",
  marker: "#eafff6",
  live: "rgba(229, 57, 53, 0.28)",
  liveLabel: "#ff8a80",
} as const;

/** Above this many plays the markers would merge into a blur: only the line is drawn. */
export const MAX_MARKERS = 120;

/** The chart's own dark card, with rounded corners. */
export function drawCard(ctx: SKRSContext2D): void {
  ctx.fillStyle = CHART_COLORS.background;
  roundRect(ctx, 0, 0, BOARD_WIDTH, BOARD_HEIGHT, 24);
  ctx.fill();
}

/** The live DJs' spans, shaded with their names; drawn first, under everything else. */
export function drawLiveSpans(ctx: SKRSContext2D, layout: ChartLayout, live: ListenerSeries["live"]): void {
  const { plot } = layout;
  ctx.font = `bold 20px ${FONT}`;
  for (const span of live) {
    const band = liveBand(layout, span);
    if (!band) continue;
    ctx.fillStyle = CHART_COLORS.live;
    ctx.fillRect(band.left, plot.top, band.right - band.left, plot.height);
    ctx.fillStyle = CHART_COLORS.liveLabel;
    ctx.fillText(fitText(ctx, span.dj, band.room), band.left + 4, plot.top + 24);
  }
}

/**
 * The grid and the listener axis, its numbers (`format`: grouped as the reader's language groups them, "1 000 000")
 * smaller when the widest would run off the card's edge. The listeners chart and the /stats chart share it.
 */
export function drawListenerAxis(
  ctx: SKRSContext2D,
  layout: ChartLayout,
  format: (listeners: number) => string,
): void {
  const { plot, top, step, y } = layout;
  ctx.font = `20px ${FONT}`;
  const widest = ctx.measureText(format(top)).width;
  ctx.font = `${Math.min(20, Math.floor((20 * (PAD.left - 20)) / Math.max(1, widest)))}px ${FONT}`;
  ctx.strokeStyle = CHART_COLORS.grid;
  ctx.lineWidth = 1.5;
  ctx.textAlign = "right";
  ctx.textBaseline = "middle";
  for (let n = 0; n <= top; n += step) {
    ctx.beginPath();
    ctx.moveTo(plot.left, y(n));
    ctx.lineTo(plot.left + plot.width, y(n));
    ctx.stroke();
    ctx.fillStyle = CHART_COLORS.muted;
    ctx.fillText(format(n), plot.left - 12, y(n));
  }
}

/** The time axis' labels under the plot. */
export function drawTimeAxis(ctx: SKRSContext2D, layout: ChartLayout): void {
  const { plot, from, to, span, x } = layout;
  ctx.font = `20px ${FONT}`;
  ctx.textAlign = "center";
  ctx.textBaseline = "top";
  const hours = span / 3_600_000;
  for (const tick of timeTicks(from, to)) {
    ctx.fillStyle = CHART_COLORS.muted;
    ctx.fillText(timeLabel(tick, hours), x(tick), plot.top + plot.height + 12);
  }
}

/**
 * The audience as a step line (it holds from one play's start to the next), the area under it, and a marker at
 * each play's start while they stay apart enough to be seen one by one.
 */
export function drawAudience(ctx: SKRSContext2D, layout: ChartLayout, series: ListenerSeries): void {
  const { from, x, y } = layout;
  const points = series.points.filter((p) => p.at >= from);
  ctx.beginPath();
  points.forEach((p, i) => {
    const previous = points[i - 1];
    if (!previous) ctx.moveTo(x(p.at), y(p.listeners));
    else {
      ctx.lineTo(x(p.at), y(previous.listeners));
      ctx.lineTo(x(p.at), y(p.listeners));
    }
  });
  const last = points.at(-1);
  if (last) ctx.lineTo(x(series.to), y(last.listeners));
  ctx.strokeStyle = CHART_COLORS.line;
  ctx.lineWidth = 4;
  ctx.lineJoin = "round";
  ctx.stroke();
  const first = points[0];
  if (first && last) {
    ctx.lineTo(x(series.to), y(0));
    ctx.lineTo(x(first.at), y(0));
    ctx.closePath();
    ctx.fillStyle = CHART_COLORS.fill;
    ctx.fill();
  }
  if (points.length <= MAX_MARKERS) {
    ctx.fillStyle = CHART_COLORS.marker;
    for (const p of points) {
      ctx.beginPath();
      ctx.arc(x(p.at), y(p.listeners), 5, 0, Math.PI * 2);
      ctx.fill();
    }
  }
}

/** The axes' titles and, when a DJ was live, the legend of their spans. */
export function drawTitles(
  ctx: SKRSContext2D,
  layout: ChartLayout,
  words: { readonly listeners: string; readonly time: string; readonly live: string },
  hasLive: boolean,
): void {
  const { plot } = layout;
  ctx.fillStyle = CHART_COLORS.text;
  ctx.font = `bold 22px ${FONT}`;
  ctx.textAlign = "left";
  ctx.textBaseline = "alphabetic";
  ctx.fillText(words.listeners, plot.left, 36);
  ctx.textAlign = "center";
  ctx.font = `20px ${FONT}`;
  ctx.fillText(words.time, plot.left + plot.width / 2, BOARD_HEIGHT - 16);
  if (hasLive) {
    ctx.textAlign = "right";
    ctx.fillText(words.live, plot.left + plot.width, 36);
    const width = ctx.measureText(words.live).width;
    ctx.fillStyle = CHART_COLORS.live;
    ctx.fillRect(plot.left + plot.width - width - 34, 18, 24, 24);
  }
}

function roundRect(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}
