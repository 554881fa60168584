import { LANGUAGE_TABLE, type Locale } from "../locale.js";

const formats = new Map<Locale, Intl.NumberFormat>();

/** A number formatted for the locale as `toLocaleString` formats it: grouped digits, at most 3 decimals. */
export function formatCount(locale: Locale, value: number): string {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.NumberFormat(LANGUAGE_TABLE[locale].intl)));
  return format.format(value);
}
