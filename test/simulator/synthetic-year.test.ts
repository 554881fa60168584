import { describe, expect, it } from "vitest";
import { syntheticDay, syntheticYear } from "../../src/simulator/synthetic-year.js";
import { STATION_TOTAL } from "../../src/stats/records.js";

const DAY = 86_400_000;
const END = Date.UTC(2026, 10, 23);

const mean = (values: readonly number[]) =>
  values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
const hourOf = (at: number) => new Date(at).getUTCHours();

describe("a synthetic year", () => {
  it("gives every station each day, oldest day first, ending the day before `end`", () => {
    const days = [...syntheticYear({ stations: 3, end: END, days: 4, sampleEveryMs: 600_000 })];
    expect(days).toHaveLength(12);
    expect(days.map((d) => d.day)).toEqual([4, 4, 4, 3, 3, 3, 2, 2, 2, 1, 1, 1].map((d) => END - d * DAY));
    expect(new Set(days.map((d) => d.station)).size).toBe(3);
  });

  it("is the same for the same options, whatever was made before", () => {
    const options = { stations: 2, end: END, days: 2, seed: 5 };
    expect([...syntheticYear(options)]).toEqual([...syntheticYear(options)]);
    const alone = syntheticDay(options, "http://synthetic.test:8080#2", 1, END - DAY);
    expect([...syntheticYear(options)].at(-1)).toEqual(alone);
    expect(syntheticDay({ ...options, seed: 6 }, alone.station, 1, END - DAY)).not.toEqual(alone);
  });

  it("samples each channel and the total at each instant, the total their sum, all within the day", () => {
    const [day] = syntheticYear({ stations: 1, end: END, days: 1, sampleEveryMs: 300_000 });
    expect(day?.samples).toHaveLength(3 * 288);
    for (let i = 0; i < (day?.samples.length ?? 0); i += 3) {
      const [a, b, total] = day?.samples.slice(i, i + 3) ?? [];
      expect(total?.channel).toBe(STATION_TOTAL);
      expect((a?.listeners ?? 0) + (b?.listeners ?? 0)).toBe(total?.listeners);
      expect(a?.at).toBe(total?.at);
    }
    expect(day?.samples.every((s) => s.at >= (day?.day ?? 0) && s.at < (day?.day ?? 0) + DAY)).toBe(true);
  });

  it("follows the daily curve, with live shows above the automatic player, and 3–5 minute tracks", () => {
    const days = [...syntheticYear({ stations: 1, end: END, days: 14, sampleEveryMs: 600_000 })];
    const totals = days.flatMap((d) => d.samples.filter((s) => s.channel === STATION_TOTAL));
    const night = totals.filter((s) => hourOf(s.at) >= 2 && hourOf(s.at) < 6).map((s) => s.listeners);
    const evening = totals.filter((s) => hourOf(s.at) >= 19 && hourOf(s.at) < 23).map((s) => s.listeners);
    expect(mean(night) * 3).toBeLessThan(mean(evening));
    const plays = days.flatMap((d) => d.plays);
    const evenings = plays.filter((p) => hourOf(p.at) >= 18 && hourOf(p.at) < 22);
    const live = evenings.filter((p) => p.dj !== "AutoDJ").map((p) => p.listeners ?? 0);
    const auto = evenings.filter((p) => p.dj === "AutoDJ").map((p) => p.listeners ?? 0);
    expect(live.length).toBeGreaterThan(50);
    expect(mean(live)).toBeGreaterThan(mean(auto));
    for (const day of days) {
      expect(day.plays.length).toBeGreaterThan(24 * 12);
      expect(day.plays.length).toBeLessThanOrEqual(24 * 20);
      for (let i = 1; i < day.plays.length; i++) {
        const gap = (day.plays[i]?.at ?? 0) - (day.plays[i - 1]?.at ?? 0);
        expect(gap).toBeGreaterThanOrEqual(180_000);
        expect(gap).toBeLessThanOrEqual(300_000);
      }
    }
  });

  it("gives the DJ spans of the weekly grid's shows, by name, within each day", () => {
    const days = [...syntheticYear({ stations: 2, end: END, days: 7, sampleEveryMs: 3_600_000 })];
    const spans = days.flatMap((d) => d.djSpans.map((s) => ({ ...s, day: d.day })));
    expect(new Set(spans.map((s) => s.dj))).toEqual(new Set(["DJ Nova", "Маша Эфир"]));
    expect(spans.every((s) => s.from >= s.day && s.to <= s.day + DAY && s.from < s.to)).toBe(true);
    const hours = spans.filter((s) => s.station.endsWith("#1")).reduce((sum, s) => sum + (s.to - s.from), 0);
    expect(hours / 3_600_000).toBeGreaterThanOrEqual(10);
  });
});
