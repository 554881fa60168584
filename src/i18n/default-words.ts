import { LOCALES } from "../locale.js";
import { messageFileOf } from "./catalogues.js";

/**
 * What a moderator may type for "each announcement's own colour" in `/setup style color`, in every language the
 * bot speaks (lower case; `default` works everywhere, as the option's description says): each message file's
 * `language.defaultWords` (a comma-separated list), in the order of the languages.
 */
export const DEFAULT_COLOR_WORDS: readonly string[] = [
  ...new Set(
    LOCALES.flatMap((locale) =>
      (messageFileOf(locale)["language.defaultWords"] ?? "")
        .split(",")
        .map((word) => word.trim().toLowerCase())
        .filter(Boolean),
    ),
  ),
];
