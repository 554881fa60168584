/** The languages the bot speaks, English first (the fallback). Low, beside the domain: settings, render and the announcer all use it. */
export const LOCALES = ["en", "ru", "uk", "de", "es-ES", "es-419", "pt-BR", "pl"] as const;

/** One of the bot's languages, named as Discord names its locale (English stands for en-US and en-GB). */
export type Locale = (typeof LOCALES)[number];

/** Whether a string names one of the bot's languages exactly. */
export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}
