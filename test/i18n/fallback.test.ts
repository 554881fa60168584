import { beforeAll, describe, expect, it } from "vitest";
import type { Catalogue } from "../../src/i18n/catalogue.js";
import { catalogueOf } from "../../src/i18n/catalogues.js";
import { chainOf, LANGUAGES } from "../../src/i18n/languages.js";
import { type Overrides, withOverrides } from "../../src/i18n/overrides.js";
import { LOCALES, type Locale } from "../../src/locale.js";
import { EVERY, FINE } from "../render/check-findings.js";

/** Every text of a catalogue (strings and functions, arrays whole), keyed by its path. */
function textsOf(value: unknown, path = "", out = new Map<string, unknown>()): Map<string, unknown> {
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    for (const [key, item] of Object.entries(value)) textsOf(item, path ? `${path}.${key}` : key, out);
  } else if (value !== undefined) out.set(path, value);
  return out;
}

const names = (missing: readonly string[]) => missing.join(", ");
/** Values a text function is called with: counts, words, flags, and every kind of /setup check finding. */
const SAMPLES: readonly (readonly unknown[])[] = [
  ...[0, 1, 2, 3, 5, 21, 1.5, 12_345, 3_145_728, 401, 404, 500].map((n) => [n, n, n]),
  ...["Ⓐ", "", null].map((word) => [word, word, word]),
  [true, true],
  [false, false],
  [3, "Ⓑ", false],
  [{ panel: "Ⓟ", code: "Ⓒ", timeoutMs: 1500, status: 500, excerpt: "Ⓔ", problems: ["Ⓐ", "Ⓑ"] }],
  ["Ⓐ", 3, true],
  ...[...EVERY, ...FINE].map((finding) => [
    { ...finding, ms: 4000, httpStatus: 500, offsetMs: 1500, format: "mp3", name: "DJ", roleId: "2" },
    names,
  ]),
];

/** What a text says for every sample, to compare two texts that may be written alike but say different words. */
function saying(text: unknown): string {
  if (typeof text !== "function") return JSON.stringify(text);
  return JSON.stringify(
    SAMPLES.map((values) => {
      try {
        return JSON.stringify((text as (...args: readonly unknown[]) => unknown)(...values));
      } catch {
        return "throws";
      }
    }),
  );
}

/** Each language's own words, as its folder gives them (only what differs from its fallback). */
const own = new Map<Locale, Overrides<Catalogue>>();
beforeAll(async () => {
  for (const locale of LOCALES) own.set(locale, await LANGUAGES[locale].words());
});

/** Each language's texts that fall through to English, by path (what is left to translate). */
const UNTRANSLATED: Readonly<Record<Exclude<Locale, "en">, readonly string[]>> = {
  ru: [],
  uk: [],
  de: [],
  "es-ES": [],
  "es-419": [],
  "pt-BR": [],
  pl: [],
};

describe("the fallback chains", () => {
  it("end in English, the one complete catalogue: es-419 falls back to es-ES, es-ES to English", () => {
    expect(chainOf("es-419")).toEqual(["es-419", "es-ES", "en"]);
    for (const locale of LOCALES) expect(chainOf(locale).at(-1)).toBe("en");
  });

  it.each(LOCALES.filter((locale): locale is Exclude<Locale, "en"> => locale !== "en"))(
    "leave in %s only the listed texts untranslated",
    (locale) => {
      const given = chainOf(locale)
        .slice(0, -1)
        .map((language) => textsOf(own.get(language)));
      const untranslated = [...textsOf(catalogueOf("en")).keys()].filter(
        (path) => !given.some((t) => t.has(path)),
      );
      expect(untranslated).toEqual(UNTRANSLATED[locale]);
    },
  );

  it.each(LOCALES.filter((locale): locale is Exclude<Locale, "en"> => locale !== "en"))(
    "give in %s no text that says what the language it falls back to says",
    (locale) => {
      const fallback = textsOf(catalogueOf(LANGUAGES[locale].fallback ?? "en"));
      const same = [...textsOf(own.get(locale))].filter(
        ([path, text]) => LANGUAGES[locale].fallback !== "en" && saying(text) === saying(fallback.get(path)),
      );
      expect(same.map(([path]) => path)).toEqual([]);
    },
  );

  it("fill what a catalogue leaves out from its fallback, at any depth, and keep what it gives", () => {
    const base = catalogueOf("es-ES");
    const merged = withOverrides<Catalogue>(base, { check: { title: "Ⓣ" } });
    expect(merged.check.title).toBe("Ⓣ");
    expect(merged.check.sections).toBe(base.check.sections);
    expect(merged.listener).toBe(base.listener);
  });
});
