import type * as Canvas from "@napi-rs/canvas";
import { drawAudiencePanel } from "./audience-panel.js";
import { CHART_COLORS } from "./chart-drawing.js";
import { BOARD_WIDTH } from "./chart-layout.js";
import { drawHeatMapPanel } from "./heat-map-panel.js";
import { CHART_WIDTH, chartLibrary } from "./listener-chart.js";
import type { StatsChart } from "./stats-chart-input.js";
import { PANEL_HEIGHT, statsBoardHeight } from "./stats-chart-layout.js";

export type {
  StatsChart,
  StatsChartPoint,
  StatsChartShow,
  StatsChartTick,
  StatsChartWords,
} from "./stats-chart-input.js";

/** The board's scale to pixels: the `/listeners` chart's, twice the size Discord shows an attachment. */
const SCALE = CHART_WIDTH / BOARD_WIDTH;

/**
 * The `/stats` chart's size in pixels: as wide as the `/listeners` chart, and twice as tall with the heat map
 * (a week or longer). Discord shows it at half this size. Pure.
 */
export function statsChartSize(chart: Pick<StatsChart, "kind" | "heatMap">): {
  width: number;
  height: number;
} {
  return { width: CHART_WIDTH, height: Math.round(statsBoardHeight(chart) * SCALE) };
}

// One canvas per height, drawn over each time, as the /listeners chart does (a new one per chart would hold its
// native pixels until the garbage collector finds it).
const boards = new Map<number, Canvas.Canvas>();

/**
 * Draws the `/stats` chart as a PNG: the audience over the period with the live shows shaded and named and, for
 * a week or longer, the hour-of-week heat map under it. Every word comes in `chart.words`; numbers are written by
 * `formatNumber`. On the `/listeners` chart's own dark card, so it reads on Discord's dark and light themes.
 * Null when this platform has no binary of the drawing library.
 */
export function renderStatsChart(chart: StatsChart, formatNumber: (n: number) => string): Buffer | null {
  const library = chartLibrary();
  if (!library) return null;
  const { width, height } = statsChartSize(chart);
  const board = boards.get(height) ?? library.createCanvas(width, height);
  boards.set(height, board);
  const ctx = board.getContext("2d");
  ctx.clearRect(0, 0, width, height);
  ctx.save();
  ctx.scale(SCALE, SCALE);
  ctx.fillStyle = CHART_COLORS.background;
  ctx.beginPath();
  ctx.roundRect(0, 0, BOARD_WIDTH, statsBoardHeight(chart), 24);
  ctx.fill();
  drawAudiencePanel(ctx, chart, formatNumber);
  if (chart.heatMap && height > PANEL_HEIGHT * SCALE) {
    ctx.strokeStyle = CHART_COLORS.grid;
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.moveTo(20, PANEL_HEIGHT);
    ctx.lineTo(BOARD_WIDTH - 20, PANEL_HEIGHT);
    ctx.stroke();
    drawHeatMapPanel(ctx, PANEL_HEIGHT, chart.heatMap, chart.words, formatNumber);
  }
  ctx.restore();
  return board.toBuffer("image/png");
}
