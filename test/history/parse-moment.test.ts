import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANGUAGE_TABLE, LOCALES, type Locale } from "../../src/locale.js";
import { momentVocabulary } from "../../src/history/moment-vocabulary.js";
import { MAX_MOMENT_LENGTH, parseMoment, type MomentOptions } from "../../src/history/parse-moment.js";
import { timeZoneNamed } from "../../src/stats/intl-time-zone.js";
import { HOUR_MS, UTC, localIso, type TimeZone } from "../../src/stats/time-zone.js";

const berlin = timeZoneNamed("Europe/Berlin");
/** Wednesday 2 December 2026, 10:00 UTC (11:00 in Berlin). */
const NOW = Date.UTC(2026, 11, 2, 10);

/** What `text` reads as: the instant as local time with its offset in `zone`, or the reading's kind. */
function read(text: string, options: Partial<MomentOptions> = {}): string {
  const zone: TimeZone = options.zone ?? UTC;
  const reading = parseMoment(text, { now: NOW, zone, locale: "en", ...options });
  return reading.kind === "at" ? localIso(reading.at, zone) : reading.kind;
}

describe("parseMoment: English, in UTC, on Wednesday 2026-12-02 at 10:00", () => {
  it.each([
    ["21:40", "2026-12-01T21:40+00:00"],
    ["21.40", "2026-12-01T21:40+00:00"],
    ["9pm", "2026-12-01T21:00+00:00"],
    ["9:15 pm", "2026-12-01T21:15+00:00"],
    ["9:15PM", "2026-12-01T21:15+00:00"],
    ["9 p.m.", "2026-12-01T21:00+00:00"],
    ["8am", "2026-12-02T08:00+00:00"],
    ["21h", "2026-12-01T21:00+00:00"],
    ["21h40", "2026-12-01T21:40+00:00"],
    // Alone, a day and month that is also a clock time is the time: a day alone is no moment.
    ["21.11", "2026-12-01T21:11+00:00"],
    ["10:00", "2026-12-02T10:00+00:00"],
    ["10:01", "2026-12-01T10:01+00:00"],
    ["2h", "2026-12-02T02:00+00:00"],
    ["12am", "2026-12-02T00:00+00:00"],
    ["12:30 am", "2026-12-02T00:30+00:00"],
    ["12pm", "2026-12-01T12:00+00:00"],
    ["yesterday 21:40", "2026-12-01T21:40+00:00"],
    ["  YESTERDAY   21:40  ", "2026-12-01T21:40+00:00"],
    ["21:40 yesterday", "2026-12-01T21:40+00:00"],
    ["yesterday 8am", "2026-12-01T08:00+00:00"],
    ["today 8am", "2026-12-02T08:00+00:00"],
    ["mon 8am", "2026-11-30T08:00+00:00"],
    ["monday 21:40", "2026-11-30T21:40+00:00"],
    ["Sunday 23:00", "2026-11-29T23:00+00:00"],
    ["wed 9:00", "2026-12-02T09:00+00:00"],
    ["wed 11:00", "2026-11-25T11:00+00:00"],
    ["thu 8:00", "2026-11-26T08:00+00:00"],
    ["wednes 9:00", "2026-12-02T09:00+00:00"],
    ["2h ago", "2026-12-02T08:00+00:00"],
    ["40m ago", "2026-12-02T09:20+00:00"],
    ["90 min ago", "2026-12-02T08:30+00:00"],
    ["1 hour ago", "2026-12-02T09:00+00:00"],
    ["3 hrs ago", "2026-12-02T07:00+00:00"],
    ["3 days ago", "2026-11-29T10:00+00:00"],
    ["1d 2h ago", "2026-12-01T08:00+00:00"],
    ["-2h", "2026-12-02T08:00+00:00"],
    ["- 45 min", "2026-12-02T09:15+00:00"],
    ["2h30m ago", "2026-12-02T07:30+00:00"],
    ["2 h 30 m ago", "2026-12-02T07:30+00:00"],
    ["0m ago", "2026-12-02T10:00+00:00"],
    ["2026-11-30 21:40", "2026-11-30T21:40+00:00"],
    ["2026-11-30T21:40", "2026-11-30T21:40+00:00"],
    ["2026-12-02 10:00", "2026-12-02T10:00+00:00"],
    ["30.11 21:40", "2026-11-30T21:40+00:00"],
    ["30/11 21:40", "2026-11-30T21:40+00:00"],
    ["30.11. 21:40", "2026-11-30T21:40+00:00"],
    ["30.11.2025 21:40", "2025-11-30T21:40+00:00"],
    ["21:40 30.11", "2026-11-30T21:40+00:00"],
    ["02.12 09:00", "2026-12-02T09:00+00:00"],
    ["02.12 11:00", "2025-12-02T11:00+00:00"],
    ["25.12 20:00", "2025-12-25T20:00+00:00"],
    ["29.02 10:00", "2024-02-29T10:00+00:00"],
  ])("reads %j as %s", (text, expected) => {
    expect(read(text)).toBe(expected);
  });
});

