import type { Locale } from "../locale.js";

/**
 * Each of the bot's languages in its own words, as Discord's language picker names them: `/setup show` names the
 * announcements' language this way, and `/setup language` offers these as its choices' names.
 */
export const NATIVE_LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  en: "English",
  ru: "Русский",
  uk: "Українська",
  de: "Deutsch",
  "es-ES": "Español (España)",
  "es-419": "Español (Latinoamérica)",
  "pt-BR": "Português (Brasil)",
  pl: "Polski",
};
