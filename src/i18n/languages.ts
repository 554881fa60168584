import type { Locale } from "../locale.js";
import type { Language } from "./language.js";
import { language as en } from "./en/language.js";
import { language as ru } from "./ru/language.js";
import { language as uk } from "./uk/language.js";
import { language as de } from "./de/language.js";
import { language as esES } from "./es-ES/language.js";
import { language as es419 } from "./es-419/language.js";
import { language as ptBR } from "./pt-BR/language.js";
import { language as pl } from "./pl/language.js";

/**
 * Every language the bot speaks: its folder's `language.ts`, one line each, in the order of `LOCALES`. The compiler
 * asks for a line for every `Locale`; every list of languages (their names, the default colour's words, the number
 * formats, the fallback chains) is read from here.
 */
export const LANGUAGES = {
  en,
  ru,
  uk,
  de,
  "es-ES": esES,
  "es-419": es419,
  "pt-BR": ptBR,
  pl,
} as const satisfies Readonly<Record<Locale, Language>>;

/** The languages a language falls back to, itself first, ending with English. */
export function chainOf(locale: Locale): readonly Locale[] {
  const chain: Locale[] = [];
  for (let at: Locale | null = locale; at !== null && !chain.includes(at); at = LANGUAGES[at].fallback)
    chain.push(at);
  return chain;
}
