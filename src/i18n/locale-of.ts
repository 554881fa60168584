import { isLocale, LOCALES, type Locale } from "../locale.js";

/**
 * The bot's language for a Discord locale: the same language where the bot has it (Discord's `uk`, `de`, `es-ES`,
 * `es-419`, `pt-BR`, `pl`, `ru`), English for `en-US`, `en-GB` and every language the bot does not have.
 */
export function localeOf(discordLocale: string | null | undefined): Locale {
  if (!discordLocale) return "en";
  if (isLocale(discordLocale)) return discordLocale;
  const lower = discordLocale.toLowerCase();
  return LOCALES.find((locale) => locale.toLowerCase() === lower) ?? "en";
}
