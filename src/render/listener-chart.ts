import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type * as Canvas from "@napi-rs/canvas";
import type { ListenerSeries } from "../station/listener-series.js";
import { catalogueOf } from "../i18n/catalogues.js";
import { formatCount } from "../i18n/numbers.js";
import type { Locale } from "../locale.js";
import {
  drawAudience,
  drawCard,
  drawListenerAxis,
  drawLiveSpans,
  drawTimeAxis,
  drawTitles,
  FONT,
} from "./chart-drawing.js";
import { BOARD_HEIGHT, BOARD_WIDTH, chartLayout } from "./chart-layout.js";

export { CHART_COLORS, MAX_MARKERS } from "./chart-drawing.js";

/** The chart's size in pixels: twice the size Discord shows it, so it stays sharp on every screen. */
export const CHART_WIDTH = 800;
export const CHART_HEIGHT = 368;

let canvasModule: typeof Canvas | null | undefined;
let board: Canvas.Canvas | undefined;

/**
 * The drawing library with the bot's font (DejaVu Sans, Latin and Cyrillic, shipped with the bot so the chart
 * reads the same on any server), or null when this platform has no binary of it: loaded on first use, so a
 * missing binary costs the chart, never the bot.
 */
export function chartLibrary(): typeof Canvas | null {
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

/**
 * Draws the audience over time as a PNG: a step line with a marker at each play's start, the live DJs' spans
 * shaded with their names, and axes labelled in the reader's language. Needs at least two points. Null when
 * this platform has no binary of the drawing library.
 */
export function renderListenerChart(series: ListenerSeries, locale: Locale): Buffer | null {
  const library = chartLibrary();
  if (!library) return null;
  // One canvas, drawn over each time (drawing is synchronous): a new one per chart would hold a megabyte of
  // native pixels each until the garbage collector finds it.
  board ??= library.createCanvas(CHART_WIDTH, CHART_HEIGHT);
  const ctx = board.getContext("2d");
  ctx.clearRect(0, 0, CHART_WIDTH, CHART_HEIGHT);
  // Every setting of this drawing (scale, alignment, styles) is undone at the end, for the next one.
  ctx.save();
  ctx.scale(CHART_WIDTH / BOARD_WIDTH, CHART_HEIGHT / BOARD_HEIGHT);
  const layout = chartLayout(series);
  drawCard(ctx);
  drawLiveSpans(ctx, layout, series.live);
  drawListenerAxis(ctx, layout, (n) => formatCount(locale, n));
  drawTimeAxis(ctx, layout);
  drawAudience(ctx, layout, series);
  drawTitles(ctx, layout, catalogueOf(locale).listener.chart, series.live.length > 0);
  ctx.restore();
  return board.toBuffer("image/png");
}
