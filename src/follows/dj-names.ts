import { djKey } from "./dj-key.js";

/** How many names a refusal offers in place of one the station does not know. */
const CLOSEST_MAX = 3;

/** Discord's most autocomplete choices. */
const CHOICES_MAX = 25;

/**
 * The DJs a listener may follow on a station, each once (by its folded name), in the first spelling met: the
 * panel's DJ accounts first (a DJ has one before their first show), then the hosts of its schedule, then the names
 * seen on air. Empty names are left out. Pure.
 */
export function knownDjNames(...sources: readonly (readonly (string | null)[])[]): string[] {
  const names = new Map<string, string>();
  for (const name of sources.flat()) {
    const shown = name?.trim().replace(/\s+/g, " ") ?? "";
    const key = djKey(shown);
    if (key !== "" && !names.has(key)) names.set(key, shown);
  }
  return [...names.values()];
}

/** The names that match what is typed, those starting with it first, then in their order; all when nothing is typed. */
export function djChoices(typed: string, names: readonly string[]): string[] {
  const wanted = djKey(typed);
  const starts = names.filter((name) => djKey(name).startsWith(wanted));
  const inside = names.filter((name) => !djKey(name).startsWith(wanted) && djKey(name).includes(wanted));
  return [...starts, ...inside].slice(0, CHOICES_MAX);
}

/** A typed DJ name matched to the station's: the name as the station writes it, or the closest ones. */
export type DjMatch =
  | { readonly kind: "found"; readonly name: string }
  | { readonly kind: "unknown"; readonly closest: readonly string[] };

/**
 * The station's DJ a typed name is (any case and spacing), else up to three closest names: those containing it or
 * contained in it, then those within a few typos (edit distance at most a third of the name, at least 2). Pure.
 */
export function matchDj(typed: string, names: readonly string[]): DjMatch {
  const wanted = djKey(typed);
  const found = names.find((name) => djKey(name) === wanted);
  if (found !== undefined) return { kind: "found", name: found };
  const tolerance = Math.max(2, Math.floor(wanted.length / 3));
  const scored = names.flatMap((name) => {
    const key = djKey(name);
    if (wanted !== "" && (key.includes(wanted) || wanted.includes(key))) return [{ name, score: 0 }];
    const distance = editDistance(wanted, key, tolerance);
    return distance <= tolerance ? [{ name, score: distance }] : [];
  });
  scored.sort((a, b) => a.score - b.score);
  return { kind: "unknown", closest: scored.slice(0, CLOSEST_MAX).map((one) => one.name) };
}

/** Levenshtein distance between two short names, stopped once every path is over `limit` (then `limit + 1`). */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(
        Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost),
      );
    }
    if (Math.min(...current) > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}
