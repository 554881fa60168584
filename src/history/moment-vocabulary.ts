import { LANGUAGE_TABLE, type Locale } from "../locale.js";
import { foldText } from "./fold-text.js";

/** The units a listener counts back in. */
export type RelativeUnit = "minute" | "hour" | "day";

/** One way a language writes "N units ago" (or "in N units"), as Intl writes it, the number a capture group. */
export interface RelativePattern {
  /** Matches the whole of a `signedFold` text; group 1 is the number. */
  readonly pattern: RegExp;
  readonly unit: RelativeUnit;
  /** "in 2 hours", "+2 ч": a moment after now. */
  readonly future: boolean;
}

/** What a word for a day names: a day counted from today (-1 yesterday, 1 tomorrow) or a weekday (0 = Monday). */
export type DayWord =
  | { readonly kind: "offset"; readonly days: -1 | 0 | 1 }
  | { readonly kind: "weekday"; readonly weekday: number };

/** A language's words for moments, with English's beside them (English is accepted in every language). */
export interface MomentVocabulary {
  /** By `dayKey`: yesterday, today, tomorrow and the weekdays' long and short names. */
  readonly days: ReadonlyMap<string, DayWord>;
  /** The weekdays' long names by `dayKey`, for a name cut short (`segunda` for `segunda-feira`, `wednes`). */
  readonly weekdayNames: readonly { readonly key: string; readonly weekday: number }[];
  readonly relative: readonly RelativePattern[];
}

const ENGLISH_TAG = LANGUAGE_TABLE.en.intl;
const UNITS: readonly RelativeUnit[] = ["minute", "hour", "day"];
const STYLES = ["long", "short", "narrow"] as const;
/** One of each plural form in the bot's languages (Slavic one, few and many; 21 and 22 end like 1 and 2). */
const SAMPLE_COUNTS = [1, 2, 5, 21, 22];
/** A Monday (2024-01-01) and the six days after it. */
const KNOWN_WEEK = Array.from({ length: 7 }, (_, weekday) => Date.UTC(2024, 0, 1 + weekday));
/** The shortest cut-short weekday name read: two letters would be ambiguous in most languages. */
const MIN_PREFIX = 3;

const cache = new Map<Locale, MomentVocabulary>();

/**
 * A day word as it is compared: folded (`Śr.` → `sr`, `Miércoles` → `miercoles`), with no spaces and no
 * apostrophe (Ukrainian `пʼятниця` is typed `п'ятниця` as often as not; `segunda-feira` as `segunda feira`).
 */
export function dayKey(text: string): string {
  return foldText(text).replace(/[\s\u02bc]/gu, "");
}

/** `foldText` that keeps a leading sign (`-2h`, `−2 ч`, `+2 ч`), which folding would drop. */
export function signedFold(text: string): string {
  const trimmed = text.trim();
  const sign = /^[-\u2212]/u.test(trimmed) ? "-" : trimmed.startsWith("+") ? "+" : "";
  return sign + foldText(sign ? trimmed.slice(1) : trimmed);
}

/** The words of `locale` (and of English) for moments, built from Intl once per locale. */
export function momentVocabulary(locale: Locale): MomentVocabulary {
  let vocabulary = cache.get(locale);
  if (!vocabulary) {
    vocabulary = buildVocabulary([LANGUAGE_TABLE[locale].intl, ENGLISH_TAG]);
    cache.set(locale, vocabulary);
  }
  return vocabulary;
}

/** The day `text` names in `vocabulary`: a whole word, or the start of one weekday's long name (3 letters or more). */
export function dayWordOf(vocabulary: MomentVocabulary, text: string): DayWord | undefined {
  const key = dayKey(text);
  const exact = vocabulary.days.get(key);
  if (exact || key.length < MIN_PREFIX) return exact;
  const weekdays = new Set(
    vocabulary.weekdayNames.filter((name) => name.key.startsWith(key)).map((name) => name.weekday),
  );
  const [weekday] = weekdays;
  return weekdays.size === 1 && weekday !== undefined ? { kind: "weekday", weekday } : undefined;
}

function buildVocabulary(tags: readonly string[]): MomentVocabulary {
  const days = new Map<string, DayWord>();
  const weekdayNames: { key: string; weekday: number }[] = [];
  // The reader's own language first: where its word and an English one are written alike, its meaning wins.
  for (const tag of tags) {
    const relative = new Intl.RelativeTimeFormat(tag, { numeric: "auto" });
    for (const offset of [-1, 0, 1] as const)
      addDay(days, tag, relative.format(offset, "day"), { kind: "offset", days: offset });
    for (const style of ["long", "short"] as const) {
      const format = new Intl.DateTimeFormat(tag, { weekday: style, timeZone: "UTC" });
      KNOWN_WEEK.forEach((at, weekday) => {
        const name = format.format(at);
        addDay(days, tag, name, { kind: "weekday", weekday });
        if (style === "long") weekdayNames.push({ key: dayKey(name), weekday });
      });
    }
  }
  return { days, weekdayNames, relative: relativePatterns(tags) };
}

function addDay(days: Map<string, DayWord>, tag: string, word: string, meaning: DayWord): void {
  for (const spelling of spellings(tag, word)) {
    const key = dayKey(spelling);
    if (key && !days.has(key)) days.set(key, meaning);
  }
}

// From a string, not a literal: the bundle keeps a literal's letters as they are, and one letter beyond Latin-1 would
// make V8 hold all of the bot's 4 MB of code at two bytes a character (scripts/bundle.mjs).
const UK_ALTERNATING = new RegExp("^[ув][^аеєиіїоуюяь]", "u");

/**
 * Ukrainian alternates a first `у` and `в` before a consonant by the sound before it (`учора`, `вчора`): Intl
 * gives one, listeners type either.
 */
function spellings(tag: string, word: string): string[] {
  if (!tag.startsWith("uk") || word.length < 3) return [word];
  const lower = word.toLowerCase();
  const alternate = UK_ALTERNATING.test(lower) ? (lower.startsWith("у") ? "в" : "у") + lower.slice(1) : "";
  return alternate ? [word, alternate] : [word];
}

function relativePatterns(tags: readonly string[]): RelativePattern[] {
  const patterns = new Map<string, RelativePattern>();
  for (const tag of tags)
    for (const style of STYLES) {
      const format = new Intl.RelativeTimeFormat(tag, { style, numeric: "always" });
      for (const unit of UNITS)
        for (const count of SAMPLE_COUNTS)
          for (const future of [false, true]) {
            const source = patternSource(format.format(future ? count : -count, unit), count);
            const id = `${String(future)} ${unit} ${source ?? ""}`;
            if (source && !patterns.has(id))
              patterns.set(id, { pattern: new RegExp(source, "u"), unit, future });
          }
    }
  return [...patterns.values()];
}

/** `vor 22 Stunden` → `^vor ?(\d{1,6}) ?stunden$`: the folded text with its one number a capture group. */
function patternSource(formatted: string, count: number): string | undefined {
  const folded = signedFold(formatted);
  const parts = folded.split(new RegExp(`(?<!\\d)${count}(?!\\d)`, "u"));
  if (parts.length !== 2) return undefined;
  const before = (parts[0] ?? "").trim();
  const after = (parts[1] ?? "").trim();
  if (!before && !after) return undefined;
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");
  return `^${escape(before)}${before ? " ?" : ""}(\\d{1,6})${after ? " ?" : ""}${escape(after)}$`;
}
