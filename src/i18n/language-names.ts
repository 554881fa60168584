import { LANGUAGE_TABLE, LOCALES, type Locale } from "../locale.js";
import { messageFileOf } from "./catalogues.js";
import { chainOf } from "./languages.js";

/**
 * Each of the bot's languages in its own words, as Discord's language picker names them: `/setup show` names the
 * announcements' language this way, and `/setup language` offers these as its choices' names.
 */
export const NATIVE_LANGUAGE_NAMES: Readonly<Record<Locale, string>> = Object.fromEntries(
  LOCALES.map((locale) => [locale, LANGUAGE_TABLE[locale].name]),
) as Record<Locale, string>;

/**
 * A language as `reader`'s running text names it (`setup.languages.<locale>`: German "Ukrainisch", Spanish
 * "ucraniano"), from the reader's own file and its fallbacks' but English's, which is only English's own: a
 * language the reader's file does not name yet (one added since) goes by its own name, never by the English one.
 */
export function languageNameIn(reader: Locale, named: Locale): string {
  const chain = reader === "en" ? chainOf(reader) : chainOf(reader).filter((at) => at !== "en");
  for (const at of chain) {
    const name = messageFileOf(at)[`setup.languages.${named}`];
    if (name !== undefined) return name;
  }
  return NATIVE_LANGUAGE_NAMES[named];
}
