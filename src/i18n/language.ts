import type { Locale } from "../locale.js";
import type { Catalogue } from "./catalogue.js";
import type { Overrides } from "./overrides.js";
import type { PluralRule } from "./plural-rules.js";

/** How a language writes numbers and picks its plural forms: through Intl, in the locale `intl` names. */
export interface NumberFormat {
  /** The BCP 47 tag Intl formats this language's numbers and picks its plurals in (`de-DE`). */
  readonly intl: string;
  /** The family of plural rules its counts' forms follow: it decides which forms a count's text must give. */
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
