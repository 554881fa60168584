import type { HistoryEntry } from "../panel/schemas.js";
import { httpUrl } from "./safe-url.js";
import { isJingle, type TrackName, trackName } from "./track.js";

/** Clocks differ between the panel and the bot; a start this far in the future still counts as "now". */
const CLOCK_SKEW_MS = 10_000;

/** The track on air, with what the bot shows about it. */
export interface NowPlaying extends TrackName {
  readonly entry: HistoryEntry;
  readonly album: string | null;
  readonly isJingle: boolean;
  /** Unix ms when it started. */
  readonly startedAt: number;
  readonly lengthMs: number | null;
  /** Elapsed and remaining time, or null when the times make no sense (no length, older than its length). */
  readonly progress: { readonly elapsedMs: number; readonly remainingMs: number } | null;
  /** The largest cover available as an http(s) URL. */
  readonly cover: string | null;
  readonly playlist: string | null;
  readonly djName: string | null;
  readonly listeners: number | null;
}

/** The track on air now: the newest history entry (`results[0]`), or null when history is empty. */
export function nowPlaying(history: readonly HistoryEntry[], now: number): NowPlaying | null {
  const entry = history[0];
  if (!entry) return null;
  return {
    ...trackName(entry),
    entry,
    album: entry.album?.trim() || null,
    isJingle: isJingle(entry),
    startedAt: entry.ts,
    lengthMs: entry.length && entry.length > 0 ? entry.length : null,
    progress: progressOf(entry, now),
    cover: largestCover(entry),
    playlist: entry.playlist_title?.trim() || null,
    djName: entry.dj_name?.trim() || null,
    listeners: entry.n_listeners,
  };
}

function progressOf(entry: HistoryEntry, now: number): NowPlaying["progress"] {
  const length = entry.length;
  if (!length || length <= 0) return null;
  const elapsed = now - entry.ts;
  if (elapsed < -CLOCK_SKEW_MS || elapsed > length) return null;
  const elapsedMs = Math.max(0, elapsed);
  return { elapsedMs, remainingMs: length - elapsedMs };
}

/** Large (original), then medium (~500 px), then small (~100 px); only http(s) URLs. */
export function largestCover(
  entry: Pick<HistoryEntry, "img_large_url" | "img_medium_url" | "img_url">,
): string | null {
  return httpUrl(entry.img_large_url) ?? httpUrl(entry.img_medium_url) ?? httpUrl(entry.img_url);
}
