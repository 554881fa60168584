import type { DateSample } from "./request.js";

/** Estimates of the panel's clock minus the bot's, in ms. */
export interface PanelClock {
  /** Learns from a response's `Date` header. */
  observeDate(sample: DateSample): void;
  /** Learns from a history entry that was on the panel at `receivedAt`: it cannot have started later than that. */
  observeTrack(startedAtPanel: number, receivedAt: number): void;
  /** The best estimate, or null when nothing has been observed. */
  offsetMs(): number | null;
}

/** Samples older than this are forgotten, so a clock that is corrected (or drifts) is followed. */
const WINDOW = 64;
const TRACK_WINDOW = 8;

/**
 * Bounds the offset from what is observed and keeps the middle of the bounds. A `Date` header says the panel's
 * clock read between D and D + 1 s at some moment between sending and receiving, so the offset lies in
 * [D − received, D + 1000 − sent]; samples at different phases of the second narrow the intersection to tens of
 * ms. A track seen on the panel started no later than the panel's "now": a lower bound. Bounds that contradict
 * each other (the panel's clock was set) restart from the newest sample.
 */
export function createPanelClock(): PanelClock {
  let intervals: { low: number; high: number }[] = [];
  let trackLows: number[] = [];

  function bounds(): { low: number; high: number } | null {
    if (intervals.length === 0) return null;
    let low = Number.NEGATIVE_INFINITY;
    let high = Number.POSITIVE_INFINITY;
    for (const interval of intervals) {
      low = Math.max(low, interval.low);
      high = Math.min(high, interval.high);
    }
    return { low, high };
  }

  return {
    observeDate({ date, sentAt, receivedAt }) {
      if (!date) return;
      const panelSecond = Date.parse(date);
      if (Number.isNaN(panelSecond) || receivedAt < sentAt) return;
      const interval = { low: panelSecond - receivedAt, high: panelSecond + 1000 - sentAt };
      intervals.push(interval);
      if (intervals.length > WINDOW) intervals.shift();
      const now = bounds();
      if (now && now.low > now.high) intervals = [interval];
    },
    observeTrack(startedAtPanel, receivedAt) {
      const low = startedAtPanel - receivedAt;
      // A track from before a clock change must not pin the estimate: keep only what agrees with the headers.
      const headers = bounds();
      if (headers && low > headers.high) return;
      trackLows.push(low);
      if (trackLows.length > TRACK_WINDOW) trackLows = trackLows.slice(-TRACK_WINDOW);
    },
    offsetMs() {
      const headers = bounds();
      const trackLow = trackLows.length > 0 ? Math.max(...trackLows) : Number.NEGATIVE_INFINITY;
      if (!headers) return Number.isFinite(trackLow) ? trackLow : null;
      const low = Math.min(Math.max(headers.low, trackLow), headers.high);
      return Math.round((low + headers.high) / 2);
    },
  };
}
