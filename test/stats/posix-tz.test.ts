import { describe, expect, it } from "vitest";
import {
  posixOffsetAt,
  rememberedYearChanges,
  ruleDay,
  yearChanges,
} from "../../src/stats/posix-tz-offset.js";
import { parsePosixTz, type PosixTz } from "../../src/stats/posix-tz.js";

const H = 3600;
const utc = (...parts: [number, number, number, number?, number?, number?]): number => {
  const [year, month, day, hour = 0, minute = 0, second = 0] = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second) / 1000;
};
const dayOf = (year: number, month: number, day: number): number =>
  Date.UTC(year, month - 1, day) / 86_400_000;
const offsetAt = (tz: PosixTz, ...parts: Parameters<typeof utc>): number => posixOffsetAt(tz, utc(...parts));

describe("parsePosixTz", () => {
  it("reads Berlin's rule: offsets east of UTC, last Sundays, the end at 03:00 and the start at the default 02:00", () => {
    expect(parsePosixTz("CET-1CEST,M3.5.0,M10.5.0/3")).toEqual({
      offset: H,
      dst: {
        offset: 2 * H,
        start: { date: { kind: "month", month: 3, week: 5, weekday: 0 }, time: 2 * H },
        end: { date: { kind: "month", month: 10, week: 5, weekday: 0 }, time: 3 * H },
      },
    });
  });

  it("reads zones without daylight-saving time, quoted names, minutes, seconds and large offsets", () => {
    expect(parsePosixTz("IST-5:30")).toEqual({ offset: 5.5 * H });
    expect(parsePosixTz("<+0545>-5:45")).toEqual({ offset: 5.75 * H });
    expect(parsePosixTz("<-03>3")).toEqual({ offset: -3 * H });
    expect(parsePosixTz("<+14>-14")).toEqual({ offset: 14 * H });
    expect(parsePosixTz("<-12>12")).toEqual({ offset: -12 * H });
    expect(parsePosixTz("LMT-0:53:28")).toEqual({ offset: 53 * 60 + 28 });
    expect(parsePosixTz("ABC+167")).toEqual({ offset: -167 * H });
    expect(parsePosixTz("UTC0").offset).toBe(0);
    expect(Object.is(parsePosixTz("UTC0").offset, 0)).toBe(true);
  });

  it("gives daylight-saving time one hour more than standard time when the rule names no offset", () => {
    expect(parsePosixTz("<+1245>-12:45<+1345>,M9.5.0/2:45,M4.1.0/3:45").dst).toEqual({
      offset: 13.75 * H,
      start: { date: { kind: "month", month: 9, week: 5, weekday: 0 }, time: 2.75 * H },
      end: { date: { kind: "month", month: 4, week: 1, weekday: 0 }, time: 3.75 * H },
    });
    expect(parsePosixTz("<+1030>-10:30<+11>-11,M10.1.0,M4.1.0").dst?.offset).toBe(11 * H);
  });

  it("reads negative daylight saving (Dublin's winter time) and negative change times (Nuuk)", () => {
    expect(parsePosixTz("IST-1GMT0,M10.5.0,M3.5.0/1")).toMatchObject({ offset: H, dst: { offset: 0 } });
    expect(parsePosixTz("<-02>2<-01>,M3.5.0/-1,M10.5.0/0").dst).toMatchObject({
      start: { time: -H },
      end: { time: 0 },
    });
  });

  it("reads Jn and n days and change times up to 167 hours either way", () => {
    expect(parsePosixTz("EST5EDT,0/0,J365/25").dst).toEqual({
      offset: -4 * H,
      start: { date: { kind: "day", day: 0 }, time: 0 },
      end: { date: { kind: "julian", day: 365 }, time: 25 * H },
    });
    expect(parsePosixTz("AAA3BBB,J1/-167,365/167:59:59").dst).toMatchObject({
      start: { date: { kind: "julian", day: 1 }, time: -167 * H },
      end: { date: { kind: "day", day: 365 }, time: 167 * H + 59 * 60 + 59 },
    });
  });

  it("takes the US rule for a daylight-saving name without one, as the C library does", () => {
    expect(parsePosixTz("EST5EDT")).toEqual(parsePosixTz("EST5EDT,M3.2.0,M11.1.0"));
    expect(parsePosixTz("EST5EDT4")).toEqual(parsePosixTz("EST5EDT4,M3.2.0,M11.1.0"));
  });

  it.each([
    "",
    "CET",
    "CE-1",
    "<AB>-1",
    "CET-1 ",
    "CET-1:60",
    "CET168",
    "CET-1CEST,M3.5.0",
    "CET-1CEST,M3.5.0,",
    "CET-1CEST,M3.5.0,M10.5.0,",
    "CET-1CEST,M13.5.0,M10.5.0",
    "CET-1CEST,M3.6.0,M10.5.0",
    "CET-1CEST,M3.0.0,M10.5.0",
    "CET-1CEST,M3.5.7,M10.5.0",
    "CET-1CEST,J0,J365",
    "CET-1CEST,J1,J366",
    "CET-1CEST,366,J365",
    "CET-1CEST,M3.5.0,M10.5.0/168",
    "CET-1CEST,M3.5.0,M10.5.0/",
    "CET-1CEST-2x",
  ])("refuses %j", (text) => {
    expect(() => parsePosixTz(text)).toThrow(RangeError);
  });
});

