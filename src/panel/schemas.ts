import { z } from "zod";

/*
 * Schemas validate what the bot uses and accept what real panels vary in (design notes): unknown fields pass,
 * numbers may arrive as digit strings, optional fields may be missing or null, "null observed" fields may hold
 * strings. Every optional field comes out as `T | null`, never undefined.
 */

const toNumber = (value: unknown): unknown =>
  typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

const toBoolean = (value: unknown): unknown => {
  if (value === 1 || value === "1" || value === "true") return true;
  if (value === 0 || value === "0" || value === "false") return false;
  return value;
};

/** An integer that may arrive as a string of digits. */
const int = z.preprocess(toNumber, z.number().int());
/** A boolean that may arrive as 0/1 or "true"/"false". */
const bool = z.preprocess(toBoolean, z.boolean());

/** Wraps a schema so that a missing or null field becomes `null`. */
function optional<T extends z.ZodType>(schema: T) {
  return schema
    .nullish()
    .catch(null)
    .transform((value) => value ?? null);
}

/** Text that may arrive as a number, or be missing. */
const text = optional(z.union([z.string(), z.number().transform(String)]));
const optionalInt = optional(int);
const optionalBool = optional(bool);

/** A DJ: a live presenter's source or the automatic player. */
export const djSchema = z.object({
  id: int,
  name: z.string(),
  active: bool,
  cat: z.string(),
  on_air: bool,
  connected: optionalBool,
  priority: optionalInt,
  image: text,
  image_medium: text,
  image_thumbnail: text,
  metadata: text,
  stream_url: text,
  port: optionalInt,
});
export type Dj = z.output<typeof djSchema>;

/** One play in the station's history. `ts` and `length` are milliseconds. */
export const historyEntrySchema = z.object({
  id: int,
  ts: int,
  metadata: z.string(),
  author: text,
  title: text,
  album: text,
  playlist_title: text,
  dj_name: text,
  n_listeners: optionalInt,
  length: optionalInt,
  img_url: text,
  img_medium_url: text,
  img_large_url: text,
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
      return url ? [{ key, url }] : [];
    });
  }
  if (value && typeof value === "object" && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, entry]) => {
      const parsed = linkObject.safeParse(entry);
      return parsed.success ? [{ key, url: parsed.data.link }] : [];
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
  mount_point: z.string(),
  active: optionalBool,
  public: optionalBool,
  listeners_peak: optionalInt,
  /** Configured listener limit (a digit string on the wire). */
  listeners: optionalInt,
  bitrate: optionalInt,
  s_format: text,
  s_type: text,
  stream_url: text,
  secure_stream_url: text,
  links_html: linksHtml,
});
export type Channel = z.output<typeof channelSchema>;

/** One page of history in the `{count, next, previous, results}` envelope. */
export interface HistoryPage {
  readonly count: number;
  readonly next: string | null;
  readonly previous: string | null;
  readonly results: readonly HistoryEntry[];
}

const envelope = <T extends z.ZodType>(item: T) =>
  z.object({
    count: optionalInt,
    next: text,
    previous: text,
    results: z.array(item),
  });

/** History: the envelope, or a bare array from panels that ignore `limit`. */
export const historyPageSchema = z
  .union([envelope(historyEntrySchema), z.array(historyEntrySchema)])
  .transform((value): HistoryPage =>
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
  meta: text,
  length: optionalInt,
  requestable: optionalBool,
  tag_image: text,
  image_medium: text,
  image_large: text,
});
export type LibraryTrack = z.output<typeof libraryTrackSchema>;

/** A page of the library: the envelope, or a bare array from panels that ignore `limit`. */
export const libraryPageSchema = z
  .union([envelope(libraryTrackSchema), z.array(libraryTrackSchema)])
  .transform((value) => ({
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
