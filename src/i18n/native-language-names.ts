import type { Locale } from "../station/locale.js";

/** Each of the bot's languages by its own name, as a language picker lists them (the same in every language). */
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
