import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type * as Canvas from "@napi-rs/canvas";
import type { SKRSContext2D } from "@napi-rs/canvas";
import type { ListenerSeries } from "../station/listener-series.js";
import { catalogueOf } from "../i18n/catalogues.js";
import { formatCount } from "../i18n/numbers.js";
import type { Locale } from "../locale.js";
import { cleanText, truncate } from "./text.js";

/** The chart's size in pixels: twice the size Discord shows it, so it stays sharp on every screen. */
export const CHART_WIDTH = 800;
export const CHART_HEIGHT = 368;
/** The drawing is laid out on a 1000-unit-wide board and scaled to the chart's size. */
const BOARD_WIDTH = 1000;
const BOARD_HEIGHT = 460;

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

const FONT = "RadioChart";
let canvasModule: typeof Canvas | null | undefined;
let board: Canvas.Canvas | undefined;

/**
 * The drawing library with the bot's font (DejaVu Sans, Latin and Cyrillic, shipped with the bot so the chart
 * reads the same on any server), or null when this platform has no binary of it: loaded on first use, so a
 * missing binary costs the chart, never the bot.
 */
function canvas(): typeof Canvas | null {
  if (canvasModule !== undefined) return canvasModule;
  const require = createRequire(import.meta.url);
  try {
    const loaded = require("@napi-rs/canvas") as typeof Canvas;
    const folder = join(dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");
    loaded.GlobalFonts.registerFromPath(join(folder, "DejaVuSans.ttf"), FONT);
    loaded.GlobalFonts.registerFromPath(join(folder, "DejaVuSans-Bold.ttf"), FONT);
    canvasModule = loaded;
  } catch {
    canvasModule = null;
  }
  return canvasModule;
}

/** Above this many plays the markers would merge into a blur: only the line is drawn. */
export const MAX_MARKERS = 120;

const PAD = { left: 92, right: 28, top: 56, bottom: 78 };

/** Round numbers for the listener axis: 1, 2, 5 × a power of ten, about five steps. */
function niceStep(max: number): number {
  const raw = Math.max(1, max) / 5;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  return Math.max(1, Math.round(step));
}

/** Time ticks at whole hours, about six of them. */
function timeTicks(from: number, to: number): number[] {
  const hours = (to - from) / 3_600_000;
  const every = [1, 2, 3, 4, 6, 12, 24].find((h) => hours / h <= 7) ?? 24;
  const step = every * 3_600_000;
  const ticks: number[] = [];
  for (let t = Math.ceil(from / step) * step; t <= to; t += step) ticks.push(t);
  return ticks;
}

function label(ms: number, spanHours: number): string {
  const iso = new Date(ms).toISOString();
  return spanHours > 24 ? `${iso.slice(8, 10)}.${iso.slice(5, 7)} ${iso.slice(11, 16)}` : iso.slice(11, 16);
}

/**
 * Draws the audience over time as a PNG: a step line with a marker at each play's start, the live DJs' spans
 * shaded with their names, and axes labelled in the reader's language. Needs at least two points. Null when
 * this platform has no binary of the drawing library.
 */
export function renderListenerChart(series: ListenerSeries, locale: Locale): Buffer | null {
  const library = canvas();
  if (!library) return null;
  const words = catalogueOf(locale).listener.chart;
  // One canvas, drawn over each time (drawing is synchronous): a new one per chart would hold a megabyte of
  // native pixels each until the garbage collector finds it.
  board ??= library.createCanvas(CHART_WIDTH, CHART_HEIGHT);
  const ctx = board.getContext("2d");
  ctx.clearRect(0, 0, CHART_WIDTH, CHART_HEIGHT);
  // Every setting of this drawing (scale, alignment, styles) is undone at the end, for the next one.
  ctx.save();
  ctx.scale(CHART_WIDTH / BOARD_WIDTH, CHART_HEIGHT / BOARD_HEIGHT);
  const plot = {
    left: PAD.left,
    top: PAD.top,
    width: BOARD_WIDTH - PAD.left - PAD.right,
    height: BOARD_HEIGHT - PAD.top - PAD.bottom,
  };
  const from = series.reachesBackTo ?? series.from;
  const span = Math.max(1, series.to - from);
  const max = Math.max(1, ...series.points.map((p) => p.listeners));
  const step = niceStep(max);
  const top = Math.ceil(max / step) * step;
  const x = (t: number) => plot.left + ((t - from) / span) * plot.width;
  const y = (n: number) => plot.top + plot.height - (n / top) * plot.height;

  ctx.fillStyle = CHART_COLORS.background;
  roundRect(ctx, 0, 0, BOARD_WIDTH, BOARD_HEIGHT, 24);
  ctx.fill();

  // Live DJs first, under everything else.
  ctx.font = `bold 20px ${FONT}`;
  for (const span of series.live) {
    const left = Math.max(plot.left, x(span.from));
    const right = Math.min(plot.left + plot.width, x(span.to));
    if (right <= left) continue;
    ctx.fillStyle = CHART_COLORS.live;
    ctx.fillRect(left, plot.top, right - left, plot.height);
    // The name may run past a short span, as far as the plot goes.
    const room = Math.max(right - left, Math.min(220, plot.left + plot.width - left)) - 8;
    ctx.fillStyle = CHART_COLORS.liveLabel;
    ctx.fillText(fit(ctx, span.dj, room), left + 4, plot.top + 24);
  }

  // Grid and the listener axis, its numbers smaller when the widest (grouped as the reader's language groups
  // them, "1 000 000") would run off the card's edge.
  ctx.font = `20px ${FONT}`;
  const widest = ctx.measureText(formatCount(locale, top)).width;
  ctx.font = `${Math.min(20, Math.floor((20 * (PAD.left - 20)) / widest))}px ${FONT}`;
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
    ctx.fillText(formatCount(locale, n), plot.left - 12, y(n));
  }
  ctx.font = `20px ${FONT}`;
  ctx.textAlign = "center";
  ctx.textBaseline = "top";
  const hours = span / 3_600_000;
  for (const tick of timeTicks(from, series.to)) {
    ctx.fillStyle = CHART_COLORS.muted;
    ctx.fillText(label(tick, hours), x(tick), plot.top + plot.height + 12);
  }

  // The audience: it holds from one play's start to the next.
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
  // A marker at each play's start, while they stay apart enough to be seen one by one.
  if (points.length <= MAX_MARKERS) {
    ctx.fillStyle = CHART_COLORS.marker;
    for (const p of points) {
      ctx.beginPath();
      ctx.arc(x(p.at), y(p.listeners), 5, 0, Math.PI * 2);
      ctx.fill();
    }
  }

  // Axis titles and the legend.
  ctx.fillStyle = CHART_COLORS.text;
  ctx.font = `bold 22px ${FONT}`;
  ctx.textAlign = "left";
  ctx.textBaseline = "alphabetic";
  ctx.fillText(words.listeners, plot.left, 36);
  ctx.textAlign = "center";
  ctx.font = `20px ${FONT}`;
  ctx.fillText(words.time, plot.left + plot.width / 2, BOARD_HEIGHT - 16);
  if (series.live.length > 0) {
    ctx.textAlign = "right";
    ctx.fillText(words.live, plot.left + plot.width, 36);
    const width = ctx.measureText(words.live).width;
    ctx.fillStyle = CHART_COLORS.live;
    ctx.fillRect(plot.left + plot.width - width - 34, 18, 24, 24);
  }
  ctx.restore();
  return board.toBuffer("image/png");
}

/** The longest start of `text` (cleaned, at most 40 characters) that fits `width`, with an ellipsis when cut. */
function fit(ctx: SKRSContext2D, text: string, width: number): string {
  if (width < 20) return "";
  const clean = cleanText(text);
  let low = 0;
  let high = Math.min(clean.length, 40);
  const candidate = (n: number) => (n >= clean.length ? clean : truncate(clean, n + 1));
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (ctx.measureText(candidate(mid)).width <= width) low = mid;
    else high = mid - 1;
  }
  return low === 0 ? "" : candidate(low);
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