describe("ruleDay", () => {
  it("finds the w-th weekday of a month, week 5 being the last", () => {
    expect(ruleDay({ kind: "month", month: 3, week: 5, weekday: 0 }, 2026)).toBe(dayOf(2026, 3, 29));
    expect(ruleDay({ kind: "month", month: 3, week: 1, weekday: 0 }, 2026)).toBe(dayOf(2026, 3, 1));
    expect(ruleDay({ kind: "month", month: 2, week: 5, weekday: 0 }, 2026)).toBe(dayOf(2026, 2, 22));
    expect(ruleDay({ kind: "month", month: 2, week: 5, weekday: 4 }, 2024)).toBe(dayOf(2024, 2, 29));
    expect(ruleDay({ kind: "month", month: 10, week: 5, weekday: 0 }, 2026)).toBe(dayOf(2026, 10, 25));
    expect(ruleDay({ kind: "month", month: 4, week: 1, weekday: 0 }, 2026)).toBe(dayOf(2026, 4, 5));
    expect(ruleDay({ kind: "month", month: 1, week: 1, weekday: 4 }, 1970)).toBe(0);
    expect(ruleDay({ kind: "month", month: 12, week: 5, weekday: 3 }, 1969)).toBe(-1);
  });

  it("never counts 29 February in Jn, and counts it in n", () => {
    expect(ruleDay({ kind: "julian", day: 60 }, 2024)).toBe(dayOf(2024, 3, 1));
    expect(ruleDay({ kind: "julian", day: 60 }, 2025)).toBe(dayOf(2025, 3, 1));
    expect(ruleDay({ kind: "julian", day: 59 }, 2024)).toBe(dayOf(2024, 2, 28));
    expect(ruleDay({ kind: "julian", day: 365 }, 2024)).toBe(dayOf(2024, 12, 31));
    expect(ruleDay({ kind: "day", day: 59 }, 2024)).toBe(dayOf(2024, 2, 29));
    expect(ruleDay({ kind: "day", day: 59 }, 2025)).toBe(dayOf(2025, 3, 1));
    expect(ruleDay({ kind: "day", day: 365 }, 2024)).toBe(dayOf(2024, 12, 31));
    expect(ruleDay({ kind: "day", day: 365 }, 2025)).toBe(dayOf(2026, 1, 1));
  });
});

