const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// Share of the evening peak at each hour (UTC, the grid's zone): a night trough, a morning rise, an evening peak.
const WEEKDAY = [
  0.22, 0.16, 0.12, 0.1, 0.1, 0.13, 0.25, 0.42, 0.5, 0.48, 0.46, 0.5, 0.55, 0.52, 0.5, 0.52, 0.58, 0.68, 0.8,
  0.9, 1, 0.97, 0.8, 0.45,
];
// Weekends sleep in, listen more in the afternoon and later into the night, and peak lower.
const WEEKEND = [
  0.38, 0.3, 0.22, 0.15, 0.12, 0.11, 0.13, 0.18, 0.28, 0.4, 0.52, 0.6, 0.66, 0.7, 0.72, 0.72, 0.74, 0.76, 0.8,
  0.85, 0.88, 0.86, 0.75, 0.55,
];

/** The station's whole audience at the evening peak of a weekday, with the automatic player on air. */
export const PEAK_LISTENERS = 72;

/** Whether `at` (Unix ms) falls on a Saturday or Sunday (UTC). */
export function isWeekend(at: number): boolean {
  const day = new Date(at).getUTCDay();
  return day === 0 || day === 6;
}

/** The share of the evening peak usual at `at`, between the hourly points of the day's profile. */
export function dailyShare(at: number): number {
  const profile = isWeekend(at) ? WEEKEND : WEEKDAY;
  const hours = (((at % DAY) + DAY) % DAY) / HOUR;
  const hour = Math.floor(hours);
  const from = profile[hour] ?? 0;
  const to = (hour === 23 ? (isWeekend(at + HOUR) ? WEEKEND : WEEKDAY)[0] : profile[hour + 1]) ?? from;
  return from + (to - from) * (hours - hour);
}

/**
 * The audience usual at `at`: the daily curve scaled by `peak`, and more during a live show (people tune in for
 * a named host). Noise is the caller's, so this stays a pure function of time.
 */
export function usualAudience(at: number, live: boolean, peak = PEAK_LISTENERS): number {
  const base = dailyShare(at) * peak;
  return live ? base * 1.35 + 8 : base;
}

/** A listener count around the usual one: `noise` in [0, 1) moves it by up to ±8 %, and never below zero. */
export function noisyAudience(usual: number, noise: number): number {
  return Math.max(0, Math.round(usual * (0.92 + 0.16 * noise)));
}
