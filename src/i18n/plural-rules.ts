// The forms CLDR's plural rules ask of a language's counts, one shape per family of languages: a language names its
// family in its folder's language.ts, and Intl.PluralRules picks the form (src/i18n/numbers.ts).

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