describe("posixOffsetAt", () => {
  const berlin = parsePosixTz("CET-1CEST,M3.5.0,M10.5.0/3");

  it("changes Berlin's offset at 01:00 UTC on the last Sundays of March and October", () => {
    expect(yearChanges(berlin.offset, berlin.dst!, 2026)).toEqual({
      start: utc(2026, 3, 29, 1),
      end: utc(2026, 10, 25, 1),
    });
    expect(offsetAt(berlin, 2026, 1, 15)).toBe(H);
    expect(offsetAt(berlin, 2026, 3, 29, 0, 59, 59)).toBe(H);
    expect(offsetAt(berlin, 2026, 3, 29, 1)).toBe(2 * H);
    expect(offsetAt(berlin, 2026, 10, 25, 0, 59, 59)).toBe(2 * H);
    expect(offsetAt(berlin, 2026, 10, 25, 1)).toBe(H);
    expect(offsetAt(berlin, 2026, 12, 31, 23, 30)).toBe(H);
  });

  it("follows New York's second Sunday of March and first Sunday of November", () => {
    const newYork = parsePosixTz("EST5EDT,M3.2.0,M11.1.0");
    expect(offsetAt(newYork, 2026, 3, 8, 6, 59, 59)).toBe(-5 * H);
    expect(offsetAt(newYork, 2026, 3, 8, 7)).toBe(-4 * H);
    expect(offsetAt(newYork, 2026, 11, 1, 5, 59, 59)).toBe(-4 * H);
    expect(offsetAt(newYork, 2026, 11, 1, 6)).toBe(-5 * H);
  });

  it("keeps daylight-saving time over the new year south of the equator (Lord Howe, half an hour)", () => {
    const lordHowe = parsePosixTz("<+1030>-10:30<+11>-11,M10.1.0,M4.1.0");
    expect(offsetAt(lordHowe, 2026, 1, 1)).toBe(11 * H);
    expect(offsetAt(lordHowe, 2026, 4, 4, 14, 59, 59)).toBe(11 * H);
    expect(offsetAt(lordHowe, 2026, 4, 4, 15)).toBe(10.5 * H);
    expect(offsetAt(lordHowe, 2026, 10, 3, 15, 29, 59)).toBe(10.5 * H);
    expect(offsetAt(lordHowe, 2026, 10, 3, 15, 30)).toBe(11 * H);
    expect(offsetAt(lordHowe, 2026, 12, 31, 13)).toBe(11 * H);
  });

  it("keeps Dublin's negative daylight saving in winter and Nuuk's change the evening before", () => {
    const dublin = parsePosixTz("IST-1GMT0,M10.5.0,M3.5.0/1");
    expect(offsetAt(dublin, 2026, 1, 15)).toBe(0);
    expect(offsetAt(dublin, 2026, 3, 29, 1)).toBe(H);
    expect(offsetAt(dublin, 2026, 7, 1)).toBe(H);
    expect(offsetAt(dublin, 2026, 10, 25, 0, 59, 59)).toBe(H);
    expect(offsetAt(dublin, 2026, 10, 25, 1)).toBe(0);
    const nuuk = parsePosixTz("<-02>2<-01>,M3.5.0/-1,M10.5.0/0");
    expect(offsetAt(nuuk, 2026, 3, 29, 0, 59, 59)).toBe(-2 * H);
    expect(offsetAt(nuuk, 2026, 3, 29, 1)).toBe(-H);
    expect(offsetAt(nuuk, 2026, 10, 25, 0, 59, 59)).toBe(-H);
    expect(offsetAt(nuuk, 2026, 10, 25, 1)).toBe(-2 * H);
  });

  it("keeps daylight-saving time all year when it ends as it starts again (EST5EDT,0/0,J365/25)", () => {
    const always = parsePosixTz("EST5EDT,0/0,J365/25");
    for (const at of [
      utc(2024, 1, 1, 5),
      utc(2024, 2, 29, 12),
      utc(2024, 12, 31, 23),
      utc(2025, 1, 1, 4, 59, 59),
      utc(2025, 1, 1, 5),
      utc(2025, 7, 1),
    ]) {
      expect(posixOffsetAt(always, at)).toBe(-4 * H);
    }
  });

  it("gives a zone without daylight-saving time its one offset", () => {
    expect(offsetAt(parsePosixTz("<+14>-14"), 2026, 6, 1)).toBe(14 * H);
    expect(offsetAt(parsePosixTz("<-12>12"), 1900, 6, 1)).toBe(-12 * H);
  });

  it("reads a year's changes through the function it is given", () => {
    const asked: number[] = [];
    const offset = posixOffsetAt(berlin, utc(2026, 7, 1), (year) => {
      asked.push(year);
      return yearChanges(berlin.offset, berlin.dst!, year);
    });
    expect(offset).toBe(2 * H);
    expect(asked).toEqual([2024, 2025, 2026, 2027]);
  });

  it("reads the same changes through remembered years, past the number of years it keeps", () => {
    const remembered = rememberedYearChanges(berlin.offset, berlin.dst!);
    for (let year = 1950; year < 2150; year += 1) {
      expect(remembered(year)).toEqual(yearChanges(berlin.offset, berlin.dst!, year));
      expect(remembered(year)).toBe(remembered(year));
    }
  });
});
