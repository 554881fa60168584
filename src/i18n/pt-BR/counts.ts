import { plural } from "../numbers.js";

/**
 * A count of people or channels in Brazilian Portuguese. CLDR (and Intl) put 0 in the "one" category, but "0
 * ouvinte" reads as a typo in Brazil, where zero takes the plural: "0 ouvintes".
 */
export function countOf(n: number, forms: { readonly one: string; readonly other: string }): string {
  return plural("pt-BR", n, { ...forms, zero: forms.other });
}