describe("parseMoment: what lies ahead, and what is no moment", () => {
  it.each([
    "tomorrow",
    "Tomorrow 8am",
    "today 23:00",
    "in 2 hours",
    "+2h",
    "in 3 days",
    "2027-01-01",
    "2026-12-03",
    "2026-12-02 10:01",
    "2027-01-01 08:00",
    "01.01.2027 08:00",
  ])("reads %j as future: the history has nothing there", (text) => {
    expect(read(text)).toBe("future");
  });

  it.each([
    "25:00",
    "24:00",
    "9:60",
    "13pm",
    "0am",
    "9hpm",
    "21",
    "banana",
    "",
    "   ",
    "yesterday",
    "today",
    "sunday",
    "mon",
    "2026-11-30",
    "30.11",
    "2026-02-30 10:00",
    "2026-13-01 10:00",
    "31.04 10:00",
    "0050-01-01 10:00",
    "2 hours",
    "ago",
    "tu 8:00",
    "someday 8:00",
    "yesterday today 8:00",
  ])("reads %j as unreadable", (text) => {
    expect(read(text)).toBe("unreadable");
  });

  it(`refuses input over ${MAX_MOMENT_LENGTH} characters unread, spaces included`, () => {
    expect(read(`2h ago${" ".repeat(MAX_MOMENT_LENGTH - 6)}`)).toBe("2026-12-02T08:00+00:00");
    expect(read(`2h ago${" ".repeat(MAX_MOMENT_LENGTH - 5)}`)).toBe("unreadable");
    expect(read("1".repeat(1_000_000))).toBe("unreadable");
  });

  it("reads any text without throwing, as an instant up to now, future or unreadable", () => {
    const pieces = [
      "21",
      ":",
      ".",
      "40",
      "h",
      "pm",
      " ",
      "ago",
      "-",
      "+",
      "yesterday",
      "вчера",
      "mon",
      "2026-",
      "99",
    ];
    const texts = fc.oneof(
      fc.string({ maxLength: 70 }),
      fc.array(fc.constantFrom(...pieces), { maxLength: 12 }).map((parts) => parts.join("")),
    );
    fc.assert(
      fc.property(
        texts,
        fc.constantFrom(...LOCALES),
        fc.integer({ min: 0, max: 4e12 }),
        (text, locale, now) => {
          const reading = parseMoment(text, { now, zone: berlin, locale });
          if (reading.kind === "at") {
            expect(Number.isFinite(reading.at)).toBe(true);
            expect(reading.at).toBeLessThanOrEqual(now);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("parseMoment: clock times are the server's zone's (Europe/Berlin, 11:00 there)", () => {
  it.each([
    ["21:40", "2026-12-01T21:40+01:00"],
    ["11:00", "2026-12-02T11:00+01:00"],
    ["11:30", "2026-12-01T11:30+01:00"],
    ["8am", "2026-12-02T08:00+01:00"],
    ["mon 8am", "2026-11-30T08:00+01:00"],
    ["2h ago", "2026-12-02T09:00+01:00"],
    ["2026-11-30 21:40", "2026-11-30T21:40+01:00"],
    ["30.11 21:40", "2026-11-30T21:40+01:00"],
  ])("reads %j as %s", (text, expected) => {
    expect(read(text, { zone: berlin })).toBe(expected);
  });
});

describe("parseMoment across Berlin's changes of the clocks", () => {
  it("reads the spring day (2026-03-29, 02:00 → 03:00) at noon", () => {
    const options = { zone: berlin, now: Date.UTC(2026, 2, 29, 10) };
    expect(read("01:30", options)).toBe("2026-03-29T01:30+01:00");
    // 02:30 never happens that day: as far past the change as it was into the gap, as instantOf reads it.
    expect(read("02:30", options)).toBe("2026-03-29T03:30+02:00");
    expect(read("sun 2:30", options)).toBe("2026-03-29T03:30+02:00");
    expect(read("03:30", options)).toBe("2026-03-29T03:30+02:00");
    expect(read("yesterday 12:00", options)).toBe("2026-03-28T12:00+01:00");
    // A day back is yesterday at this clock time, 23 hours ago; 24 hours back is 11:00 the day before.
    expect(read("1 day ago", options)).toBe("2026-03-28T12:00+01:00");
    expect(read("24h ago", options)).toBe("2026-03-28T11:00+01:00");
    expect(read("2h ago", options)).toBe("2026-03-29T10:00+02:00");
    expect(read("10h ago", options)).toBe("2026-03-29T01:00+01:00");
    expect(read("13:00", options)).toBe("2026-03-28T13:00+01:00");
  });

  it("reads the autumn day (2026-10-25, 03:00 → 02:00) at noon, and in its repeated hour", () => {
    const options = { zone: berlin, now: Date.UTC(2026, 9, 25, 11) };
    // 02:30 happens twice: the earlier, summer-time one.
    expect(read("02:30", options)).toBe("2026-10-25T02:30+02:00");
    expect(read("yesterday 12:00", options)).toBe("2026-10-24T12:00+02:00");
    expect(read("1 day ago", options)).toBe("2026-10-24T12:00+02:00");
    expect(read("24h ago", options)).toBe("2026-10-24T13:00+02:00");
    expect(read("3h ago", options)).toBe("2026-10-25T09:00+01:00");
    expect(read("10h ago", options)).toBe("2026-10-25T02:00+01:00");
    expect(read("11h ago", options)).toBe("2026-10-25T02:00+02:00");
    const inRepeat = { zone: berlin, now: Date.UTC(2026, 9, 25, 1, 30) }; // the second 02:30
    expect(read("30m ago", inRepeat)).toBe("2026-10-25T02:00+01:00");
    expect(read("90m ago", inRepeat)).toBe("2026-10-25T02:00+02:00");
    expect(read("02:15", inRepeat)).toBe("2026-10-25T02:15+02:00");
    expect(read("1 day ago", inRepeat)).toBe("2026-10-24T02:30+02:00");
  });
});

describe("parseMoment in the bot's other languages (UTC, Wednesday 2026-12-02 10:00)", () => {
  const yesterday2140 = "2026-12-01T21:40+00:00";
  const monday0800 = "2026-11-30T08:00+00:00";
  const twoHoursAgo = "2026-12-02T08:00+00:00";

  it.each([
    ["ru", "вчера 21:40", yesterday2140],
    ["ru", "Вчера 21:40", yesterday2140],
    ["ru", "понедельник 8:00", monday0800],
    ["ru", "ПОНЕДЕЛЬНИК 8:00", monday0800],
    ["ru", "пн 8:00", monday0800],
    ["ru", "2 часа назад", twoHoursAgo],
    ["ru", "5 часов назад", "2026-12-02T05:00+00:00"],
    ["ru", "2 ч назад", twoHoursAgo],
    ["ru", "-2 ч", twoHoursAgo],
    ["ru", "30 минут назад", "2026-12-02T09:30+00:00"],
    ["ru", "3 дня назад", "2026-11-29T10:00+00:00"],
    ["uk", "вчора 21:40", yesterday2140],
    ["uk", "учора 21:40", yesterday2140],
    ["uk", "понеділок 8:00", monday0800],
    ["uk", "п'ятниця 8:00", "2026-11-27T08:00+00:00"],
    ["uk", "пʼятниця 8:00", "2026-11-27T08:00+00:00"],
    ["uk", "2 години тому", twoHoursAgo],
    ["uk", "2 год тому", twoHoursAgo],
    ["de", "gestern 21:40", yesterday2140],
    ["de", "Montag 8:00", monday0800],
    ["de", "Mo 8:00", monday0800],
    ["de", "vor 2 Stunden", twoHoursAgo],
    ["de", "vor 2 Std.", twoHoursAgo],
    ["de", "vor 1 Stunde", "2026-12-02T09:00+00:00"],
    ["es-ES", "ayer 21:40", yesterday2140],
    ["es-ES", "lunes 8:00", monday0800],
    ["es-ES", "Miércoles 8:00", "2026-12-02T08:00+00:00"],
    ["es-ES", "miercoles 8:00", "2026-12-02T08:00+00:00"],
    ["es-ES", "hace 2 horas", twoHoursAgo],
    ["es-419", "ayer 21:40", yesterday2140],
    ["es-419", "lun 8:00", monday0800],
    ["es-419", "hace 2 horas", twoHoursAgo],
    ["es-419", "hace 3 días", "2026-11-29T10:00+00:00"],
    ["pt-BR", "ontem 21:40", yesterday2140],
    ["pt-BR", "segunda-feira 8:00", monday0800],
    ["pt-BR", "segunda feira 8:00", monday0800],
    ["pt-BR", "segunda 8:00", monday0800],
    ["pt-BR", "seg. 8:00", monday0800],
    ["pt-BR", "há 2 horas", twoHoursAgo],
    ["pt-BR", "ha 2 horas", twoHoursAgo],
    ["pl", "wczoraj 21:40", yesterday2140],
    ["pl", "poniedziałek 8:00", monday0800],
    ["pl", "poniedzialek 8:00", monday0800],
    ["pl", "Śr 8:00", "2026-12-02T08:00+00:00"],
    ["pl", "sr. 8:00", "2026-12-02T08:00+00:00"],
    ["pl", "2 godziny temu", twoHoursAgo],
    ["pl", "5 godzin temu", "2026-12-02T05:00+00:00"],
    ["pl", "22 godziny temu", "2026-12-01T12:00+00:00"],
  ] as const)("reads %s %j as %s", (locale, text, expected) => {
    expect(read(text, { locale })).toBe(expected);
  });

  it.each([
    ["ru", "завтра"],
    ["ru", "через 2 часа"],
    ["de", "morgen"],
    ["de", "in 2 Stunden"],
    ["es-ES", "mañana 8:00"],
    ["pt-BR", "amanhã"],
    ["pl", "jutro"],
    ["pl", "za 2 godziny"],
    ["uk", "завтра"],
  ] as const)("reads %s %j as future", (locale, text) => {
    expect(read(text, { locale })).toBe("future");
  });

  it.each(LOCALES)("accepts English's words in %s as well", (locale) => {
    expect(read("yesterday 21:40", { locale })).toBe(yesterday2140);
    expect(read("mon 8am", { locale })).toBe(monday0800);
    expect(read("2h ago", { locale })).toBe(twoHoursAgo);
    expect(read("2 hours ago", { locale })).toBe(twoHoursAgo);
  });

  it("reads a language's words in that language and English only", () => {
    expect(read("вчера 21:40", { locale: "en" })).toBe("unreadable");
    expect(read("gestern 21:40", { locale: "pl" })).toBe("unreadable");
  });

  it.each(LOCALES)(
    "reads %s's words for yesterday and today and each weekday as Intl writes them",
    (locale) => {
      const tag = LANGUAGE_TABLE[locale].intl;
      const relative = new Intl.RelativeTimeFormat(tag, { numeric: "auto" });
      expect(read(`${relative.format(-1, "day")} 21:40`, { locale })).toBe(yesterday2140);
      expect(read(`${relative.format(0, "day")} 8:00`, { locale })).toBe("2026-12-02T08:00+00:00");
      for (const weekday of ["long", "short"] as const) {
        const format = new Intl.DateTimeFormat(tag, { weekday, timeZone: "UTC" });
        // Monday 30 November to Sunday 6 December 2026: at 08:00 each is the latest such day up to Wednesday 10:00.
        for (let day = 30; day <= 36; day++) {
          const date = Date.UTC(2026, 10, day, 8);
          const expected = day <= 32 ? date : date - 7 * 24 * HOUR_MS;
          expect(read(`${format.format(date)} 8:00`, { locale }), format.format(date)).toBe(
            localIso(expected, UTC),
          );
        }
      }
    },
  );

  it.each(LOCALES)(
    "reads %s's 'N minutes, hours, days ago' in every style and plural form",
    (locale: Locale) => {
      const tag = LANGUAGE_TABLE[locale].intl;
      const units = { minute: 60_000, hour: HOUR_MS, day: 24 * HOUR_MS } as const;
      for (const style of ["long", "short", "narrow"] as const) {
        const format = new Intl.RelativeTimeFormat(tag, { style });
        for (const [unit, length] of Object.entries(units) as [keyof typeof units, number][])
          for (const count of [1, 2, 3, 4, 5, 11, 12, 14, 21, 22, 25, 101, 112]) {
            const text = format.format(-count, unit);
            expect(read(text, { locale }), text).toBe(localIso(NOW - count * length, UTC));
            expect(read(format.format(count, unit), { locale }), format.format(count, unit)).toBe("future");
          }
      }
    },
  );

  it("builds each language's words once", () => {
    expect(momentVocabulary("pl")).toBe(momentVocabulary("pl"));
    expect(momentVocabulary("pl")).not.toBe(momentVocabulary("de"));
  });
});

describe("parseMoment: the little word between a day and a time", () => {
  it.each([
    ["en", "yesterday at 21:40"],
    ["ru", "вчера в 21:40"],
    ["uk", "вчора о 21:40"],
    ["de", "gestern um 21:40"],
    ["es-ES", "ayer a las 21:40"],
    ["es-419", "ayer a las 21:40"],
    ["pt-BR", "ontem às 21:40"],
    ["pl", "wczoraj o 21:40"],
    ["pl", "yesterday at 21:40"],
  ] as const)("reads %s %s as yesterday's 21:40", (locale, text) => {
    expect(read(text, { locale })).toBe("2026-12-01T21:40+00:00");
  });

  it("leaves a joiner alone at either end, and reads nothing into it", () => {
    expect(read("at")).toBe("unreadable");
    expect(read("at 21:40")).toBe("unreadable");
    expect(read("yesterday at")).toBe("unreadable");
  });
});
