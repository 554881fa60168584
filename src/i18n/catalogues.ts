import type { Locale } from "../locale.js";
import type { Catalogue } from "./catalogue.js";
import { en } from "./en/index.js";
import { ru } from "./ru/index.js";
import { uk } from "./uk/index.js";
import { de } from "./de/index.js";
import { esES } from "./es-ES/index.js";
import { es419 } from "./es-419/index.js";
import { ptBR } from "./pt-BR/index.js";
import { pl } from "./pl/index.js";
import { withOverrides, type Overrides } from "./overrides.js";

/** A language's own words, and the language whose words fill in what it leaves out. */
export interface Language {
  readonly words: Overrides<Catalogue>;
  readonly fallback: Locale;
}

/**
 * The bot's languages but English, each its own folder and one line here. English is the root of every chain:
 * its catalogue is complete, and it falls back to nothing.
 */
export const LANGUAGES: Readonly<Record<Exclude<Locale, "en">, Language>> = {
  ru: { words: ru, fallback: "en" },
  uk: { words: uk, fallback: "en" },
  de: { words: de, fallback: "en" },
  "es-ES": { words: esES, fallback: "en" },
  "es-419": { words: es419, fallback: "es-ES" },
  "pt-BR": { words: ptBR, fallback: "en" },
  pl: { words: pl, fallback: "en" },
};

const resolved = new Map<Locale, Catalogue>();

/** The catalogue of one of the bot's languages: its own words over those of its fallbacks (`es-419` → `es-ES` → `en`). */
export function catalogueOf(locale: Locale): Catalogue {
  const known = resolved.get(locale);
  if (known) return known;
  const catalogue = resolve(locale);
  resolved.set(locale, catalogue);
  return catalogue;
}

/** A language's words over its fallback's, built the first time the language is used. */
function resolve(locale: Locale): Catalogue {
  if (locale === "en") return en;
  const { words, fallback } = LANGUAGES[locale];
  return withOverrides<Catalogue>(catalogueOf(fallback), words);
}
