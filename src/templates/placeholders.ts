/** The placeholders a template may use, without braces. */
export const PLACEHOLDERS = [
  "dj",
  "previous_dj",
  "artist",
  "title",
  "album",
  "track",
  "station",
  "listeners",
  "listen",
  "time",
] as const;

/** One placeholder's name. */
export type Placeholder = (typeof PLACEHOLDERS)[number];
