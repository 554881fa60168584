import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { timeZoneNamed } from "../../src/stats/intl-time-zone.js";
import {
  PERIOD_KINDS,
  inPeriod,
  lastCompletePeriod,
  nextPeriod,
  periodAt,
  periodHours,
  previousPeriod,
} from "../../src/stats/periods.js";
import { UTC, localIso } from "../../src/stats/time-zone.js";

const berlin = timeZoneNamed("Europe/Berlin");
const saoPaulo = timeZoneNamed("America/Sao_Paulo");

describe("periods across daylight-saving changes", () => {
  it("gives Berlin's spring-forward day 23 hours and its week 167", () => {
    const at = Date.UTC(2026, 2, 29, 12);
    const day = periodAt("day", at, berlin);
    expect(localIso(day.start, berlin)).toBe("2026-03-29T00:00+01:00");
    expect(localIso(day.end, berlin)).toBe("2026-03-30T00:00+02:00");
    expect(periodHours(day)).toBe(23);
    const week = periodAt("week", at, berlin);
    expect(localIso(week.start, berlin)).toBe("2026-03-23T00:00+01:00");
    expect(localIso(week.end, berlin)).toBe("2026-03-30T00:00+02:00");
    expect(periodHours(week)).toBe(167);
  });

  it("gives Berlin's fall-back day 25 hours and its week 169", () => {
    const at = Date.UTC(2026, 9, 25, 1, 30); // 02:30 winter time, the second 02:30 of the day
    const day = periodAt("day", at, berlin);
    expect(localIso(day.start, berlin)).toBe("2026-10-25T00:00+02:00");
    expect(periodHours(day)).toBe(25);
    const week = periodAt("week", at, berlin);
    expect(localIso(week.start, berlin)).toBe("2026-10-19T00:00+02:00");
    expect(localIso(week.end, berlin)).toBe("2026-10-26T00:00+01:00");
    expect(periodHours(week)).toBe(169);
  });

  it("starts São Paulo's day at 01:00 when the clocks skipped midnight (2018-11-04: 23 hours)", () => {
    const day = periodAt("day", Date.UTC(2018, 10, 4, 15), saoPaulo);
    expect(localIso(day.start, saoPaulo)).toBe("2018-11-04T01:00-02:00");
    expect(periodHours(day)).toBe(23);
  });

  it("gives São Paulo's last day of summer time 25 hours (2019-02-16, 23:00 twice)", () => {
    const day = periodAt("day", Date.UTC(2019, 1, 16, 15), saoPaulo);
    expect(localIso(day.start, saoPaulo)).toBe("2019-02-16T00:00-02:00");
    expect(localIso(day.end, saoPaulo)).toBe("2019-02-17T00:00-03:00");
    expect(periodHours(day)).toBe(25);
  });

  it("cuts São Paulo's weeks at 168 hours now that it keeps no summer time", () => {
    expect(periodHours(periodAt("week", Date.UTC(2026, 10, 4), saoPaulo))).toBe(168);
  });

  it("compares a month with the month before, of its own length", () => {
    const march = periodAt("month", Date.UTC(2026, 2, 15), berlin);
    const february = previousPeriod(march, berlin);
    expect(localIso(february.start, berlin)).toBe("2026-02-01T00:00+01:00");
    expect(february.end).toBe(march.start);
    expect(periodHours(march)).toBe(31 * 24 - 1);
    expect(periodHours(february)).toBe(28 * 24);
  });

  it("cuts a year at the local New Year", () => {
    const year = periodAt("year", Date.UTC(2026, 0, 1, 0, 30), berlin);
    expect(localIso(year.start, berlin)).toBe("2026-01-01T00:00+01:00");
    expect(localIso(year.end, berlin)).toBe("2027-01-01T00:00+01:00");
    expect(localIso(previousPeriod(year, berlin).start, berlin)).toBe("2025-01-01T00:00+01:00");
  });

  it("reports last week on a Monday morning", () => {
    const week = lastCompletePeriod("week", Date.UTC(2026, 10, 23, 8), UTC);
    expect(week.start).toBe(Date.UTC(2026, 10, 16));
    expect(week.end).toBe(Date.UTC(2026, 10, 23));
  });
});

describe("periods tile time", () => {
  it("contain their instant, follow one another without gap or overlap, and start on a Monday for weeks", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2015, 0, 1), max: Date.UTC(2030, 0, 1) }),
        fc.constantFrom(...PERIOD_KINDS),
        fc.constantFrom(berlin, saoPaulo, UTC),
        (at, kind, zone) => {
          const period = periodAt(kind, at, zone);
          expect(inPeriod(period, at)).toBe(true);
          expect(previousPeriod(period, zone).end).toBe(period.start);
          expect(nextPeriod(period, zone).start).toBe(period.end);
          expect(periodAt(kind, period.start, zone)).toEqual(period);
          if (kind === "week")
            expect(new Date(period.start + zone.offsetMs(period.start)).getUTCDay()).toBe(1);
        },
      ),
    );
  });
});
