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

const CATALOGUES: Readonly<Record<Locale, Catalogue>> = {
  en,
  ru,
  uk,
  de,
  "es-ES": esES,
  "es-419": es419,
  "pt-BR": ptBR,
  pl,
};

/** The catalogue of one of the bot's languages. */
export function catalogueOf(locale: Locale): Catalogue {
  return CATALOGUES[locale];
}
