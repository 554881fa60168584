import { BOARD_HEIGHT, BOARD_WIDTH, type ChartLayout, niceStep, PAD, type PlotBox } from "./chart-layout.js";
import type { StatsChart, StatsChartPoint } from "./stats-chart-input.js";

/** A panel's height on the board, in board units (the `/listeners` chart's, so both read alike). */
export const PANEL_HEIGHT = BOARD_HEIGHT;
/** The audience panel's plot: room over it for the title and the listener axis' name. */
export const AUDIENCE_PLOT: PlotBox = {
  left: PAD.left,
  top: 80,
  width: BOARD_WIDTH - PAD.left - PAD.right,
  height: PANEL_HEIGHT - 80 - PAD.bottom,
};

/** Whether the chart has the heat map panel: for a week or longer, when a heat map is given. Pure. */
export function hasHeatPanel(chart: Pick<StatsChart, "kind" | "heatMap">): boolean {
  return chart.kind !== "day" && chart.heatMap !== null;
}

/** How many board units tall the chart is: one panel, or two with the heat map. Pure. */
export function statsBoardHeight(chart: Pick<StatsChart, "kind" | "heatMap">): number {
  return hasHeatPanel(chart) ? 2 * PANEL_HEIGHT : PANEL_HEIGHT;
}

/** How long one bucket is nominally (a local day may be 23 or 25 hours): an hour for a day or a week. Pure. */
export function bucketMs(kind: StatsChart["kind"]): number {
  return kind === "day" || kind === "week" ? 3_600_000 : 86_400_000;
}

/** The audience panel's layout: the period across, the listener axis up to a round number. Pure. */
export function audienceLayout(chart: StatsChart): ChartLayout {
  const plot = AUDIENCE_PLOT;
  const from = chart.from;
  const span = Math.max(1, chart.to - from);
  const max = Math.max(1, ...chart.points.map((p) => p.listeners ?? 0));
  const step = niceStep(max);
  const top = Math.ceil(max / step) * step;
  return {
    plot,
    from,
    to: chart.to,
    span,
    step,
    top,
    x: (t) => plot.left + ((Math.min(Math.max(t, from), chart.to) - from) / span) * plot.width,
    y: (n) => plot.top + plot.height - (n / top) * plot.height,
  };
}

/** One run of the line: points drawn at their bucket's middle. */
export type AudienceRun = readonly { readonly at: number; readonly listeners: number }[];

/**
 * The audience line's runs: points at their bucket's middle, split where the bot saw nothing (a null, or a gap
 * of more than a bucket and a half), so a missing day is not drawn as a straight line across. Pure.
 */
export function audienceRuns(points: readonly StatsChartPoint[], kind: StatsChart["kind"]): AudienceRun[] {
  const length = bucketMs(kind);
  const runs: { at: number; listeners: number }[][] = [];
  let current: { at: number; listeners: number }[] = [];
  let last = Number.NEGATIVE_INFINITY;
  for (const point of points) {
    if (point.listeners === null || point.at - last > 1.5 * length) {
      if (current.length > 0) runs.push(current);
      current = [];
    }
    if (point.listeners !== null) current.push({ at: point.at + length / 2, listeners: point.listeners });
    last = point.at;
  }
  if (current.length > 0) runs.push(current);
  return runs;
}

/**
 * Each show's band across the plot, and the room its name may take: up to the next show's band, never past the
 * plot; null for a show outside the period. Pure.
 */
export function showBands(
  layout: ChartLayout,
  shows: StatsChart["shows"],
): ({ left: number; right: number; room: number } | null)[] {
  const { plot, x } = layout;
  const end = plot.left + plot.width;
  const bands = shows.map((show) => {
    const left = x(show.from);
    const right = x(show.to);
    return right > left ? { left, right } : null;
  });
  return bands.map((band) => {
    if (!band) return null;
    const next = Math.min(end, ...bands.flatMap((b) => (b && b.left > band.left ? [b.left] : [])));
    return { ...band, room: Math.max(0, next - band.left - 8) };
  });
}

/** The heat map's colour for a cell at `share` (0–1) of the largest: dim teal, the line's green, warm yellow. Pure. */
export function heatColor(share: number): string {
  const stops = [
    [29, 77, 64],
    [35, 196, 142],
    [242, 232, 109],
  ] as const;
  const s = Math.min(1, Math.max(0, Number.isFinite(share) ? share : 0)) * 2;
  const [a, b] = s <= 1 ? [stops[0], stops[1]] : [stops[1], stops[2]];
  const t = s <= 1 ? s : s - 1;
  const mix = (i: 0 | 1 | 2) => Math.round(a[i] + (b[i] - a[i]) * t);
  return `rgb(${mix(0)}, ${mix(1)}, ${mix(2)})`;
}
