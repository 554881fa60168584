import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { timeZoneNamed, isTimeZoneName } from "../../src/stats/intl-time-zone.js";
import {
  HOUR_MS,
  dayStart,
  fixedZone,
  hourStart,
  instantOf,
  localIso,
  localTime,
} from "../../src/stats/time-zone.js";

const berlin = timeZoneNamed("Europe/Berlin");
const saoPaulo = timeZoneNamed("America/Sao_Paulo");
const kolkata = timeZoneNamed("Asia/Kolkata");

/** The wall clock of an instant in a zone as Intl writes it (what the zone's offsets must agree with). */
function intlWall(at: number, zone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
}

describe("timeZoneNamed", () => {
  it("gives Berlin's winter and summer offsets", () => {
    expect(berlin.offsetMs(Date.UTC(2026, 0, 15, 12))).toBe(HOUR_MS);
    expect(berlin.offsetMs(Date.UTC(2026, 6, 15, 12))).toBe(2 * HOUR_MS);
  });

  it("changes offset at the instant the clocks change (01:00 UTC on 2026-03-29 and 2026-10-25)", () => {
    expect(berlin.offsetMs(Date.UTC(2026, 2, 29, 0, 59))).toBe(HOUR_MS);
    expect(berlin.offsetMs(Date.UTC(2026, 2, 29, 1, 0))).toBe(2 * HOUR_MS);
    expect(berlin.offsetMs(Date.UTC(2026, 9, 25, 0, 59))).toBe(2 * HOUR_MS);
    expect(berlin.offsetMs(Date.UTC(2026, 9, 25, 1, 0))).toBe(HOUR_MS);
  });

  it("agrees with Intl's wall clock at any instant, for zones with and without daylight-saving time", () => {
    const zones = { "Europe/Berlin": berlin, "America/Sao_Paulo": saoPaulo, "Asia/Kolkata": kolkata };
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2015, 0, 1), max: Date.UTC(2030, 0, 1) }),
        fc.constantFrom(...(Object.keys(zones) as (keyof typeof zones)[])),
        (at, name) => {
          expect(localIso(at, zones[name]).slice(0, 16)).toBe(intlWall(at, name));
        },
      ),
    );
  });

  it("agrees with Intl at every five minutes of the days around the clock changes", () => {
    const changes: [string, number][] = [
      ["Europe/Berlin", Date.UTC(2026, 2, 29, 1)],
      ["Europe/Berlin", Date.UTC(2026, 9, 25, 1)],
      ["America/Sao_Paulo", Date.UTC(2018, 10, 4, 3)],
      ["America/Sao_Paulo", Date.UTC(2019, 1, 17, 2)],
    ];
    for (const [name, change] of changes) {
      const zone = timeZoneNamed(name);
      for (let at = change - 36 * HOUR_MS; at < change + 36 * HOUR_MS; at += 5 * 60_000) {
        expect(localIso(at, zone).slice(0, 16)).toBe(intlWall(at, name));
      }
    }
  });

  it("knows IANA names and rejects others", () => {
    expect(isTimeZoneName("Europe/Berlin")).toBe(true);
    expect(isTimeZoneName("UTC")).toBe(true);
    expect(isTimeZoneName("Mars/Olympus_Mons")).toBe(false);
  });
});

describe("instantOf", () => {
  it("reads a time that happens twice (clocks back) as the earlier instant", () => {
    // 02:30 on 2026-10-25 in Berlin is 00:30 UTC (summer time) and again 01:30 UTC (winter time).
    expect(instantOf(berlin, 2026, 10, 25, 2)).toBe(Date.UTC(2026, 9, 25, 0));
  });

  it("reads a time the clocks skip as that far after the jump (02:00 on 2026-03-29 is 03:00 summer time)", () => {
    expect(instantOf(berlin, 2026, 3, 29, 2)).toBe(Date.UTC(2026, 2, 29, 1));
    expect(localIso(instantOf(berlin, 2026, 3, 29, 2), berlin)).toBe("2026-03-29T03:00+02:00");
  });

  it("starts a day that begins in a gap when the clocks jump (São Paulo, 2018-11-04, midnight skipped)", () => {
    const start = instantOf(saoPaulo, 2018, 11, 4);
    expect(localIso(start, saoPaulo)).toBe("2018-11-04T01:00-02:00");
    expect(start).toBe(Date.UTC(2018, 10, 4, 3));
  });

  it("rolls months and days over as Date.UTC does", () => {
    expect(instantOf(fixedZone(0), 2026, 13, 1)).toBe(Date.UTC(2027, 0, 1));
    expect(instantOf(fixedZone(0), 2026, 3, 0)).toBe(Date.UTC(2026, 1, 28));
  });
});

describe("hourStart and dayStart", () => {
  it("cut hours at the local hour, which is half past a UTC hour in India", () => {
    const at = Date.UTC(2026, 5, 1, 10, 45);
    expect(hourStart(at, kolkata)).toBe(Date.UTC(2026, 5, 1, 10, 30));
    expect(hourStart(at, berlin)).toBe(Date.UTC(2026, 5, 1, 10));
  });

  it("give every instant an hour and a day that contain it, starting on the local clock's hour and day", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2016, 0, 1), max: Date.UTC(2030, 0, 1) }), (at) => {
        for (const zone of [berlin, saoPaulo, kolkata]) {
          const hour = hourStart(at, zone);
          expect(hour <= at && at - hour < HOUR_MS).toBe(true);
          expect(localTime(hour, zone).minute).toBe(0);
          const day = dayStart(at, zone);
          expect(day <= at && at - day < 25 * HOUR_MS).toBe(true);
          expect(localTime(day, zone).day).toBe(localTime(at, zone).day);
        }
      }),
    );
  });
});
