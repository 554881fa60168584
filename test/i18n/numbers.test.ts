import { describe, expect, it } from "vitest";
import { catalogueOf } from "../../src/i18n/catalogues.js";
import { formatCount } from "../../src/i18n/numbers.js";
import { LANGUAGE_TABLE, LOCALES, type Locale } from "../../src/locale.js";
import { formatted } from "./samples.js";

const VALUES = [
  ...[0, -0, 0.5, 1, 2, 3, 4, 5, 7, 10, 11, 12, 14, 15, 21, 22, 25, 100, 101, 111, 112, 121, 999],
  ...[1000, 1001, 1234, 12345, 123456, 1234567, 1_000_000, 2_000_000, 1_000_001, 10_000_000, 2 ** 53, 1e21],
  ...[-1, -1234, 1.5, 0.1234, 1.0005, 2.0005, 1.0001, 2.0004, 0.9996, 999.9995, -0.0001, 1e-7],
  ...[Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY],
];

/** Counts to hold plural forms to: every count up to 1200 and the finite values above. */
const COUNTS = [...VALUES.filter(Number.isFinite), ...Array.from({ length: 1201 }, (_, n) => n)];

const tagOf = (locale: Locale) => LANGUAGE_TABLE[locale].intl;

describe("formatCount", () => {
  it("formats each language's numbers in the Intl locale the language names", () => {
    expect(Object.fromEntries(LOCALES.map((locale) => [locale, tagOf(locale)]))).toEqual({
      en: "en-US",
      ru: "ru-RU",
      uk: "uk-UA",
      de: "de-DE",
      "es-ES": "es-ES",
      "es-419": "es-419",
      "pt-BR": "pt-BR",
      pl: "pl-PL",
    });
  });

  it.each(LOCALES)("formats numbers in %s exactly as toLocaleString does in its Intl locale", (locale) => {
    for (const value of VALUES)
      expect(formatCount(locale, value), String(value)).toBe(value.toLocaleString(tagOf(locale)));
  });

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

describe("plural forms in the messages", () => {
  const EVERY_FORM =
    "{n, plural, zero {zero #} one {one #} two {two #} few {few #} many {many #} other {other #}}";

  it.each(LOCALES)(
    "in %s, take the form Intl.PluralRules picks, the count formatted as formatCount does",
    (locale) => {
      const rules = new Intl.PluralRules(tagOf(locale));
      for (const n of COUNTS)
        expect(formatted(EVERY_FORM, tagOf(locale), { n }), String(n)).toBe(
          `${rules.select(n)} ${formatCount(locale, n)}`,
        );
    },
  );

  it("fall back to the other form when a language's message has no form for a count", () => {
    const listeners = "{n, plural, one {# oyente} other {# oyentes}}";
    expect(formatted(listeners, tagOf("es-ES"), { n: 1_000_000 })).toBe("1.000.000 oyentes");
    expect(formatted("{n, plural, one {# ouvinte} other {# ouvintes}}", tagOf("pt-BR"), { n: 0 })).toBe(
      "0 ouvinte",
    );
  });

  it("take an exact =0 form for 0 whatever the language's rule, and the rule's form otherwise", () => {
    const listeners = "{n, plural, =0 {# ouvintes} one {# ouvinte} other {# ouvintes}}";
    expect([0, 1, 2].map((n) => formatted(listeners, tagOf("pt-BR"), { n }))).toEqual([
      "0 ouvintes",
      "1 ouvinte",
      "2 ouvintes",
    ]);
  });

  it("read right in each language's own catalogue", () => {
    const unread = (locale: Locale, count: number) =>
      catalogueOf(locale).check.lines["streams-unread"].text({ count });
    expect([1, 2, 5, 21, 1234].map((n) => unread("ru", n))).toEqual([
      "В эфире ещё 1 поток: не проверены.",
      "В эфире ещё 2 потока: не проверены.",
      "В эфире ещё 5 потоков: не проверены.",
      "В эфире ещё 21 поток: не проверены.",
      "В эфире ещё 1\u00a0234 потока: не проверены.",
    ]);
    expect([1, 3, 11, 22, 1.5].map((n) => unread("uk", n))).toEqual([
      "В ефірі ще 1 потік: не перевірено.",
      "В ефірі ще 3 потоки: не перевірено.",
      "В ефірі ще 11 потоків: не перевірено.",
      "В ефірі ще 22 потоки: не перевірено.",
      "В ефірі ще 1,5 потоку: не перевірено.",
    ]);
    expect([1, 2, 5, 22, 112].map((n) => unread("pl", n))).toEqual([
      "Na antenie jest jeszcze 1 strumień: nie sprawdzono.",
      "Na antenie jest jeszcze 2 strumienie: nie sprawdzono.",
      "Na antenie jest jeszcze 5 strumieni: nie sprawdzono.",
      "Na antenie jest jeszcze 22 strumienie: nie sprawdzono.",
      "Na antenie jest jeszcze 112 strumieni: nie sprawdzono.",
    ]);
    expect([1, 2].map((n) => unread("de", n))).toEqual([
      "1 weiterer Stream auf Sendung, nicht gelesen.",
      "2 weitere Streams auf Sendung, nicht gelesen.",
    ]);
    expect(unread("es-ES", 1_000_000)).toBe("1.000.000 streams más en antena, sin leer.");
    expect(unread("en", 1)).toBe("1 more stream on air, not read.");
    const inVoice = (n: number) => catalogueOf("pt-BR").listener.replies.listenersInVoice({ people: n });
    expect([0, 1, 2].map(inVoice)).toEqual([
      "🔊 **0** pessoas ouvindo nos canais de voz do Discord",
      "🔊 **1** pessoa ouvindo nos canais de voz do Discord",
      "🔊 **2** pessoas ouvindo nos canais de voz do Discord",
    ]);
  });
});
