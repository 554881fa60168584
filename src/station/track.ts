import type { HistoryEntry } from "../panel/schemas.js";

/** Artist and title as people read them. */
export interface TrackName {
  readonly artist: string | null;
  readonly title: string;
}

/** Artist and title from `author`/`title`, falling back to `metadata` (`<author> - <title>`). */
export function trackName(entry: Pick<HistoryEntry, "author" | "title" | "metadata">): TrackName {
  const author = entry.author?.trim() || null;
  const title = entry.title?.trim() || null;
  if (title) return { artist: author, title };
  const metadata = entry.metadata.trim();
  const split = metadata.indexOf(" - ");
  if (split > 0) {
    return {
      artist: author ?? metadata.slice(0, split).trim(),
      title: metadata.slice(split + 3).trim() || metadata,
    };
  }
  return { artist: author, title: metadata };
}

/** True for jingles and station IDs, which are never shown as songs. */
export function isJingle(entry: Pick<HistoryEntry, "jingle_id">): boolean {
  return entry.jingle_id !== null;
}
