import { PREFERRED_CHECK_MS, preferredDue } from "./failover.js";

/** What a playing fallback remembers of the preferred channel between two looks at the panel. */
export interface BackWatch {
  /** The channel playing, and the preferred one. */
  readonly playing: string;
  readonly preferred: string;
  /** When the preferred channel was last tried (or the fallback began). */
  readonly lastTriedAt: number;
  /** The panel showed the preferred channel off air since then: its coming back on air is news. */
  readonly sawOff: boolean;
  /** Tries of the preferred channel so far while this fallback plays. */
  readonly tries: number;
}

/** One look at the panel: whether it shows the preferred channel on air (null: the panel did not answer). */
export interface BackLook {
  readonly preferredOnAir: boolean | null;
  readonly now: number;
}

/** How a fallback goes back: the regular check's longest period, and the guard against a flapping channel. */
export interface BackRule {
  readonly checkMs: number;
  readonly guardMs: number;
}

/** The longest guard: no longer than the regular check (a minute), which goes back whatever the panel showed. */
const MAX_GUARD_MS = PREFERRED_CHECK_MS;

/** The guard after the first return that did not last. */
const FIRST_GUARD_MS = 5_000;

/**
 * How long a fallback plays before it goes back to a preferred channel the panel shows on air again, after `flaps`
 * returns in a row that did not last (the channel dropped again before its session was healthy): none at first, then
 * 5, 10, 20, 40 s, at most a minute. A channel that comes and goes is not switched to at every coming. Pure.
 */
export function backGuardMs(flaps: number): number {
  if (flaps <= 0) return 0;
  return Math.min(MAX_GUARD_MS, FIRST_GUARD_MS * 2 ** Math.min(flaps - 1, 30));
}

/** The first regular check of a preferred channel the panel shows on air all along. */
const FIRST_CHECK_MS = 2_000;

/**
 * How long after the last try the preferred channel is tried again while the panel shows it on air all along (an
 * outage too short for the panel, or the bot, to show): 2, 4, 8, 16, 32 s after each other try, then every `checkMs`.
 * Pure.
 */
export function checkDelayMs(tries: number, checkMs: number = PREFERRED_CHECK_MS): number {
  return Math.min(checkMs, FIRST_CHECK_MS * 2 ** Math.min(Math.max(tries, 0), 30));
}

/**
 * The watch of a session on `playing` that begins `now`; `seenOnAir`: whether the panel last showed the preferred
 * channel on air (when it did not, its coming back on air is news from the first look). Pure.
 */
export function startBackWatch(
  playing: string,
  preferred: string,
  now: number,
  seenOnAir: boolean,
): BackWatch {
  return { playing, preferred, lastTriedAt: now, sawOff: !seenOnAir, tries: 0 };
}

/**
 * After a look at the panel, whether to try the preferred channel now, while the panel shows it on air: at once when
 * it shows it on air again after showing it off, else at the regular check ({@link checkDelayMs}); either waits for
 * the guard since the last try. An unanswered look changes nothing. Pure.
 */
export function watchBack(
  watch: BackWatch,
  look: BackLook,
  rule: BackRule,
): { readonly watch: BackWatch; readonly tryNow: boolean } {
  if (look.preferredOnAir === null || watch.playing === watch.preferred) return { watch, tryNow: false };
  if (!look.preferredOnAir) return { watch: { ...watch, sawOff: true }, tryNow: false };
  const { playing, preferred, lastTriedAt, sawOff, tries } = watch;
  const wait = sawOff ? rule.guardMs : Math.max(rule.guardMs, checkDelayMs(tries, rule.checkMs));
  if (!preferredDue(playing, preferred, lastTriedAt, look.now, wait)) return { watch, tryNow: false };
  return { watch: { ...watch, lastTriedAt: look.now, sawOff: false, tries: tries + 1 }, tryNow: true };
}
