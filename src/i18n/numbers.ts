import type { Locale } from "../locale.js";
import { LANGUAGES } from "./languages.js";
import type { PluralFormsOf } from "./plural-rules.js";

/** One number format and one set of plural rules per language, made on first use and kept. */
const formats = new Map<Locale, { readonly number: Intl.NumberFormat; readonly plurals: Intl.PluralRules }>();

function formatsOf(locale: Locale) {
  let made = formats.get(locale);
  if (!made) {
    const tag = LANGUAGES[locale].numbers.intl;
    made = { number: new Intl.NumberFormat(tag), plurals: new Intl.PluralRules(tag) };
    formats.set(locale, made);
  }
  return made;
}

export type { PluralCategory } from "./plural-rules.js";

/**
 * The forms a count's text needs in each language, by the plural rule its language.ts names. `zero`, when given,
 * is used for exactly 0 whatever the language's rule says (Brazilian "0 ouvintes", not CLDR's "0 ouvinte").
 */
export type PluralForms<L extends Locale> = {
  readonly zero?: string;
} & PluralFormsOf[(typeof LANGUAGES)[L]["numbers"]["plurals"]];

/** Picks the plural form of a count (`{n}` in it becomes the count, formatted for the locale). */
export function plural<L extends Locale>(locale: L, count: number, forms: PluralForms<L>): string {
  const all: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string } = forms;
  const category = formatsOf(locale).plurals.select(count);
  const form = count === 0 ? (all.zero ?? all[category]) : all[category];
  return (form ?? all.other).replace("{n}", formatCount(locale, count));
}

/** A number formatted for the locale as `toLocaleString` formats it: grouped digits, at most 3 decimals. */
export function formatCount(locale: Locale, value: number): string {
  return formatsOf(locale).number.format(value);
}
