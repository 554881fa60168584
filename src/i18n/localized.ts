import { LOCALES, type Locale } from "../locale.js";
import type { Catalogue } from "./catalogue.js";
import { catalogueOf } from "./catalogues.js";
import type { CommandTexts, Named } from "./areas.js";

/** The bot's languages other than English, each named as Discord names its locale. */
type Translated = Exclude<Locale, "en">;

/** One text in each language but English, keyed by Discord's locale names (English is the default text). */
export type Localizations = Readonly<Record<Translated, string>>;

const TRANSLATED = LOCALES.filter((locale): locale is Translated => locale !== "en");

/** The English text and the others', each from its language's catalogue. */
function inEveryCatalogue(pick: (catalogue: Catalogue, locale: Locale) => string): {
  english: string;
  others: Localizations;
} {
  const others = Object.fromEntries(
    TRANSLATED.map((locale) => [locale, pick(catalogueOf(locale), locale)]),
  ) as Record<Translated, string>;
  return { english: pick(catalogueOf("en"), "en"), others };
}

/** The English text and the others', from each language's command catalogue. */
function inEvery(pick: (texts: CommandTexts) => string): { english: string; others: Localizations } {
  return inEveryCatalogue((catalogue) => pick(catalogue.commands));
}

/** A description as Discord takes it: the English one and every language's. */
export function localizedDescription(pick: (texts: CommandTexts) => string): {
  description: string;
  description_localizations: Localizations;
} {
  const { english, others } = inEvery(pick);
  return { description: english, description_localizations: others };
}

/**
 * A command's, subcommand's or option's name and description as Discord takes them, e.g.
 * `localized((c) => c.history.count)`: the English ones (the name is the one the handler reads) and every language's.
 */
export function localized(pick: (texts: CommandTexts) => Named): {
  name: string;
  name_localizations: Localizations;
  description: string;
  description_localizations: Localizations;
} {
  const name = inEvery((texts) => pick(texts).name);
  return {
    name: name.english,
    name_localizations: name.others,
    ...localizedDescription((texts) => pick(texts).description),
  };
}

/** A choice as Discord takes it: its name in English and every language, and the value the handler reads. */
export function localizedChoice<V extends string>(
  value: V,
  pick: (texts: CommandTexts) => string,
): { name: string; name_localizations: Localizations; value: V } {
  return localizedChoiceOf(value, (catalogue) => pick(catalogue.commands));
}

/**
 * A choice named by a text of another area, so that the choice reads as the replies name the same thing (the
 * `/setup message` triggers are named as its preview and confirmation name them).
 */
export function localizedChoiceOf<V extends string>(
  value: V,
  pick: (catalogue: Catalogue, locale: Locale) => string,
): { name: string; name_localizations: Localizations; value: V } {
  const { english, others } = inEveryCatalogue(pick);
  return { name: english, name_localizations: others, value };
}
