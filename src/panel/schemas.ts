import { z } from "zod";
import {
  bool,
  cutText,
  int,
  MAX_NAME_CHARS,
  MAX_URL_CHARS,
  metadata,
  name,
  optionalBool,
  optionalInt,
  optionalMetadata,
  text,
  url,
} from "./wire-fields.js";

export { cutText, MAX_METADATA_CHARS, MAX_NAME_CHARS, MAX_URL_CHARS } from "./wire-fields.js";

/*
 * Schemas validate what the bot uses and accept what real panels vary in (design notes): unknown fields pass,
 * numbers may arrive as digit strings, optional fields may be missing or null, "null observed" fields may hold
 * strings. Every optional field comes out as `T | null`, never undefined.
 */

/** A DJ: a live presenter's source or the automatic player. */
export const djSchema = z.object({
  id: int,
  name,
  active: bool,
  cat: name,
  on_air: bool,
  connected: optionalBool,
  priority: optionalInt,
  image: url,
  image_medium: url,
  image_thumbnail: url,
  metadata: optionalMetadata,
  stream_url: url,
  port: optionalInt,
});
export type Dj = z.output<typeof djSchema>;

/** One play in the station's history. `ts` and `length` are milliseconds. */
export const historyEntrySchema = z.object({
  id: int,
  ts: int,
  metadata,
  author: text,
  title: text,
  album: text,
  playlist_title: text,
  dj_name: text,
  n_listeners: optionalInt,
  length: optionalInt,
  img_url: url,
  img_medium_url: url,
  img_large_url: url,
  all_music_id: optionalInt,
  jingle_id: optionalInt,
});
export type HistoryEntry = z.output<typeof historyEntrySchema>;

/** A listener link from `links_html`, whatever shape the panel version gives it. */
export interface ListenerLink {
  /** The key the panel used (`web` for the web player), or the file name for HTML-string panels. */
  readonly key: string;
  readonly url: string;
}

const linkObject = z.object({ link: z.string() });

/** `links_html` is an object of `{link, img}` in the spec and an HTML string in some panel versions. */
const linksHtml = z.unknown().transform((value): ListenerLink[] => {
  if (typeof value === "string") {
    return [...value.matchAll(/href\s*=\s*["']([^"']+)["']/gi)].flatMap((match) => {
      const url = (match[1] ?? "").replaceAll("&amp;", "&");
      const key =
        url
          .replace(/[?#].*$/, "")
          .split("/")
          .pop() ?? "";
      return url && url.length <= MAX_URL_CHARS ? [{ key: cutText(key, MAX_NAME_CHARS), url }] : [];
    });
  }
  if (value && typeof value === "object" && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, entry]) => {
      const parsed = linkObject.safeParse(entry);
      const link = parsed.success ? parsed.data.link : "";
      return link && link.length <= MAX_URL_CHARS ? [{ key: cutText(key, MAX_NAME_CHARS), url: link }] : [];
    });
  }
  return [];
});

/** Channel `state`: 0 offline, 1 server up but no source, 2 on air. */
export type ChannelState = 0 | 1 | 2;

/** A listener-facing stream of the station. */
export const channelSchema = z.object({
  id: int,
  state: int.pipe(z.union([z.literal(0), z.literal(1), z.literal(2)])),
  listeners_current: int,
  mount_point: name,
  active: optionalBool,
  public: optionalBool,
  listeners_peak: optionalInt,
  /** Configured listener limit (a digit string on the wire). */
  listeners: optionalInt,
  bitrate: optionalInt,
  s_format: text,
  s_type: text,
  stream_url: url,
  secure_stream_url: url,
  links_html: linksHtml,
});
export type Channel = z.output<typeof channelSchema>;

/** One page of history in the `{count, next, previous, results}` envelope. */
export interface HistoryPage {
  readonly count: number;
  readonly next: string | null;
  readonly previous: string | null;
  readonly results: readonly HistoryEntry[];
  /** The answer's size in bytes, when the client read it (its body, as read). */
  readonly bytes?: number;
  /** The panel sent more entries than asked for (it ignores `limit`): only those asked for are kept. */
  readonly overfull?: boolean;
}

/**
 * The most entries of a page the bot reads (the largest `limit` it follows): the rest of an overfull page, from a
 * panel that ignores `limit`, is left unparsed.
 */
export const MAX_PAGE_ENTRIES = 500;

