/**
 * Letters NFKD leaves whole (they are letters of their own, not a base letter and a mark) mapped to what a reader
 * types on a keyboard without them.
 */
const UNDECOMPOSED: Readonly<Record<string, string>> = {
  ł: "l",
  ß: "ss",
  ø: "o",
  đ: "d",
  æ: "ae",
  œ: "oe",
  ı: "i",
};

const UNDECOMPOSED_PATTERN = new RegExp(`[${Object.keys(UNDECOMPOSED).join("")}]`, "gu");

/**
 * Text as the song search compares it: lower case, without accents or other combining marks (`é` → `e`, `ñ` → `n`,
 * `ё` → `е`, `ł` → `l`, `ß` → `ss`), every run of characters that are neither letters nor digits one space, trimmed.
 * `"Beyoncé — Halo (Live)"` → `"beyonce halo live"`.
 */
export function foldText(text: string): string {
  return (
    text
      // Decomposed before lower case: `𝐀` is no capital letter until it is an `A`.
      .normalize("NFKD")
      .toLowerCase()
      .replace(/\p{M}+/gu, "")
      .replace(UNDECOMPOSED_PATTERN, (letter) => UNDECOMPOSED[letter] ?? letter)
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim()
  );
}

/**
 * The words of `query` as a search looks for them: folded, each after a space, so that each must start a word of
 * the text searched (see {@link startsWords}); none for a query without letters or digits.
 */
export function wordStarts(query: string): string[] {
  return foldText(query)
    .split(" ")
    .filter(Boolean)
    .map((word) => ` ${word}`);
}

/**
 * Whether every one of `starts` (from {@link wordStarts}) begins a word of `spaced`: folded text after a space. A
 * word may be the start of a longer one (`beat` finds `the beatles`), never its middle (`eatles` does not). No
 * words match everything.
 */
export function startsWords(spaced: string, starts: readonly string[]): boolean {
  return starts.every((start) => spaced.includes(start));
}

/** Whether every word of `query`, folded, begins a word of `haystackFolded` (text through `foldText`). */
export function matchesWords(haystackFolded: string, query: string): boolean {
  return startsWords(` ${haystackFolded}`, wordStarts(query));
}
