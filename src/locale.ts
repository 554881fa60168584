/**
 * The languages the bot speaks, one line each, English first (the root of every fallback chain): its name as
 * Discord's language picker shows it, the language whose words fill in what its message file leaves out, and the
 * BCP 47 tag Intl formats its numbers, dates and plurals in. Its words are `src/i18n/messages/<locale>.json`.
 * Low, beside the domain: settings, render and the announcer all use it.
 */
export const LANGUAGE_TABLE = {
  en: { name: "English", fallback: null, intl: "en-US" },
  ru: { name: "Русский", fallback: "en", intl: "ru-RU" },
  uk: { name: "Українська", fallback: "en", intl: "uk-UA" },
  de: { name: "Deutsch", fallback: "en", intl: "de-DE" },
  "es-ES": { name: "Español (España)", fallback: "en", intl: "es-ES" },
  "es-419": { name: "Español (Latinoamérica)", fallback: "es-ES", intl: "es-419" },
  "pt-BR": { name: "Português (Brasil)", fallback: "en", intl: "pt-BR" },
  pl: { name: "Polski", fallback: "en", intl: "pl-PL" },
} as const satisfies Readonly<Record<string, LanguageFacts>>;

/** What the bot knows of a language besides its words. */
export interface LanguageFacts {
  readonly name: string;
  readonly fallback: string | null;
  readonly intl: string;
}

/** One of the bot's languages, named as Discord names its locale (English stands for en-US and en-GB). */
export type Locale = keyof typeof LANGUAGE_TABLE;

/** The languages the bot speaks, English first. */
export const LOCALES = Object.keys(LANGUAGE_TABLE) as readonly Locale[];

/** Whether a string names one of the bot's languages exactly. */
export function isLocale(value: string): value is Locale {
  return Object.hasOwn(LANGUAGE_TABLE, value);
}
