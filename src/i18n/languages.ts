import type { Locale } from "../locale.js";
import type { Language } from "./language.js";
import * as listed from "./language-list.js";

/**
 * Every language the bot speaks, by locale: its folder's `language.ts`, one line each in `language-list.ts`. The
 * compiler asks for a line for every `Locale`; every list of languages (their names, the default colour's words,
 * the number formats, the fallback chains) is read from here.
 */
export const LANGUAGES = listed satisfies Readonly<Record<Locale, Language>>;

/** The languages a language falls back to, itself first, ending with English. */
export function chainOf(locale: Locale): readonly Locale[] {
  const chain: Locale[] = [];
  for (let at: Locale | null = locale; at !== null && !chain.includes(at); at = LANGUAGES[at].fallback)
    chain.push(at);
  return chain;
}
