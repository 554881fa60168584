import { describe, expect, it } from "vitest";
import { formatCount, plural } from "../../src/render/i18n.js";

const LOCALES = { en: "en-US", ru: "ru-RU" } as const;
const VALUES = [
  0,
  -0,
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

  it("groups Russian digits with a no-break space and English ones with a comma", () => {
    expect(formatCount("ru", 1234567)).toBe("1\u00a0234\u00a0567");
    expect(formatCount("en", 1234567)).toBe("1,234,567");
  });
});

describe("plural", () => {
  const forms = { one: "one {n}", few: "few {n}", many: "many {n}", other: "other {n}" };

  it.each(Object.entries(LOCALES))("picks the form Intl.PluralRules(%s) picks", (locale) => {
    const rules = new Intl.PluralRules(locale);
    for (const value of VALUES.filter(Number.isFinite)) {
      const expected = `${rules.select(value)} ${value.toLocaleString(LOCALES[locale as keyof typeof LOCALES])}`;
      expect(plural(locale as keyof typeof LOCALES, value, forms), String(value)).toBe(expected);
    }
  });

  it("falls back to the other form when a locale's text has no few or many form", () => {
    expect(plural("ru", 3, { one: "{n} трек", other: "{n} треков" })).toBe("3 треков");
  });
});
