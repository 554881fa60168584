import type { Locale } from "../station/locale.js";

export type { Locale };

/** Russian for a Russian Discord client, English for everyone else. */
export function localeOf(discordLocale: string | null | undefined): Locale {
  return discordLocale?.toLowerCase().startsWith("ru") ? "ru" : "en";
}

const pluralRules = { en: new Intl.PluralRules("en"), ru: new Intl.PluralRules("ru") };

/** Picks the plural form of a count: English one/other, Russian one/few/many. */
export function plural(
  locale: Locale,
  count: number,
  forms: { one: string; few?: string; many?: string; other: string },
): string {
  const category = pluralRules[locale].select(count) as keyof typeof forms;
  return (forms[category] ?? forms.other).replace(
    "{n}",
    count.toLocaleString(locale === "ru" ? "ru-RU" : "en-US"),
  );
}

/** A whole number formatted for the locale. */
export function formatCount(locale: Locale, value: number): string {
  return value.toLocaleString(locale === "ru" ? "ru-RU" : "en-US");
}
