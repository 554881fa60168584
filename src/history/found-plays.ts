import type { TrackPlay } from "../stats/records.js";
import { foldText, startsWords, wordStarts } from "./fold-text.js";

/** A play as the song finder shows it: when, what and who. */
export type FoundPlay = Pick<TrackPlay, "at" | "artist" | "title" | "dj">;

/** The plays around a moment, newest first, and the one that was on air then (if the plays tell). */
export interface PlaysAround {
  readonly plays: readonly FoundPlay[];
  readonly onAir: FoundPlay | null;
}

/** A play started longer before a moment than this is not taken for the one on air then (a gap in what was kept). */
export const ON_AIR_WITHIN_MS = 30 * 60_000;

/**
 * The `count` plays around `at` out of `plays` (any order; one per instant), newest first: the one on air at `at`
 * (the latest that started by then, within {@link ON_AIR_WITHIN_MS}) with about as many after it as before, so a
 * moment remembered a few minutes off still shows the song.
 */
export function playsAround(plays: readonly FoundPlay[], at: number, count: number): PlaysAround {
  const sorted = distinctByInstant(plays).sort((a, b) => a.at - b.at);
  const firstAfter = sorted.findIndex((play) => play.at > at);
  const split = firstAfter === -1 ? sorted.length : firstAfter;
  const latest = sorted[split - 1];
  const onAir = latest && at - latest.at <= ON_AIR_WITHIN_MS ? latest : null;
  const after = Math.min(sorted.length - split, Math.floor((count - 1) / 2));
  const before = Math.min(split, count - after);
  const end = Math.min(sorted.length, split + count - before);
  return { plays: sorted.slice(split - before, end).reverse(), onAir };
}

/** A play with its artist and title folded once (see `foldText`), for searches over many plays. */
export interface IndexedPlay extends FoundPlay {
  readonly folded: string;
  /** `folded` after a space: where a query's words are looked for, each after a space (see `startsWords`). */
  readonly spaced: string;
}

/** Plays ready to search: one per instant, newest first, each folded. */
export type PlayIndex = readonly IndexedPlay[];

/** Folds each play once and orders them newest first, one per instant (the first given of an instant wins). */
export function indexPlays(plays: readonly FoundPlay[]): PlayIndex {
  // A month of a station's plays is a few hundred tracks played again and again: each folded once.
  const folds = new Map<string, { folded: string; spaced: string }>();
  const index: IndexedPlay[] = [];
  for (const play of newestFirst(distinctByInstant(plays))) {
    const text = `${play.artist} ${play.title}`;
    let fold = folds.get(text);
    if (!fold) {
      const folded = foldText(text);
      folds.set(text, (fold = { folded, spaced: ` ${folded}` }));
    }
    index.push({ at: play.at, artist: play.artist, title: play.title, dj: play.dj, ...fold });
  }
  return index;
}

/** Newest first; the store's plays come oldest first, so most lists need only turning round. */
function newestFirst<T extends FoundPlay>(plays: T[]): T[] {
  const ascending = plays.every((play, i) => i === 0 || (plays[i - 1]?.at ?? -Infinity) <= play.at);
  return ascending ? plays.reverse() : plays.sort((a, b) => b.at - a.at);
}

/** What a search found: the newest `count` matches, newest first, and how many matched in all. */
export interface SearchResult {
  readonly plays: readonly FoundPlay[];
  readonly total: number;
}

/**
 * The plays whose artist and title hold every word of `query` (each the start of a word; case and accents aside,
 * see `matchesWords`), newest first, at most `count`, with the number that matched.
 */
export function searchPlays(index: PlayIndex, query: string, count: number): SearchResult {
  const starts = wordStarts(query);
  const matches = index.filter((play) => startsWords(play.spaced, starts));
  return { plays: matches.slice(0, count), total: matches.length };
}

/** Discord's limits for an autocomplete choice: 25 choices, names and values of 1–100 characters. */
const MAX_CHOICES = 25;
const MAX_CHOICE_CHARS = 100;

/**
 * What autocomplete offers as the user types in `search:`: the distinct tracks of `index` that `typed` matches,
 * most recently played first, each as `Artist — Title` cut to Discord's 100 characters (name and value alike, so
 * a pick searches for what it shows).
 */
export function trackSuggestions(index: PlayIndex, typed: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  const starts = wordStarts(typed);
  for (const play of index) {
    if (play.folded === "" || !startsWords(play.spaced, starts)) continue;
    // Two tracks cut to the same 100 characters would be two choices that look alike: one is offered.
    const name = cutChoice(play.artist ? `${play.artist} — ${play.title}` : play.title);
    const key = name.endsWith("…") ? foldText(name) : play.folded;
    if (seen.has(key)) continue;
    seen.add(key);
    names.push(name);
    if (names.length === MAX_CHOICES) break;
  }
  return names;
}

function cutChoice(name: string): string {
  const flat = name.replace(/\s+/gu, " ").trim();
  const chars = [...flat];
  return chars.length <= MAX_CHOICE_CHARS ? flat : `${chars.slice(0, MAX_CHOICE_CHARS - 1).join("")}…`;
}

/** The store and the panel's history may both hold a play: one per instant (the first given, the store's). */
function distinctByInstant<T extends FoundPlay>(plays: readonly T[]): T[] {
  const seen = new Set<number>();
  return plays.filter((play) => !seen.has(play.at) && seen.add(play.at));
}
