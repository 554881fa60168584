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

/** The words of `query` as a search compares them (folded; none for text without letters or digits). */
export function searchWords(query: string): string[] {
  return foldText(query).split(" ").filter(Boolean);
}

/**
 * Whether every one of `words` (from {@link searchWords}) begins a word of `haystackFolded` (text already through
 * `foldText`): a word may be the start of a longer one (`beat` finds `the beatles`), never its middle (`eatles`
 * does not). No words match everything.
 */
export function holdsWords(haystackFolded: string, words: readonly string[]): boolean {
  const haystack = ` ${haystackFolded}`;
  return words.every((word) => haystack.includes(` ${word}`));
}

/** Whether every word of `query`, folded, begins a word of `haystackFolded` (see {@link holdsWords}). */
export function matchesWords(haystackFolded: string, query: string): boolean {
  return holdsWords(haystackFolded, searchWords(query));
}
