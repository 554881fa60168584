import { describe, expect, it } from "vitest";
import type { Catalogue } from "../../src/i18n/catalogue.js";
import { catalogueOf, messageFileOf, messagesOf } from "../../src/i18n/catalogues.js";
import { LANGUAGE_TABLE, LOCALES, type Locale } from "../../src/locale.js";
import { formatted, samplesOf, type Values } from "./samples.js";

const ENGLISH = messageFileOf("en");
const KEYS = Object.keys(ENGLISH);
const TRANSLATED = LOCALES.filter((locale) => locale !== "en");

/** What a catalogue holds at a message's key: the dots in the key are the path to it. */
function leafAt(catalogue: Catalogue, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>(
      (node, part) =>
        node !== null && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined,
      catalogue,
    );
}

/** The values a language's message at a key is tried with: English's values and any of the language's own. */
const samplesAt = (locale: Locale, key: string): readonly Values[] =>
  samplesOf(ENGLISH[key] ?? "", messagesOf(locale)[key] ?? "");

/** What the catalogue's text at a key says for a set of values. */
function said(locale: Locale, key: string, values: Values): string {
  const leaf = leafAt(catalogueOf(locale), key);
  return typeof leaf === "function" ? String((leaf as (values: Values) => unknown)(values)) : String(leaf);
}

/** Each text of a language with the first values its message is tried with, by key. */
const textsOf = (locale: Locale): ReadonlyMap<string, string> =>
  new Map(KEYS.map((key) => [key, said(locale, key, samplesAt(locale, key)[0] ?? {})]));

/** The placeholders a text shows as they are (a template's `{dj}`), which every language keeps alike. */
const placeholders = (text: string) => [...text.matchAll(/\{[^{}]*\}/g)].map((match) => match[0]).sort();

/** What a value left unfilled or a wrong kind of value looks like once formatted. */
const BROKEN = /undefined|NaN|\[object|Invalid Date/;

/** An English sentence: three or more English words in a row (a name such as "Live DJ" is not one). */
const ENGLISH_SENTENCE = /\b[A-Za-z]{3,}(?:[ ,']+[A-Za-z]{2,}){2,}/;

describe("the catalogues", () => {
  it("hold texts in every area", () => {
    const areas: readonly (keyof Catalogue)[] = [
      "language",
      "listener",
      "programme",
      "setup",
      "check",
      "commands",
    ];
    for (const area of areas)
      expect(KEYS.filter((key) => key.startsWith(`${area}.`)).length, area).toBeGreaterThan(0);
  });

  it.each(LOCALES)("in %s, give a string or a function at every English key, and nothing else", (locale) => {
    const catalogue = catalogueOf(locale);
    const missing = KEYS.filter((key) => !["string", "function"].includes(typeof leafAt(catalogue, key)));
    expect(missing).toEqual([]);
    const count = (node: unknown): number =>
      node !== null && typeof node === "object"
        ? Object.values(node).reduce<number>((n, v) => n + count(v), 0)
        : 1;
    expect(count(catalogue)).toBe(KEYS.length);
  });

  it.each(LOCALES)("in %s, give a text without values as a string, as ICU writes it", (locale) => {
    const catalogue = catalogueOf(locale);
    for (const [key, message] of Object.entries(messagesOf(locale))) {
      const leaf = leafAt(catalogue, key);
      if (typeof leaf === "string") expect(leaf, key).toBe(formatted(message, LANGUAGE_TABLE[locale].intl));
    }
    expect(catalogueOf("en").programme.triggers.live.line).toBe("🔴 **{dj}** is live!");
  });

  it.each(LOCALES)(
    "in %s, fill every text with any values English's message takes, leaving no value unfilled",
    (locale) => {
      const broken: string[] = [];
      for (const key of KEYS) {
        for (const values of samplesAt(locale, key)) {
          let text: string;
          try {
            text = said(locale, key, values);
          } catch (error) {
            broken.push(`${key} ${JSON.stringify(values)}: ${(error as Error).message}`);
            continue;
          }
          const english = said("en", key, values);
          if (text.trim() === "" || BROKEN.test(text))
            broken.push(`${key} ${JSON.stringify(values)}: ${text}`);
          else if (JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(english)))
            broken.push(`${key} ${JSON.stringify(values)}: ${text} (English: ${english})`);
        }
      }
      expect(broken).toEqual([]);
    },
  );

  it.each(TRANSLATED)("in %s, translate every English sentence", (locale) => {
    const english = textsOf("en");
    const untranslated = [...textsOf(locale)].filter(
      ([key, text]) => text === english.get(key) && ENGLISH_SENTENCE.test(text),
    );
    expect(untranslated.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it("keep each language's own words: no text of one language is another's word for word unless English", () => {
    // Spanish for Spain and for Latin America may share most sentences; every other pair should not.
    const pairs = [
      ["ru", "uk"],
      ["de", "pl"],
      ["pt-BR", "es-ES"],
    ] as const;
    for (const [a, b] of pairs) {
      const other = textsOf(b);
      const same = [...textsOf(a)].filter(
        ([key, text]) => other.get(key) === text && /\p{L}{3,}(?:[ ,']+\p{L}{2,}){2,}/u.test(text),
      );
      expect(
        same.map(([key]) => key),
        `${a} and ${b}`,
      ).toEqual([]);
    }
  });

  it("are built once per language and kept", () => {
    for (const locale of LOCALES) expect(catalogueOf(locale)).toBe(catalogueOf(locale));
    expect(catalogueOf("de")).not.toBe(catalogueOf("en"));
  });

  it("format a text's values in the language's own way", () => {
    const unread = (locale: Locale) =>
      catalogueOf(locale).check.lines["streams-unread"].text({ count: 1234 });
    expect(unread("en")).toContain("1,234");
    expect(unread("de")).toContain("1.234");
    expect(unread("ru")).toContain("1\u00a0234");
  });
});
