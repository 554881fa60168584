import type { SKRSContext2D } from "@napi-rs/canvas";
import type { HeatMap } from "../stats/heat-map.js";
import { CHART_COLORS, FONT } from "./chart-drawing.js";
import { BOARD_WIDTH, PAD } from "./chart-layout.js";
import { fitText } from "./fit-text.js";
import type { StatsChartWords } from "./stats-chart-input.js";
import { heatColor, PANEL_HEIGHT } from "./stats-chart-layout.js";

/** The heat map's grid on its panel, in board units from the panel's top. */
export const HEAT_GRID = {
  left: PAD.left,
  top: 56,
  width: BOARD_WIDTH - PAD.left - PAD.right,
  rowHeight: 34,
} as const;

/** Colour samples in the legend's strip. */
const LEGEND_STEPS = 40;
const EMPTY_CELL = "#2b2d31";

/**
 * The `/stats` chart's second panel, from `top` down: the hour-of-week heat map (a row per weekday, Monday
 * first, a column per local hour), weekday names, hour ticks every three hours, and a legend from fewer to more
 * listeners with the scale's ends written by `formatNumber`. Empty cells (no figures) stay the card's grey.
 */
export function drawHeatMapPanel(
  ctx: SKRSContext2D,
  top: number,
  map: HeatMap,
  words: StatsChartWords,
  formatNumber: (n: number) => string,
): void {
  const { left, width, rowHeight } = HEAT_GRID;
  const gridTop = top + HEAT_GRID.top;
  const cell = width / 24;
  map.cells.forEach((row, weekday) => {
    row.forEach((value, hour) => {
      ctx.fillStyle = value === null || map.max <= 0 ? EMPTY_CELL : heatColor(value / map.max);
      ctx.fillRect(left + hour * cell + 1, gridTop + weekday * rowHeight + 1, cell - 2, rowHeight - 2);
    });
  });
  const gridBottom = gridTop + 7 * rowHeight;
  ctx.font = `20px ${FONT}`;
  ctx.fillStyle = CHART_COLORS.muted;
  ctx.textAlign = "right";
  ctx.textBaseline = "middle";
  for (let weekday = 0; weekday < 7; weekday++) {
    const name = fitText(ctx, words.weekdays[weekday] ?? "", left - 24, 12);
    ctx.fillText(name, left - 12, gridTop + (weekday + 0.5) * rowHeight);
  }
  ctx.textAlign = "center";
  ctx.textBaseline = "top";
  for (let hour = 0; hour <= 24; hour += 3) {
    ctx.fillText(String(hour).padStart(2, "0"), left + hour * cell, gridBottom + 10);
  }
  ctx.fillStyle = CHART_COLORS.text;
  ctx.textBaseline = "alphabetic";
  ctx.fillText(fitText(ctx, words.hourAxis, width, 100), left + width / 2, gridBottom + 62);
  ctx.textAlign = "left";
  ctx.font = `bold 22px ${FONT}`;
  ctx.fillText(fitText(ctx, words.heatMapTitle, BOARD_WIDTH - 40, 100), 20, top + 36);
  drawLegend(ctx, top + PANEL_HEIGHT - 58, map.max, words, formatNumber);
  if (map.max <= 0) {
    ctx.font = `22px ${FONT}`;
    ctx.fillStyle = CHART_COLORS.muted;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(fitText(ctx, words.noData, width - 40, 100), left + width / 2, (gridTop + gridBottom) / 2);
  }
}

/** The legend, centred: "fewer", a strip of the scale's colours with its ends' numbers under it, "more". */
function drawLegend(
  ctx: SKRSContext2D,
  top: number,
  max: number,
  words: StatsChartWords,
  formatNumber: (n: number) => string,
): void {
  const strip = 260;
  ctx.font = `20px ${FONT}`;
  const fewer = fitText(ctx, words.legendFewer, 200);
  const more = fitText(ctx, words.legendMore, 200);
  const total = ctx.measureText(fewer).width + strip + ctx.measureText(more).width + 32;
  const start = HEAT_GRID.left + (HEAT_GRID.width - total) / 2;
  const stripLeft = start + ctx.measureText(fewer).width + 16;
  ctx.fillStyle = CHART_COLORS.text;
  ctx.textBaseline = "middle";
  ctx.textAlign = "left";
  ctx.fillText(fewer, start, top + 11);
  ctx.fillText(more, stripLeft + strip + 16, top + 11);
  for (let i = 0; i < LEGEND_STEPS; i++) {
    ctx.fillStyle = heatColor(i / (LEGEND_STEPS - 1));
    ctx.fillRect(stripLeft + (i * strip) / LEGEND_STEPS, top, strip / LEGEND_STEPS + 0.5, 22);
  }
  ctx.font = `18px ${FONT}`;
  ctx.fillStyle = CHART_COLORS.muted;
  ctx.textBaseline = "top";
  ctx.textAlign = "left";
  ctx.fillText(formatNumber(0), stripLeft, top + 28);
  ctx.textAlign = "right";
  ctx.fillText(formatNumber(Math.round(max)), stripLeft + strip, top + 28);
}
