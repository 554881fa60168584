import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { commands } from "../../commands/index.js";
import { catalogueOf } from "../../src/i18n/catalogues.js";
import { DEFAULT_COLOR_WORDS } from "../../src/i18n/default-words.js";
import { NATIVE_LANGUAGE_NAMES } from "../../src/i18n/language-names.js";
import { chainOf, LANGUAGES } from "../../src/i18n/languages.js";
import { localeOf } from "../../src/i18n/locale-of.js";
import { formatCount, plural } from "../../src/i18n/numbers.js";
import { LOCALES } from "../../src/locale.js";
import { DISCORD_LOCALES } from "../fake-discord/validate-commands.js";

/** The folders under src/i18n/ that hold a language (the rest hold the catalogue's types). */
const FOLDERS = readdirSync(join("src", "i18n"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "types")
  .map((entry) => entry.name);

/** Every list of languages the bot derives from the registry, as the languages each one holds. */
function derivedLists(): Record<string, readonly string[]> {
  const registered = commands.flatMap((command) => Object.keys(command.data.name_localizations ?? {}));
  return {
    "the registry (src/i18n/languages.ts)": Object.keys(LANGUAGES),
    "the languages' own names": Object.keys(NATIVE_LANGUAGE_NAMES),
    "/setup language's choices": LOCALES.filter((locale) =>
      JSON.stringify(commands).includes(JSON.stringify(NATIVE_LANGUAGE_NAMES[locale])),
    ),
    "the slash commands' localizations, and English": [...new Set(["en", ...registered])],
    "the default colour's words": LOCALES.filter((locale) =>
      LANGUAGES[locale].defaultWords.every((word) => DEFAULT_COLOR_WORDS.includes(word)),
    ),
    "the language folders": FOLDERS,
    "the languages each catalogue names": Object.keys(catalogueOf("de").setup.languages),
  };
}

describe("the languages", () => {
  it("are each in every list derived from the registry: a language left out of one fails here", () => {
    const expected = [...LOCALES].sort();
    for (const [list, locales] of Object.entries(derivedLists()))
      expect([...locales].sort(), list).toEqual(expected);
  });

  it.each(LOCALES)("in %s, read the language's own facts from its folder", (locale) => {
    const language = LANGUAGES[locale];
    expect(NATIVE_LANGUAGE_NAMES[locale]).toBe(language.name);
    expect(chainOf(locale).at(-1)).toBe("en");
    expect(formatCount(locale, 12345.5)).toBe((12345.5).toLocaleString(language.numbers.intl));
    expect(plural(locale, 1, { one: "one", few: "few", many: "many", other: "other" })).toBe("one");
  });

  it.each(LOCALES)("name %s as Discord names its locale (English for en-US and en-GB)", (locale) => {
    expect(localeOf(locale)).toBe(locale);
    if (locale !== "en") expect(DISCORD_LOCALES.has(locale)).toBe(true);
  });

  it("name a language a catalogue does not name (one added since) by its own name", async () => {
    const { namedIn } = await import("../../src/i18n/language-names.js");
    expect(namedIn({ en: "inglés" })).toEqual({ ...NATIVE_LANGUAGE_NAMES, en: "inglés" });
  });
});
