import type { SourceChoice } from "./stream-source.js";

/**
 * How often a pipeline looks at the station's channels on the panel while it waits (off air, or between reconnects)
 * and while another channel than the preferred one plays: a channel the panel shows on air again is tried at once.
 */
export const LOOK_MS = 2_000;

/** How old a panel answer a look accepts: a read another part of the bot made a moment ago will do. */
export const LOOK_MAX_AGE_MS = 1_000;

/** The channels a choice shows on air (none when the station is off air or has none). Pure. */
export function onAirUrls(choice: SourceChoice): ReadonlySet<string> {
  if (choice.kind !== "play") return new Set();
  return new Set([choice.source.url, ...(choice.alternatives ?? []).map((s) => s.url)]);
}

/**
 * Whether the panel shows a channel on air now that it did not show on air before (`before` null: nothing was read
 * yet, so any channel on air is news). A channel the panel showed on air all along is no news: its failures are left
 * to the backoff. Pure.
 */
export function cameBackOnAir(before: ReadonlySet<string> | null, now: ReadonlySet<string>): boolean {
  for (const url of now) if (!before?.has(url)) return true;
  return false;
}
