import { LANGUAGE_TABLE, type Locale } from "../locale.js";

/** The languages a language falls back to, itself first, ending with English. */
export function chainOf(locale: Locale): readonly Locale[] {
  const chain: Locale[] = [];
  for (let at: Locale | null = locale; at !== null && !chain.includes(at); at = LANGUAGE_TABLE[at].fallback)
    chain.push(at);
  return chain;
}