/** An array cut to {@link MAX_PAGE_ENTRIES} before its items are parsed; anything else as it is. */
const capped = (value: unknown): unknown =>
  Array.isArray(value) && value.length > MAX_PAGE_ENTRIES ? value.slice(0, MAX_PAGE_ENTRIES) : value;

const envelope = <T extends z.ZodType>(item: T, cap = false) =>
  z.object({
    count: optionalInt,
    next: url,
    previous: url,
    results: cap ? z.preprocess(capped, z.array(item)) : z.array(item),
  });

/** A page endpoint's results: the envelope's, or a bare array from panels that ignore `limit`; both capped. */
const pageOf = <T extends z.ZodType>(item: T) =>
  z.union([envelope(item, true), z.preprocess(capped, z.array(item))]);

/** History: the envelope, or a bare array from panels that ignore `limit` (at most {@link MAX_PAGE_ENTRIES}). */
export const historyPageSchema = pageOf(historyEntrySchema).transform((value): HistoryPage =>
  Array.isArray(value)
    ? { count: value.length, next: null, previous: null, results: value }
    : {
        count: value.count ?? value.results.length,
        next: value.next,
        previous: value.previous,
        results: value.results,
      },
);

/** A list endpoint answers a bare array; accept the envelope too, as some panel versions page everything. */
function listOf<T extends z.ZodType>(item: T) {
  return z
    .union([z.array(item), envelope(item)])
    .transform((value): z.output<T>[] => (Array.isArray(value) ? value : value.results));
}

export const djListSchema = listOf(djSchema);
export const channelListSchema = listOf(channelSchema);

/** A track of the station's library (`music/`). `length` is milliseconds; covers have their own field names. */
export const libraryTrackSchema = z.object({
  id: int,
  author: text,
  title: text,
  album: text,
  meta: optionalMetadata,
  length: optionalInt,
  requestable: optionalBool,
  tag_image: url,
  image_medium: url,
  image_large: url,
});
export type LibraryTrack = z.output<typeof libraryTrackSchema>;

/** A page of the library: the envelope, or a bare array from panels that ignore `limit`. */
export const libraryPageSchema = pageOf(libraryTrackSchema).transform((value) => ({
  count: Array.isArray(value) ? value.length : (value.count ?? value.results.length),
  results: Array.isArray(value) ? value : value.results,
}));
export type LibraryPage = z.output<typeof libraryPageSchema>;

/**
 * One occurrence on the station's schedule (`grid/`). Times are Unix **seconds**. A service event that marks what
 * follows a radio show has `id` null and `parent_id` set to the show.
 */
export const gridEventSchema = z.object({
  id: optionalInt,
  parent_id: optionalInt,
  name: text.transform((value) => value ?? ""),
  cast_type: text,
  periodicity: text,
  start_ts: int,
  end_ts: int,
  dj: optionalInt,
  playlist: optionalInt,
  allow_song_requests: optionalBool,
  timezone: text,
});
export type GridEvent = z.output<typeof gridEventSchema>;
export const gridSchema = listOf(gridEventSchema);

/** A radio server of the panel (`servers/`): each is a station of its own. */
export const radioServerSchema = z.object({ id: int, title: text, description: text });
export type RadioServer = z.output<typeof radioServerSchema>;
export const radioServerListSchema = listOf(radioServerSchema);

/**
 * Describes zod issues as short lines like `results[0].ts: expected number, received string`.
 * Union issues are unwrapped to the branch that got furthest, so the path points at the real problem.
 */
export function describeIssues(error: z.ZodError, max = 5): string[] {
  const issues = error.issues.flatMap(unwrap);
  const lines = issues.slice(0, max).map((issue) => {
    const path = formatPath(issue.path);
    const message = issue.message.replace(/^Invalid input: /, "");
    const missing = issue.code === "invalid_type" && /received undefined$/.test(message);
    return `${path || "(top level)"}: ${missing ? `is missing (${message.replace(/, received undefined$/, "")})` : message}`;
  });
  if (issues.length > max) lines.push(`and ${issues.length - max} more`);
  return lines;
}

function unwrap(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== "invalid_union" || issue.errors.length === 0) return [issue];
  // The branch with the deepest issue path is the one the payload was meant to match.
  const depth = (branch: z.core.$ZodIssue[]) => Math.max(0, ...branch.map((i) => i.path.length));
  const best = issue.errors.reduce((a, b) => (depth(b) > depth(a) ? b : a));
  return best.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] })).flatMap(unwrap);
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    "",
  );
}
