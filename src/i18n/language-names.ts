import { LANGUAGE_TABLE, LOCALES, type Locale } from "../locale.js";

/**
 * Each of the bot's languages in its own words, as Discord's language picker names them: `/setup show` names the
 * announcements' language this way, and `/setup language` offers these as its choices' names.
 */
export const NATIVE_LANGUAGE_NAMES: Readonly<Record<Locale, string>> = Object.fromEntries(
  LOCALES.map((locale) => [locale, LANGUAGE_TABLE[locale].name]),
) as Record<Locale, string>;
