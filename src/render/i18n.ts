import type { Locale } from "../station/locale.js";

export type { Locale };

/** Russian for a Russian Discord client, English for everyone else. */
export function localeOf(discordLocale: string | null | undefined): Locale {
  return discordLocale?.toLowerCase().startsWith("ru") ? "ru" : "en";
}

// Counts are formatted and pluralised here, not with Intl: the first Intl.NumberFormat or PluralRules makes ICU
// map its locale data and code, 2–8 MiB of the bot's resident memory (measured on Node 20 and 24), for what are
// two fixed locales' digit grouping and plural rules. test/render/i18n.test.ts holds them to Intl's answers.

/** Digit grouping and decimal mark of each locale (Russian groups with a no-break space, as Intl does). */
const MARKS = { en: { group: ",", decimal: "." }, ru: { group: "\u00a0", decimal: "," } } as const;

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

/** Picks the plural category of a count as Intl.PluralRules does: English one/other, Russian one/few/many/other. */
function pluralCategory(locale: Locale, count: number): "one" | "few" | "many" | "other" {
  const { whole, fraction } = digitsOf(Math.abs(count));
  if (fraction !== "" || !Number.isFinite(count)) return "other";
  if (locale === "en") return whole === "1" ? "one" : "other";
  const last = Number(whole.slice(-1));
  const lastTwo = Number(whole.slice(-2));
  if (last === 1 && lastTwo !== 11) return "one";
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return "few";
  return "many";
}

/** Picks the plural form of a count: English one/other, Russian one/few/many. */
export function plural(
  locale: Locale,
  count: number,
  forms: { one: string; few?: string; many?: string; other: string },
): string {
  return (forms[pluralCategory(locale, count)] ?? forms.other).replace("{n}", formatCount(locale, count));
}

/** A number formatted for the locale as `toLocaleString` formats it: grouped digits, at most 3 decimals. */
export function formatCount(locale: Locale, value: number): string {
  if (Number.isNaN(value)) return locale === "ru" ? "не\u00a0число" : "NaN";
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  if (!Number.isFinite(value)) return `${sign}∞`;
  const { group, decimal } = MARKS[locale];
  const { whole, fraction } = digitsOf(Math.abs(value));
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, group);
  return `${sign}${grouped}${fraction ? `${decimal}${fraction}` : ""}`;
}
