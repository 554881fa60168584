import { describe, expect, it } from "vitest";
import {
  BUSY_STATION,
  DEFAULT_RETENTION,
  estimatedBytesPerYear,
  isExpired,
  retentionCutoffs,
} from "../../src/stats/retention.js";
import { DAY_MS } from "../../src/stats/time-zone.js";

const NOW = Date.UTC(2026, 10, 28, 12);
const MIB = 1024 * 1024;

describe("retention", () => {
  it("drops raw samples after two days, hourly buckets after 62, daily ones after 800", () => {
    const cutoffs = retentionCutoffs(NOW, DEFAULT_RETENTION);
    expect(cutoffs.raw).toBe(NOW - 2 * DAY_MS);
    expect(cutoffs.hourly).toBe(NOW - 62 * DAY_MS);
    expect(cutoffs.daily).toBe(NOW - 800 * DAY_MS);
    expect(isExpired("raw", NOW - 2 * DAY_MS - 1, NOW, DEFAULT_RETENTION)).toBe(true);
    expect(isExpired("raw", NOW - 2 * DAY_MS, NOW, DEFAULT_RETENTION)).toBe(false);
    expect(isExpired("hourly", NOW - 40 * DAY_MS, NOW, DEFAULT_RETENTION)).toBe(false);
    expect(isExpired("daily", NOW - 400 * DAY_MS, NOW, DEFAULT_RETENTION)).toBe(false);
  });

  it("keeps what the comparisons need: a month and the month before hourly, a year and the year before daily", () => {
    expect(DEFAULT_RETENTION.hourlyDays).toBeGreaterThanOrEqual(31 + 31);
    expect(DEFAULT_RETENTION.dailyDays).toBeGreaterThanOrEqual(366 + 366);
    expect(DEFAULT_RETENTION.tallyDays).toBeGreaterThanOrEqual(366 + 366);
    // A weekly report on Monday covers the whole week before: up to eight days and the report's hour back.
    expect(DEFAULT_RETENTION.playDays).toBeGreaterThanOrEqual(9);
    // The song finder (`/history at:` and `search:`) looks back a month.
    expect(DEFAULT_RETENTION.playDays).toBe(30);
  });

  it("keeps a busy station's year within 2 MiB", () => {
    const bytes = estimatedBytesPerYear(DEFAULT_RETENTION, BUSY_STATION);
    expect(bytes).toEqual({
      raw: 4 * 1440 * 2 * 10,
      hourly: 4 * 24 * 62 * 36,
      daily: 4 * 800 * 36,
      plays: 400 * 30 * 104,
      tallies: 25 * 100 * 60,
      spans: 6 * 400 * 48,
    });
    const total = Object.values(bytes).reduce((a, b) => a + b, 0);
    expect(total).toBe(1_957_872);
    expect(total).toBeLessThanOrEqual(2 * MIB);
  });
});
