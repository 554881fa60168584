import type { SourceChoice, StreamSource } from "./stream-source.js";

/** Which way a switch went: off the preferred channel, or back onto it. */
export type FailoverDirection = "fallback" | "back";

/** Every {@link FailoverDirection}, in the order `/metrics` shows them. */
export const FAILOVER_DIRECTIONS: readonly FailoverDirection[] = ["fallback", "back"];

/** How often the preferred channel is tried again while a fallback plays, whatever the panel showed meanwhile. */
export const PREFERRED_CHECK_MS = 60_000;

const sameFormat = (a: StreamSource, b: StreamSource) =>
  (a.format ?? "").toLowerCase() === (b.format ?? "").toLowerCase();

/** How alike a candidate is to the channel that failed: same codec and bitrate 2, same codec 1, else 0. */
function likeness(candidate: StreamSource, failed: StreamSource): number {
  if (!sameFormat(candidate, failed)) return 0;
  return (candidate.bitrate ?? null) === (failed.bitrate ?? null) ? 2 : 1;
}

/**
 * The channel to play from a choice, leaving out those in `avoid` (channels that dropped or stalled a moment ago).
 * With `failed` (the channel that just dropped), the ones most like it come first (same codec and bitrate, then
 * same codec), each group in the choice's order; else the choice's order (its best first). Null when every
 * channel is avoided. Pure.
 */
export function nextSource(
  choice: Extract<SourceChoice, { kind: "play" }>,
  avoid: ReadonlySet<string>,
  failed: StreamSource | null,
): StreamSource | null {
  const candidates = [choice.source, ...(choice.alternatives ?? [])].filter((s) => !avoid.has(s.url));
  if (!failed) return candidates[0] ?? null;
  const ordered = candidates
    .map((source, index) => ({ source, index, like: likeness(source, failed) }))
    .sort((a, b) => b.like - a.like || a.index - b.index);
  return ordered[0]?.source ?? null;
}

/**
 * What a switch to `next` is, given what played before (null: nothing yet) and the preferred channel: "fallback"
 * onto another channel from the preferred one, "back" onto the preferred one from another, else null. Pure.
 */
export function switchDirection(
  previous: string | null,
  next: string,
  preferred: string,
): FailoverDirection | null {
  if (previous === null || previous === next) return null;
  if (next === preferred) return "back";
  return previous === preferred ? "fallback" : null;
}

/**
 * Whether to try the preferred channel again now: another channel is playing and `checkMs` have passed since the
 * preferred one was last tried (or the fallback began). Pure.
 */
export function preferredDue(
  playing: string,
  preferred: string,
  lastTriedAt: number,
  now: number,
  checkMs: number = PREFERRED_CHECK_MS,
): boolean {
  return playing !== preferred && now - lastTriedAt >= checkMs;
}

/**
 * The channel to go back to, from a fresh read of the panel: the preferred one when the panel shows it on air and it
 * is not the one playing; else null (the panel unreadable, the station or that channel off air). Pure.
 */
export function backTarget(
  choice: SourceChoice | null,
  playing: string,
  preferred: string,
): StreamSource | null {
  if (choice?.kind !== "play" || playing === preferred) return null;
  return [choice.source, ...(choice.alternatives ?? [])].find((s) => s.url === preferred) ?? null;
}

/** The log line of a switch onto the channel `name` (its mount point). Pure. */
export function switchLine(direction: FailoverDirection, name: string): string {
  return direction === "fallback"
    ? `voice: failing over to ${name}: the channel playing stopped`
    : `voice: back on ${name}, the station's preferred channel`;
}
