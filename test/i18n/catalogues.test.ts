import { describe, expect, it } from "vitest";
import type { Catalogue } from "../../src/i18n/catalogue.js";
import { catalogueOf } from "../../src/i18n/catalogues.js";
import { LOCALES } from "../../src/locale.js";

/** One text of a catalogue: where it is, and what it says (a function's text with sample values). */
interface Leaf {
  readonly path: string;
  /** Null for a function that takes other values than words and counts (a finding, an error): tested by its area. */
  readonly text: string | null;
}

/** Sample values a text function is called with: numbers first, then words, for texts that take either. */
const SAMPLES: readonly (readonly unknown[])[] = [
  [3, 3, 3, 3],
  ["Ⓐ", "Ⓑ", "Ⓒ", "Ⓓ"],
  ["Ⓐ", 3, "Ⓒ", 3],
  [3, "Ⓑ", 3, "Ⓓ"],
];

/** What a text function writes for the first sample values it accepts, or null when it takes other shapes. */
function called(text: (...values: unknown[]) => unknown): string | null {
  for (const values of SAMPLES) {
    try {
      const result = text(...values);
      if (typeof result === "string") return result;
    } catch {
      // Another shape of values; the next sample may fit.
    }
  }
  return null;
}

/** Every text in a catalogue, depth first, keyed by its path. */
function leavesOf(value: unknown, path = ""): Leaf[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (typeof value === "function") {
    return [{ path, text: called(value as (...values: unknown[]) => unknown) }];
  }
  if (Array.isArray(value))
    return value.flatMap((item, index) => leavesOf(item, `${path}[${String(index)}]`));
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => leavesOf(item, path ? `${path}.${key}` : key));
  return [];
}

/** An English sentence: three or more English words in a row (a name such as "Live DJ" is not one). */
const ENGLISH_SENTENCE = /\b[A-Za-z]{3,}(?:[ ,']+[A-Za-z]{2,}){2,}/;

const english = new Map(leavesOf(catalogueOf("en")).map((leaf) => [leaf.path, leaf.text]));

describe("the catalogues", () => {
  it("hold texts in every area", () => {
    const areas: readonly (keyof Catalogue)[] = ["listener", "programme", "setup", "check", "commands"];
    for (const area of areas) expect(leavesOf(catalogueOf("en")[area]).length, area).toBeGreaterThan(0);
  });

  it.each(LOCALES.filter((locale) => locale !== "en"))(
    "in %s, translate every English sentence and leave no text empty",
    (locale) => {
      const leaves = leavesOf(catalogueOf(locale));
      const paths = new Set(leaves.map((leaf) => leaf.path));
      expect(
        [...paths].filter((path) => !english.has(path)),
        "texts English lacks",
      ).toEqual([]);
      expect(
        [...english.keys()].filter((path) => !paths.has(path)),
        "texts missing",
      ).toEqual([]);
      const untranslated = leaves
        .filter(
          (leaf) =>
            leaf.text !== null && leaf.text === english.get(leaf.path) && ENGLISH_SENTENCE.test(leaf.text),
        )
        .map((leaf) => `${leaf.path}: ${leaf.text}`);
      expect(untranslated).toEqual([]);
      expect(leaves.filter((leaf) => leaf.text?.trim() === "").map((leaf) => leaf.path)).toEqual([]);
    },
  );

  it("keep each language's own words: no text of one language is another's word for word unless English", () => {
    // Spanish for Spain and for Latin America may share most sentences; every other pair should not.
    const pairs = [
      ["ru", "uk"],
      ["de", "pl"],
      ["pt-BR", "es-ES"],
    ] as const;
    for (const [a, b] of pairs) {
      const other = new Map(leavesOf(catalogueOf(b)).map((leaf) => [leaf.path, leaf.text]));
      const same = leavesOf(catalogueOf(a)).filter(
        (leaf) =>
          leaf.text !== null &&
          other.get(leaf.path) === leaf.text &&
          /\p{L}{3,}(?:[ ,']+\p{L}{2,}){2,}/u.test(leaf.text),
      );
      expect(
        same.map((leaf) => leaf.path),
        `${a} and ${b}`,
      ).toEqual([]);
    }
  });
});
