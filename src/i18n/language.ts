import type { Locale } from "../locale.js";
import type { Catalogue } from "./catalogue.js";
import type { Overrides } from "./overrides.js";
import type { PluralRule } from "./plural-rules.js";

/** How a language writes numbers, as Intl writes them, and the rule its plural forms follow. */
export interface NumberFormat {
  /** Digit grouping mark (Russian, Ukrainian and Polish group with a no-break space). */
  readonly group: string;
  readonly decimal: string;
  /** CLDR's minimum grouping digits: 2 leaves a four-digit number ungrouped (Spanish for Spain, Polish). */
  readonly minimumGrouping: 1 | 2;
  /** What NaN is called. */
  readonly nan: string;
  readonly plurals: PluralRule;
}

/**
 * The facts of one language, exported by its folder's `language.ts` and listed once in `languages.ts`. They are
 * small and known from the start; the language's words (its catalogue) load the first time the language is used.
 */
export interface Language {
  /** Its name in its own words, as Discord's language picker names it ("Deutsch"). */
  readonly name: string;
  /** The language whose words fill in what this one leaves out; null for English, the root of every chain. */
  readonly fallback: Locale | null;
  readonly numbers: NumberFormat;
  /** What a moderator may type in this language for "each announcement's own colour" (lower case). */
  readonly defaultWords: readonly string[];
  /**
   * The words Discord shows for the slash commands, needed to register them at start: the `commands` area and the
   * triggers' words (their labels are `/setup message`'s choices). Only what differs from the fallback.
   */
  readonly commandWords: Overrides<Pick<Catalogue, "commands">> & {
    readonly programme?: Overrides<Pick<Catalogue["programme"], "triggers">>;
  };
  /** Loads the language's own words (only what differs from its fallback's). */
  readonly words: () => Promise<Overrides<Catalogue>>;
}
