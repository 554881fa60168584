// CLDR's plural rules (as Intl.PluralRules applies them), one per family of languages: a language names its family
// in its folder's language.ts, so a new language of a known family needs no code here.

/** Plural categories a language's counts fall into. */
export type PluralCategory = "one" | "few" | "many" | "other";

/** The forms a count's text needs under each rule: those with one/few/many rules must give all three. */
export interface PluralFormsOf {
  /** English, German: one, other. */
  readonly germanic: { readonly one: string; readonly other: string };
  /** Russian, Ukrainian: 1, 21, 31… one; 2–4, 22–24… few; the rest many. */
  readonly "east-slavic": {
    readonly one: string;
    readonly few: string;
    readonly many: string;
    readonly other: string;
  };
  /** Polish: only 1 one; 2–4, 22–24… few; the rest many. */
  readonly polish: {
    readonly one: string;
    readonly few: string;
    readonly many: string;
    readonly other: string;
  };
  /** Spanish: 1 one; whole millions many; the rest other. */
  readonly spanish: { readonly one: string; readonly many?: string; readonly other: string };
  /** Brazilian Portuguese: as Spanish, but 0, 0.5 and 1.5 are one too. */
  readonly portuguese: { readonly one: string; readonly many?: string; readonly other: string };
}

/** The name of a plural rule. */
export type PluralRule = keyof PluralFormsOf;

/** A count as the rules see it: its whole digits (at most 18, as ICU keeps) and whether fraction digits are shown. */
export interface CountDigits {
  readonly whole: string;
  readonly fraction: boolean;
}

/** Whether a whole count's last two digits are 12–14 (the teens that take "many" where 2–4 take "few"). */
function teen(whole: string): boolean {
  const lastTwo = Number(whole.slice(-2));
  return lastTwo >= 12 && lastTwo <= 14;
}

/** few for 2–4 (not 12–14), else many: the Slavic rules' tail. */
function fewOrMany(whole: string): PluralCategory {
  const last = Number(whole.slice(-1));
  return last >= 2 && last <= 4 && !teen(whole) ? "few" : "many";
}

/** Spanish's and Portuguese's whole counts but 1: many for whole millions, else other. */
function millionsMany(whole: string): PluralCategory {
  return whole !== "0" && whole.endsWith("000000") ? "many" : "other";
}

/** Each rule: the category of a count. A shown fraction is "other" everywhere but in Portuguese below 2. */
export const PLURAL_RULES: Readonly<Record<PluralRule, (count: CountDigits) => PluralCategory>> = {
  germanic: ({ whole, fraction }) => (!fraction && whole === "1" ? "one" : "other"),
  "east-slavic": ({ whole, fraction }) => {
    if (fraction) return "other";
    return whole.endsWith("1") && !whole.endsWith("11") ? "one" : fewOrMany(whole);
  },
  polish: ({ whole, fraction }) => {
    if (fraction) return "other";
    return whole === "1" ? "one" : fewOrMany(whole);
  },
  spanish: ({ whole, fraction }) => {
    if (fraction) return "other";
    return whole === "1" ? "one" : millionsMany(whole);
  },
  portuguese: ({ whole, fraction }) => {
    if (whole === "0" || whole === "1") return "one";
    return fraction ? "other" : millionsMany(whole);
  },
};
