import { LOCALES, type Locale } from "../locale.js";
import { LANGUAGES } from "./languages.js";

/**
 * Each of the bot's languages in its own words, as Discord's language picker names them: `/setup show` names the
 * announcements' language this way, and `/setup language` offers these as its choices' names. From each
 * language's folder.
 */
export const NATIVE_LANGUAGE_NAMES: Readonly<Record<Locale, string>> = Object.fromEntries(
  LOCALES.map((locale) => [locale, LANGUAGES[locale].name]),
) as Record<Locale, string>;

/**
 * Every language named in one language's running text: the names it gives (`named`), and for a language it does
 * not name (one added since), that language's own name.
 */
export function namedIn(named: Partial<Record<Locale, string>>): Readonly<Record<Locale, string>> {
  return { ...NATIVE_LANGUAGE_NAMES, ...named };
}
