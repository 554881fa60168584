import { catalogueOf } from "../i18n/catalogues.js";
import type { Locale } from "../locale.js";
import { foldText } from "./fold-text.js";

const cache = new Map<Locale, readonly (readonly string[])[]>();

/**
 * The little words a listener puts between a day and a time (`yesterday at 21:40`, `вчера в 21:40`, `gestern um
 * 21:40`, `ayer a las 21:40`): the reader's language's (`find.joiners`, comma-separated: Intl has no such words) and
 * English's, each as its folded words, longest first.
 */
export function joinersOf(locale: Locale): readonly (readonly string[])[] {
  let joiners = cache.get(locale);
  if (!joiners) {
    const listed = [catalogueOf(locale).find.joiners, catalogueOf("en").find.joiners].join(",");
    const words = listed
      .split(",")
      .map((joiner) => foldText(joiner).split(" ").filter(Boolean))
      .filter((joiner) => joiner.length > 0);
    joiners = words.sort((a, b) => b.length - a.length);
    cache.set(locale, joiners);
  }
  return joiners;
}

/**
 * `text` (lower case, single spaces) without the joiners that stand between its other words: `yesterday at 21:40` →
 * `yesterday 21:40`. A joiner at either end is left, so `at` alone stays unreadable rather than empty.
 */
export function withoutJoiners(text: string, joiners: readonly (readonly string[])[]): string {
  const words = text.split(" ");
  const kept: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const joiner = joiners.find(
      (candidate) =>
        i > 0 &&
        i + candidate.length < words.length &&
        candidate.every((word, j) => foldText(words[i + j] ?? "") === word),
    );
    if (joiner) i += joiner.length - 1;
    else kept.push(words[i] ?? "");
  }
  return kept.join(" ");
}
