import type { Locale } from "../locale.js";

// Counts are formatted and pluralised here, not with Intl: the first Intl.NumberFormat or PluralRules makes ICU
// map its locale data and code, 2–8 MiB of the bot's resident memory (measured on Node 20 and 24), for what are
// a few fixed locales' digit grouping and plural rules. test/render/i18n.test.ts holds them to Intl's answers.

/**
 * Digit grouping and decimal mark of each locale, as Intl writes them: Russian, Ukrainian and Polish group with a
 * no-break space; Spanish (Spain) and Polish leave a four-digit number ungrouped (CLDR's minimum grouping digits 2).
 */
const MARKS: Readonly<
  Record<Locale, { group: string; decimal: string; minimumGrouping: 1 | 2; nan: string }>
> = {
  en: { group: ",", decimal: ".", minimumGrouping: 1, nan: "NaN" },
  ru: { group: "\u00a0", decimal: ",", minimumGrouping: 1, nan: "не\u00a0число" },
  uk: { group: "\u00a0", decimal: ",", minimumGrouping: 1, nan: "NaN" },
  de: { group: ".", decimal: ",", minimumGrouping: 1, nan: "NaN" },
  "es-ES": { group: ".", decimal: ",", minimumGrouping: 2, nan: "NaN" },
  "es-419": { group: ",", decimal: ".", minimumGrouping: 1, nan: "NaN" },
  "pt-BR": { group: ".", decimal: ",", minimumGrouping: 1, nan: "NaN" },
  pl: { group: "\u00a0", decimal: ",", minimumGrouping: 2, nan: "NaN" },
};

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

/** Plural categories a language's counts fall into. */
export type PluralCategory = "one" | "few" | "many" | "other";

/**
 * The forms a count's text needs in each language: those with one/few/many rules must give all three. `zero`, when
 * given, is used for exactly 0 whatever the language's rule says (Brazilian "0 ouvintes", not CLDR's "0 ouvinte").
 */
export type PluralForms<L extends Locale> = { readonly zero?: string } & (L extends "ru" | "uk" | "pl"
  ? { readonly one: string; readonly few: string; readonly many: string; readonly other: string }
  : L extends "es-ES" | "es-419" | "pt-BR"
    ? { readonly one: string; readonly many?: string; readonly other: string }
    : { readonly one: string; readonly other: string });

/** CLDR's rules (as Intl.PluralRules applies them) for a whole count `whole` with no fraction digits shown. */
function wholeCategory(locale: Locale, whole: string): PluralCategory {
  const last = Number(whole.slice(-1));
  const lastTwo = Number(whole.slice(-2));
  const teen = lastTwo >= 12 && lastTwo <= 14;
  switch (locale) {
    case "ru":
    case "uk":
      if (last === 1 && lastTwo !== 11) return "one";
      if (last >= 2 && last <= 4 && !teen) return "few";
      return "many";
    case "pl":
      if (whole === "1") return "one";
      if (last >= 2 && last <= 4 && !teen) return "few";
      return "many";
    case "es-ES":
    case "es-419":
    case "pt-BR":
      if (whole === "1" || (locale === "pt-BR" && whole === "0")) return "one";
      return whole !== "0" && whole.endsWith("000000") ? "many" : "other";
    default:
      return whole === "1" ? "one" : "other";
  }
}

/** Picks the plural category of a count as Intl.PluralRules does for each of the bot's languages. */
function pluralCategory(locale: Locale, count: number): PluralCategory {
  if (!Number.isFinite(count)) return "other";
  const digits = digitsOf(Math.abs(count));
  // ICU keeps only the last 18 digits of the whole part when it applies the rules, so 1e21 counts as 0.
  const whole = digits.whole.length > 18 ? digits.whole.slice(-18).replace(/^0+(?=\d)/, "") : digits.whole;
  const fraction = digits.fraction;
  if (fraction === "") return wholeCategory(locale, whole);
  // Portuguese counts 0.5 and 1.5 as "one" (CLDR: i = 0..1); every other language here gives a fraction "other".
  return locale === "pt-BR" && (whole === "0" || whole === "1") ? "one" : "other";
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
  if (Number.isNaN(value)) return MARKS[locale].nan;
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  if (!Number.isFinite(value)) return `${sign}∞`;
  const { group, decimal, minimumGrouping } = MARKS[locale];
  const { whole, fraction } = digitsOf(Math.abs(value));
  const grouped = whole.length < 4 + minimumGrouping - 1 ? whole : whole.replace(/\B(?=(\d{3})+$)/g, group);
  return `${sign}${grouped}${fraction ? `${decimal}${fraction}` : ""}`;
}
