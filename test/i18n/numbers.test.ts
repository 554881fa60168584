import { describe, expect, it } from "vitest";
import { formatCount, plural } from "../../src/i18n/numbers.js";
import { localeOf } from "../../src/i18n/locale-of.js";
import { type Locale, LOCALES as BOT_LOCALES } from "../../src/locale.js";

/** Each of the bot's languages and the Intl locale its numbers are held to. */
const LOCALES: Record<Locale, string> = {
  en: "en-US",
  ru: "ru-RU",
  uk: "uk-UA",
  de: "de-DE",
  "es-ES": "es-ES",
  "es-419": "es-419",
  "pt-BR": "pt-BR",
  pl: "pl-PL",
};
const VALUES = [
  0,
  -0,
  0.5,
  1,
  2,
  3,
  4,
  5,
  7,
  10,
  11,
  12,
  14,
  15,
  21,
  22,
  25,
  100,
  101,
  111,
  112,
  121,
  999,
  1000,
  1001,
  1234,
  12345,
  123456,
  1234567,
  1_000_000,
  2_000_000,
  1_000_001,
  10_000_000,
  2 ** 53,
  1e21,
  -1,
  -1234,
  1.5,
  0.1234,
  1.0005,
  2.0005,
  1.0001,
  2.0004,
  0.9996,
  999.9995,
  -0.0001,
  1e-7,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
];

describe("formatCount", () => {
  it.each(Object.entries(LOCALES))(
    "formats numbers in %s exactly as toLocaleString(%s) does",
    (locale, tag) => {
      for (const value of VALUES) {
        expect(formatCount(locale as keyof typeof LOCALES, value), String(value)).toBe(
          value.toLocaleString(tag),
        );
      }
    },
  );

  it("groups digits as each language does, four-digit numbers included", () => {
    expect(formatCount("de", 1234.5)).toBe("1.234,5");
    expect(formatCount("es-ES", 1234)).toBe("1234");
    expect(formatCount("es-ES", 12345)).toBe("12.345");
    expect(formatCount("es-419", 12345.5)).toBe("12,345.5");
    expect(formatCount("pl", 1234)).toBe("1234");
    expect(formatCount("pl", 12345)).toBe("12\u00a0345");
  });

  it("groups Russian digits with a no-break space and English ones with a comma", () => {
    expect(formatCount("ru", 1234567)).toBe("1\u00a0234\u00a0567");
    expect(formatCount("en", 1234567)).toBe("1,234,567");
  });
});

describe("plural", () => {
  const forms = { one: "one {n}", few: "few {n}", many: "many {n}", other: "other {n}" };

  it.each(Object.entries(LOCALES))("picks the form Intl.PluralRules(%s) picks", (locale) => {
    const rules = new Intl.PluralRules(LOCALES[locale as Locale]);
    const counts = [...VALUES.filter(Number.isFinite), ...Array.from({ length: 1201 }, (_, n) => n)];
    for (const value of counts) {
      const expected = `${rules.select(value)} ${value.toLocaleString(LOCALES[locale as keyof typeof LOCALES])}`;
      expect(plural(locale as Locale, value, forms), String(value)).toBe(expected);
    }
  });

  it("falls back to the other form when a language's text has no many form", () => {
    expect(plural("es-ES", 1_000_000, { one: "{n} oyente", other: "{n} oyentes" })).toBe("1.000.000 oyentes");
    expect(plural("pt-BR", 0, { one: "{n} ouvinte", other: "{n} ouvintes" })).toBe("0 ouvinte");
  });
});

describe("localeOf", () => {
  it("gives each of Discord's locales the bot has its own language, English for the rest", () => {
    for (const locale of BOT_LOCALES) expect(localeOf(locale)).toBe(locale);
    expect(localeOf("en-GB")).toBe("en");
    expect(localeOf("fr")).toBe("en");
    expect(localeOf("PT-br")).toBe("pt-BR");
    expect(localeOf(undefined)).toBe("en");
  });
});

describe("plural's zero form", () => {
  it("is used for exactly 0 whatever the language's rule, and the rule's form otherwise", () => {
    const forms = { zero: "{n} ouvintes", one: "{n} ouvinte", other: "{n} ouvintes" };
    expect([0, 1, 2].map((n) => plural("pt-BR", n, forms))).toEqual([
      "0 ouvintes",
      "1 ouvinte",
      "2 ouvintes",
    ]);
    expect(plural("pt-BR", 0, { one: "{n} ouvinte", other: "{n} ouvintes" })).toBe("0 ouvinte");
  });
});
