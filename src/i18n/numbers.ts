import type { Locale } from "../locale.js";
import { LANGUAGES } from "./languages.js";
import { PLURAL_RULES, type PluralCategory, type PluralFormsOf } from "./plural-rules.js";

// Counts are formatted and pluralised here, not with Intl: the first Intl.NumberFormat or PluralRules makes ICU
// map its locale data and code, 2–8 MiB of the bot's resident memory (measured on Node 20 and 24), for what are
// a few fixed locales' digit grouping and plural rules. Each language gives its marks and names its plural
// rule in its folder's language.ts (src/i18n/plural-rules.ts holds the rules). test/render/i18n.test.ts holds them to Intl's answers.

/**
 * A number's digits rounded half away from zero to at most 3 fraction digits, as Intl rounds by default: from the
 * shortest decimal form of the number (which is what Intl rounds too), so 1.0005 gives "1.001".
 */
function digitsOf(magnitude: number): { whole: string; fraction: string } {
  if (Number.isInteger(magnitude)) return { whole: BigInt(magnitude).toString(), fraction: "" };
  const shortest = String(magnitude);
  // Below 1e-6 the shortest form has an exponent; such a number rounds to 0 at 3 digits.
  if (shortest.includes("e")) return { whole: "0", fraction: "" };
  const [whole = "0", fraction = ""] = shortest.split(".");
  if (fraction.length <= 3) return { whole, fraction: fraction.replace(/0+$/, "") };
  let kept = BigInt(whole + fraction.slice(0, 3));
  if (Number(fraction[3]) >= 5) kept += 1n;
  const text = kept.toString().padStart(4, "0");
  return { whole: text.slice(0, -3), fraction: text.slice(-3).replace(/0+$/, "") };
}

export type { PluralCategory } from "./plural-rules.js";

/**
 * The forms a count's text needs in each language, by the plural rule its language.ts names. `zero`, when given,
 * is used for exactly 0 whatever the language's rule says (Brazilian "0 ouvintes", not CLDR's "0 ouvinte").
 */
export type PluralForms<L extends Locale> = {
  readonly zero?: string;
} & PluralFormsOf[(typeof LANGUAGES)[L]["numbers"]["plurals"]];

/** Picks the plural category of a count as Intl.PluralRules does for each of the bot's languages. */
function pluralCategory(locale: Locale, count: number): PluralCategory {
  if (!Number.isFinite(count)) return "other";
  const digits = digitsOf(Math.abs(count));
  // ICU keeps only the last 18 digits of the whole part when it applies the rules, so 1e21 counts as 0.
  const whole = digits.whole.length > 18 ? digits.whole.slice(-18).replace(/^0+(?=\d)/, "") : digits.whole;
  return PLURAL_RULES[LANGUAGES[locale].numbers.plurals]({ whole, fraction: digits.fraction !== "" });
}

/** Picks the plural form of a count (`{n}` in it becomes the count, formatted for the locale). */
export function plural<L extends Locale>(locale: L, count: number, forms: PluralForms<L>): string {
  const all: Partial<Record<PluralCategory | "zero", string>> & { other: string } = forms;
  const form =
    count === 0 ? (all.zero ?? all[pluralCategory(locale, count)]) : all[pluralCategory(locale, count)];
  return (form ?? all.other).replace("{n}", formatCount(locale, count));
}

/** A number formatted for the locale as `toLocaleString` formats it: grouped digits, at most 3 decimals. */
export function formatCount(locale: Locale, value: number): string {
  if (Number.isNaN(value)) return LANGUAGES[locale].numbers.nan;
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  if (!Number.isFinite(value)) return `${sign}∞`;
  const { group, decimal, minimumGrouping } = LANGUAGES[locale].numbers;
  const { whole, fraction } = digitsOf(Math.abs(value));
  const grouped = whole.length < 4 + minimumGrouping - 1 ? whole : whole.replace(/\B(?=(\d{3})+$)/g, group);
  return `${sign}${grouped}${fraction ? `${decimal}${fraction}` : ""}`;
}
