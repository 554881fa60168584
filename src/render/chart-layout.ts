import type { ListenerSeries } from "../station/listener-series.js";

/** The drawing is laid out on a 1000-unit-wide board and scaled to the chart's size. */
export const BOARD_WIDTH = 1000;
/** The board's height in the same units. */
export const BOARD_HEIGHT = 460;

/** Room around the plot for the axes' numbers and titles, in board units. */
export const PAD = { left: 92, right: 28, top: 56, bottom: 78 } as const;

/** Where the plot sits on the board, in board units. */
export interface PlotBox {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** Where everything of one chart goes: the plot, the time it covers, the listener axis and the two scales. */
export interface ChartLayout {
  readonly plot: PlotBox;
  /** The first moment shown (how far back the history reaches, else the series' start). */
  readonly from: number;
  /** The series' end. */
  readonly to: number;
  /** The time shown, in ms (at least 1). */
  readonly span: number;
  /** Listeners between two lines of the grid. */
  readonly step: number;
  /** The listener axis' top, a whole number of steps. */
  readonly top: number;
  /** A moment's position across the board. */
  readonly x: (t: number) => number;
  /** A listener count's position down the board. */
  readonly y: (n: number) => number;
}

/** Round numbers for the listener axis: 1, 2, 5 × a power of ten, about five steps. Pure. */
export function niceStep(max: number): number {
  const raw = Math.max(1, max) / 5;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  return Math.max(1, Math.round(step));
}

/** Time ticks at whole hours, about six of them. Pure. */
export function timeTicks(from: number, to: number): number[] {
  const hours = (to - from) / 3_600_000;
  const every = [1, 2, 3, 4, 6, 12, 24].find((h) => hours / h <= 7) ?? 24;
  const step = every * 3_600_000;
  const ticks: number[] = [];
  for (let t = Math.ceil(from / step) * step; t <= to; t += step) ticks.push(t);
  return ticks;
}

/** A time tick's label (UTC): the hour, and the day too when the chart spans more than a day. Pure. */
export function timeLabel(ms: number, spanHours: number): string {
  const iso = new Date(ms).toISOString();
  return spanHours > 24 ? `${iso.slice(8, 10)}.${iso.slice(5, 7)} ${iso.slice(11, 16)}` : iso.slice(11, 16);
}

/** The layout of a series' chart on the board. Pure. */
export function chartLayout(series: ListenerSeries): ChartLayout {
  const plot: PlotBox = {
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
  return {
    plot,
    from,
    to: series.to,
    span,
    step,
    top,
    x: (t) => plot.left + ((t - from) / span) * plot.width,
    y: (n) => plot.top + plot.height - (n / top) * plot.height,
  };
}

/** A live DJ's band across the plot, and the room its name may take; null when it falls outside. Pure. */
export function liveBand(
  layout: ChartLayout,
  live: { readonly from: number; readonly to: number },
): { left: number; right: number; room: number } | null {
  const { plot, x } = layout;
  const left = Math.max(plot.left, x(live.from));
  const right = Math.min(plot.left + plot.width, x(live.to));
  if (right <= left) return null;
  // The name may run past a short span, as far as the plot goes.
  const room = Math.max(right - left, Math.min(220, plot.left + plot.width - left)) - 8;
  return { left, right, room };
}
