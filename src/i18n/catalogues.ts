import type { Locale } from "../locale.js";
import type { Catalogue } from "./catalogue.js";
import { en } from "./en/index.js";
import { chainOf, LANGUAGES } from "./languages.js";
import { withOverrides, type Overrides } from "./overrides.js";

// English is the root of every fallback chain and what a language not yet loaded reads, so it is loaded with this
// module; every other language's words load the first time it is used (`loadLanguage`).
const words = new Map<Locale, Overrides<Catalogue>>([["en", en]]);
const loading = new Map<Locale, Promise<void>>();
const resolved = new Map<Locale, Catalogue>();
const warned = new Set<Locale>();

/** Loads one language's own words, once, however many ask at the same time. */
function loadWords(locale: Locale): Promise<void> {
  const known = loading.get(locale);
  if (known) return known;
  const load = LANGUAGES[locale].words().then(
    (own) => {
      words.set(locale, own);
    },
    (error: unknown) => {
      loading.delete(locale);
      throw error;
    },
  );
  loading.set(locale, load);
  return load;
}

/**
 * Loads a language's words and those of the languages it falls back to: await it where a language first shows
 * up (an interaction's locale, an announcement target's, the preview's) before `catalogueOf` is asked for it.
 */
export async function loadLanguage(locale: Locale): Promise<void> {
  await Promise.all(
    chainOf(locale)
      .filter((at) => !words.has(at))
      .map(loadWords),
  );
}

/** Loads each of these languages once: the languages of the channels a post is about to be rendered for. */
export async function loadLanguages(locales: Iterable<Locale>): Promise<void> {
  await Promise.all([...new Set(locales)].map((locale) => loadLanguage(locale)));
}

/** The languages whose words are loaded, English first. */
export function loadedLanguages(): readonly Locale[] {
  return [...words.keys()];
}

/**
 * The catalogue of one of the bot's languages: its own words over those of its fallbacks (`es-419` → `es-ES` →
 * `en`). A language not yet loaded reads English this once (with a process warning, as a place that should have
 * awaited `loadLanguage` did not), and starts loading so that the next call has it.
 */
export function catalogueOf(locale: Locale): Catalogue {
  const known = resolved.get(locale);
  if (known) return known;
  const chain = chainOf(locale);
  if (!chain.every((at) => words.has(at))) return notLoaded(locale);
  const catalogue = chain
    .slice(0, -1)
    .reduceRight<Catalogue>((base, at) => withOverrides<Catalogue>(base, words.get(at) ?? {}), en);
  resolved.set(locale, catalogue);
  return catalogue;
}

/** English for a language asked for before it was loaded; warns once per language and loads it meanwhile. */
function notLoaded(locale: Locale): Catalogue {
  if (!warned.has(locale)) {
    warned.add(locale);
    process.emitWarning(`the ${locale} catalogue was read before it was loaded; this once in English`, {
      code: "LANGUAGE_NOT_LOADED",
    });
  }
  loadLanguage(locale).catch(() => {
    // A language that fails to load keeps reading English; the next use tries again.
  });
  return en;
}
