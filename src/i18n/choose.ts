// The choices a catalogue's words depend on (a value given or not, a setting on or off, an HTTP status, a size) are
// made here, so that each language's folder holds only words: each variant is its own entry, picked below.

/** Words for a value that may be missing or empty: the text with it, and the text without it ("" by default). */
export function optional<T extends string | number>(
  withIt: (value: T) => string,
  without = "",
): (value: T | null | undefined) => string {
  return (value) => (value ? withIt(value) : without);
}

/** A value, or the words for its absence when it is missing (null or undefined; an empty value is kept). */
export function orElse<T>(value: T | null | undefined, absent: T): T {
  return value ?? absent;
}

/** Words for a setting that is on or off. */
export function onOff(words: { readonly on: string; readonly off: string }): (on: boolean) => string {
  return (on) => (on ? words.on : words.off);
}

/** Advice after an HTTP status: one for a refused key (401, 403), one for 404 when given, one for the rest. */
export interface StatusAdvice {
  readonly auth: string;
  readonly notFound?: string;
  readonly other: string;
}

/** The advice that fits an HTTP status. */
export function httpAdvice(status: number, advice: StatusAdvice): string {
  if (status === 401 || status === 403) return advice.auth;
  return status === 404 ? (advice.notFound ?? advice.other) : advice.other;
}

/** A size in whole mebibytes when it is one (`megabytes`), else in bytes. */
export function byteSize(
  bytes: number,
  words: { readonly megabytes: (mebibytes: number) => string; readonly bytes: (bytes: number) => string },
): string {
  return bytes % 1_048_576 === 0 ? words.megabytes(bytes / 1_048_576) : words.bytes(bytes);
}

/** Words for exactly one (e.g. "today") and for any other count (e.g. "the next 3 days"). */
export function singleOr(words: {
  readonly single: string;
  readonly several: (count: number) => string;
}): (count: number) => string {
  return (count) => (count === 1 ? words.single : words.several(count));
}
