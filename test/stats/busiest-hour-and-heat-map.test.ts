import { describe, expect, it } from "vitest";
import type { ListenerBucket } from "../../src/stats/buckets.js";
import { busiestHour } from "../../src/stats/busiest-hour.js";
import { heatMap } from "../../src/stats/heat-map.js";
import { timeZoneNamed } from "../../src/stats/intl-time-zone.js";
import { periodAt } from "../../src/stats/periods.js";
import { STATION_TOTAL } from "../../src/stats/records.js";
import { HOUR_MS, localTime } from "../../src/stats/time-zone.js";

const berlin = timeZoneNamed("Europe/Berlin");

/** One hourly bucket per hour of [from, to), each with the listeners `of` gives its start. */
function hours(from: number, to: number, of: (start: number) => number): ListenerBucket[] {
  const buckets: ListenerBucket[] = [];
  for (let start = from; start < to; start += HOUR_MS) {
    const listeners = of(start);
    buckets.push({
      station: "s",
      channel: STATION_TOTAL,
      resolution: "hour",
      start,
      count: 1,
      sum: listeners,
      peak: listeners,
      listenerMs: listeners * HOUR_MS,
      coveredMs: HOUR_MS,
    });
  }
  return buckets;
}

describe("the hour-of-week heat map", () => {
  it("fills 7 × 24 local cells over the week the clocks go forward, leaving the skipped 02:00 empty", () => {
    const week = periodAt("week", Date.UTC(2026, 2, 25), berlin);
    const map = heatMap(
      hours(week.start, week.end, (start) => localTime(start, berlin).hour),
      berlin,
    );
    expect(map.cells).toHaveLength(7);
    expect(map.cells.every((row) => row.length === 24)).toBe(true);
    expect(map.cells[6]?.[2]).toBeNull(); // Sunday 29 March, 02:00 never happened
    expect(map.cells[6]?.[3]).toBe(3);
    expect(map.cells[0]?.[20]).toBe(20);
    expect(map.cells.flat().filter((cell) => cell === null)).toHaveLength(1);
    expect(map.max).toBe(23);
  });

  it("puts both 02:00 hours of the night the clocks go back in one cell", () => {
    const week = periodAt("week", Date.UTC(2026, 9, 21), berlin);
    const buckets = hours(week.start, week.end, (start) => (start === Date.UTC(2026, 9, 25, 1) ? 30 : 10));
    const map = heatMap(buckets, berlin);
    expect(map.cells[6]?.[2]).toBe(20);
    expect(map.cells.flat().every((cell) => cell !== null)).toBe(true);
  });

  it("is empty, with a zero scale, without buckets", () => {
    const map = heatMap([], berlin);
    expect(map.cells.flat().every((cell) => cell === null)).toBe(true);
    expect(map.max).toBe(0);
  });
});

describe("busiestHour", () => {
  it("finds the local hour of the day with the highest average over the week, the earliest on a tie", () => {
    const week = periodAt("week", Date.UTC(2026, 5, 10), berlin);
    const evening = (start: number) => ([20, 21].includes(localTime(start, berlin).hour) ? 50 : 5);
    expect(busiestHour(hours(week.start, week.end, evening), berlin)).toEqual({
      hour: 20,
      averageListeners: 50,
    });
    expect(busiestHour([], berlin)).toBeNull();
  });
});
