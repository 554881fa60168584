import { LOCALES } from "../locale.js";
import { LANGUAGES } from "./languages.js";

/**
 * What a moderator may type for "each announcement's own colour" in `/setup style color`, in every language the
 * bot speaks (lower case; `default` works everywhere, as the option's description says): each language's
 * `defaultWords`, in the order of the languages.
 */
export const DEFAULT_COLOR_WORDS: readonly string[] = [
  ...new Set(LOCALES.flatMap((locale) => LANGUAGES[locale].defaultWords)),
];
