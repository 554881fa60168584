import { describe, expect, it } from "vitest";
import { timeZoneNamed } from "../../src/stats/intl-time-zone.js";
import { localIso, UTC } from "../../src/stats/time-zone.js";
import { REPORT_LATE_MS, reportDue, reportInstant, reportPending } from "../../src/stats/weekly-report.js";

const berlin = timeZoneNamed("Europe/Berlin");

describe("when a weekly report is due", () => {
  it("is due from its hour in the current week for a day, and reports the last complete week", () => {
    const time = { day: 1, hour: 9 };
    const monday = Date.UTC(2026, 10, 30, 9);
    expect(reportDue(time, monday - 1, UTC)).toBeNull();
    const week = reportDue(time, monday, UTC);
    expect(week && [localIso(week.start, UTC), localIso(week.end, UTC)]).toEqual([
      "2026-11-23T00:00+00:00",
      "2026-11-30T00:00+00:00",
    ]);
    expect(reportDue(time, monday + REPORT_LATE_MS - 1, UTC)?.start).toBe(week?.start);
    expect(reportDue(time, monday + REPORT_LATE_MS, UTC)).toBeNull();
  });

  it("keeps its local hour across daylight-saving changes (Berlin, Sunday 8:00 in the week clocks go forward)", () => {
    const time = { day: 7, hour: 8 };
    // The week of 23 March 2026: clocks go forward on Sunday the 29th at 02:00.
    const at = reportInstant(time, Date.UTC(2026, 2, 25, 12), berlin);
    expect(localIso(at, berlin)).toBe("2026-03-29T08:00+02:00");
    const week = reportDue(time, at, berlin);
    expect(week && localIso(week.start, berlin)).toBe("2026-03-16T00:00+01:00");
    // And in the week they go back (26 October 2026).
    const autumn = reportInstant({ day: 1, hour: 9 }, Date.UTC(2026, 9, 27, 12), berlin);
    expect(localIso(autumn, berlin)).toBe("2026-10-26T09:00+01:00");
  });

  it("is still due at the week's turn: a Sunday 23:00 report with the bot back on Monday 01:00 reports its own week", () => {
    const time = { day: 7, hour: 23 };
    // Sunday 29 November 2026, 23:00 UTC: the report of the week of 16 November (the last complete one).
    const sunday = Date.UTC(2026, 10, 29, 23);
    const mondayOne = sunday + 2 * 3_600_000;
    const week = reportDue(time, mondayOne, UTC);
    expect(week && localIso(week.start, UTC)).toBe("2026-11-16T00:00+00:00");
    expect(reportDue(time, sunday, UTC)?.start).toBe(week?.start);
    expect(reportDue(time, sunday + REPORT_LATE_MS - 1, UTC)?.start).toBe(week?.start);
    expect(reportDue(time, sunday + REPORT_LATE_MS, UTC)).toBeNull();
    expect(reportDue(time, sunday - 1, UTC)).toBeNull();
  });

  it("is still due at the week's turn when the clocks went back that night (Berlin, 25 October 2026)", () => {
    // Sunday 25 October 2026 23:00 CET, the day the clocks went back at 03:00; the bot is back Monday 01:00 CET.
    const time = { day: 7, hour: 23 };
    const sunday = reportInstant(time, Date.UTC(2026, 9, 22, 12), berlin);
    expect(localIso(sunday, berlin)).toBe("2026-10-25T23:00+01:00");
    const week = reportDue(time, sunday + 2 * 3_600_000, berlin);
    expect(week && localIso(week.start, berlin)).toBe("2026-10-12T00:00+02:00");
  });

  it("is pending until the fleet's state names that week or a later one; anything unreadable is nothing reported", () => {
    const week = Date.UTC(2026, 10, 23);
    expect(reportPending(null, week)).toBe(true);
    expect(reportPending({ week: week - 7 * 86_400_000 }, week)).toBe(true);
    expect(reportPending({ week }, week)).toBe(false);
    expect(reportPending({ week: week + 1 }, week)).toBe(false);
    expect(reportPending("garbage", week)).toBe(true);
    expect(reportPending({ week: "2026" }, week)).toBe(true);
  });
});
