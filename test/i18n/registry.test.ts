import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { commands } from "../../commands/index.js";
import { messageFileOf, messagesOf } from "../../src/i18n/catalogues.js";
import { DEFAULT_COLOR_WORDS } from "../../src/i18n/default-words.js";
import { NATIVE_LANGUAGE_NAMES } from "../../src/i18n/language-names.js";
import { chainOf } from "../../src/i18n/languages.js";
import { localeOf } from "../../src/i18n/locale-of.js";
import { formatCount } from "../../src/i18n/numbers.js";
import { isLocale, LANGUAGE_TABLE, LOCALES, type Locale } from "../../src/locale.js";
import { DISCORD_LOCALES } from "../fake-discord/validate-commands.js";
import { formatted } from "./samples.js";

/** A language's words for "each announcement's own colour", as its messages (or its fallback's) list them. */
const defaultWordsOf = (locale: Locale) =>
  (messagesOf(locale)["language.defaultWords"] ?? "").split(",").map((word) => word.trim().toLowerCase());

/** Every list of languages the bot derives from the language table, as the languages each one holds. */
function derivedLists(): Record<string, readonly string[]> {
  const registered = commands.flatMap((command) => Object.keys(command.data.name_localizations ?? {}));
  return {
    "the language table (src/locale.ts)": Object.keys(LANGUAGE_TABLE),
    "the languages' own names": Object.keys(NATIVE_LANGUAGE_NAMES),
    "/setup language's choices": LOCALES.filter((locale) =>
      JSON.stringify(commands).includes(JSON.stringify(NATIVE_LANGUAGE_NAMES[locale])),
    ),
    "the slash commands' localizations, and English": [...new Set(["en", ...registered])],
    "the default colour's words": LOCALES.filter((locale) =>
      defaultWordsOf(locale).every((word) => DEFAULT_COLOR_WORDS.includes(word)),
    ),
    "the message files": readdirSync(join("src", "i18n", "messages"))
      .filter((name) => name.endsWith(".json"))
      .map((name) => name.slice(0, -".json".length)),
  };
}

describe("the languages", () => {
  it("are each in every list derived from the language table: a language left out of one fails here", () => {
    const expected = [...LOCALES].sort();
    for (const [list, locales] of Object.entries(derivedLists()))
      expect([...locales].sort(), list).toEqual(expected);
  });

  it("start with English, the one language that falls back to none", () => {
    expect(LOCALES[0]).toBe("en");
    expect(LOCALES.filter((locale) => LANGUAGE_TABLE[locale].fallback === null)).toEqual(["en"]);
  });

  it.each(LOCALES)("in %s, read the language's own facts from its line of the table", (locale) => {
    const language = LANGUAGE_TABLE[locale];
    expect(NATIVE_LANGUAGE_NAMES[locale]).toBe(language.name);
    expect(chainOf(locale).at(-1)).toBe("en");
    expect(formatCount(locale, 12345.5)).toBe((12345.5).toLocaleString(language.intl));
    const forms = "{n, plural, one {one} few {few} many {many} other {other}}";
    expect(formatted(forms, language.intl, { n: 1 })).toBe("one");
    expect(Object.keys(messageFileOf(locale)).length).toBeGreaterThan(0);
  });

  it.each(LOCALES)("name %s as Discord names its locale (English for en-US and en-GB)", (locale) => {
    expect(isLocale(locale)).toBe(true);
    expect(localeOf(locale)).toBe(locale);
    if (locale !== "en") expect(DISCORD_LOCALES.has(locale)).toBe(true);
  });

  it("give each of Discord's locales the bot has its own language, English for the rest", () => {
    expect(localeOf("en-GB")).toBe("en");
    expect(localeOf("en-US")).toBe("en");
    expect(localeOf("fr")).toBe("en");
    expect(localeOf("PT-br")).toBe("pt-BR");
    expect(localeOf("ES-419")).toBe("es-419");
    expect(localeOf(undefined)).toBe("en");
    expect(localeOf(null)).toBe("en");
    expect(isLocale("en-US")).toBe(false);
  });
});

describe("the default colour's words", () => {
  it("are every language's words, lower case, each once, in the order of the languages", () => {
    expect(DEFAULT_COLOR_WORDS).toEqual([
      ...["default", "none"],
      ...["по умолчанию", "нет"],
      ...["за замовчуванням", "типовий", "немає"],
      ...["standard", "keine", "keiner"],
      ...["predeterminado", "por defecto", "ninguno"],
      ...["padrão", "nenhum", "nenhuma"],
      ...["domyślny", "domyślnie", "brak"],
    ]);
  });

  it("hold `default`, which works in every language as the option's description says", () => {
    expect(DEFAULT_COLOR_WORDS).toContain("default");
    for (const word of DEFAULT_COLOR_WORDS) expect(word).toBe(word.trim().toLowerCase());
  });

  it.each(LOCALES)(
    "in %s, hold the language's own words (Latin American Spanish's are Spain's)",
    (locale) => {
      const words = defaultWordsOf(locale);
      expect(words.length).toBeGreaterThan(0);
      expect(words.filter((word) => !DEFAULT_COLOR_WORDS.includes(word))).toEqual([]);
    },
  );
});
