import type { z } from "zod";
import { type Freshness, type Loaded, SingleFlightCache } from "./cache.js";
import { PanelHttpError, PanelShapeError } from "./errors.js";
import { observed, type PanelObserver } from "./observer.js";
import { createPanelRequests, displayAddress, type RequestOptions } from "./request.js";
import {
  type Channel,
  channelListSchema,
  type Dj,
  describeIssues,
  djListSchema,
  type GridEvent,
  gridSchema,
  type LibraryPage,
  type LibraryTrack,
  libraryPageSchema,
  libraryTrackSchema,
  type HistoryPage,
  historyPageSchema,
  type RadioServer,
  radioServerListSchema,
} from "./schemas.js";

/** Everything the client needs: where the panel is, which server, and how to behave. */
export interface PanelClientOptions extends RequestOptions {
  readonly serverId: number;
  /** How long an answer is reused (default 5 s). */
  readonly cacheTtlMs?: number;
  readonly now?: () => number;
  /** Told about every request and cache hit (metrics, health). */
  readonly observer?: PanelObserver;
}

/** A page request: `limit` entries after skipping `offset`. */
export interface PageRequest {
  readonly limit: number;
  readonly offset: number;
}

/** The typed panel API v2: one function per endpoint, each answer parsed before anyone sees it. */
export interface PanelClient {
  /** The panel address as shown to people. */
  readonly address: string;
  readonly serverId: number;
  djs(freshness?: Freshness): Promise<readonly Dj[]>;
  history(page: PageRequest, freshness?: Freshness): Promise<HistoryPage>;
  channels(freshness?: Freshness): Promise<readonly Channel[]>;
  /** The schedule's occurrences overlapping [from, to) (Unix ms; sent to the panel as UTC seconds). */
  grid(range: TimeRange, freshness?: Freshness): Promise<readonly GridEvent[]>;
  /** Searches the library (requestable tracks with artist and title, when asked); `random` for no search. */
  music(query: LibraryQuery, freshness?: Freshness): Promise<LibraryPage>;
  /** The panel's radio servers (each a station); not tied to this client's server. */
  servers(freshness?: Freshness): Promise<readonly RadioServer[]>;
  /** One library track, or null when the panel does not know the id. */
  musicTrack(id: number): Promise<LibraryTrack | null>;
  /** Asks the station to play a library track; the panel's refusals come back as outcomes, failures throw. */
  requestTrack(request: TrackRequest): Promise<TrackRequestOutcome>;
}

/** What to look for in the library. */
export interface LibraryQuery {
  readonly search?: string;
  readonly requestableOnly?: boolean;
  readonly limit: number;
  /** Random order (for suggestions when nothing is typed yet). */
  readonly random?: boolean;
}

/** A song request as the panel's request widget sends it. */
export interface TrackRequest {
  readonly musicId: number;
  readonly person: string;
  readonly message: string;
  readonly ipTimeout: number;
  readonly trackTimeout: number;
}

/** How the panel took a request. */
export type TrackRequestOutcome = "accepted" | "track-blocked" | "ip-blocked" | "refused";

/** A span of time in Unix ms. */
export interface TimeRange {
  readonly from: number;
  readonly to: number;
}

/** Creates the panel client; answers are shared between concurrent callers and reused for a few seconds. */
export function createPanelClient(options: PanelClientOptions): PanelClient {
  const address = displayAddress(options.baseUrl);
  const { getJson, postJson } = createPanelRequests(options);
  const cache = new SingleFlightCache<unknown>(options.cacheTtlMs ?? 5_000, options.now);

  function read<S extends z.ZodType, R = z.output<S>>(
    endpoint: string,
    path: string,
    query: Record<string, number | string>,
    schema: S,
    freshness: Freshness | undefined,
    shape: (parsed: z.output<S>, bytes: number) => R = (parsed) => parsed as R,
  ): Promise<R> {
    const fullQuery = path === "servers/" ? query : { ...query, server: options.serverId };
    const key = `${path}?${Object.entries(fullQuery)
      .map(([k, v]) => `${k}=${v}`)
      .join("&")}`;
    let loaded = false;
    const load = (signal?: AbortSignal): Promise<Loaded<unknown>> => {
      loaded = true;
      return observed(options.observer, endpointOf(path), async () => {
        const { json, bytes } = await getJson(path, fullQuery, signal);
        const parsed = schema.safeParse(json);
        if (!parsed.success) throw new PanelShapeError(address, endpoint, describeIssues(parsed.error));
        return { value: shape(parsed.data, bytes), bytes };
      });
    };
    const answer = cache.get(key, load, freshness) as Promise<R>;
    if (!loaded) options.observer?.cacheHit(endpointOf(path));
    return answer;
  }

  return {
    address,
    serverId: options.serverId,
    djs: (freshness) => read("DJ", "djs/", {}, djListSchema, freshness),
    channels: (freshness) => read("channel", "channels/", {}, channelListSchema, freshness),
    history: ({ limit, offset }, freshness) =>
      read("history", "history/", { limit, offset }, historyPageSchema, freshness, (page, bytes) =>
        asked(page, limit, bytes),
      ),
    grid: ({ from, to }, freshness) =>
      read(
        "schedule",
        "grid/",
        { start_ts: Math.floor(from / 1000), end_ts: Math.ceil(to / 1000), utc: 1 },
        gridSchema,
        freshness,
      ),
    music: ({ search, requestableOnly, limit, random }, freshness) =>
      read(
        "library",
        "music/",
        {
          limit,
          ...(search ? { search_q: search } : {}),
          ...(requestableOnly ? { requestable: 1, with_tags_only: 1 } : {}),
          ...(random ? { order: 3 } : {}),
        },
        libraryPageSchema,
        // A random pick is meant to differ from one ask to the next.
        random ? { maxAgeMs: 0 } : freshness,
      ),
    servers: (freshness) => read("server", "servers/", {}, radioServerListSchema, freshness),
    musicTrack: async (id) => {
      try {
        return await read("library", `music/${id}/`, {}, libraryTrackSchema, undefined);
      } catch (error) {
        if (error instanceof PanelHttpError && error.status === 404) return null;
        throw error;
      }
    },
    requestTrack: (request) => requestTrack(options, postJson, request),
  };
}

/** Sends a song request: accepted, or which refusal the panel gave. */
async function requestTrack(
  options: PanelClientOptions,
  postJson: ReturnType<typeof createPanelRequests>["postJson"],
  request: TrackRequest,
): Promise<Awaited<ReturnType<PanelClient["requestTrack"]>>> {
  const { status, body } = await observed(options.observer, "track_requests", () =>
    postJson("track_requests/", {
      server_id: options.serverId,
      music_id: request.musicId,
      person: request.person,
      message: request.message,
      ip_timeout: request.ipTimeout,
      track_timeout: request.trackTimeout,
    }),
  );
  if (status >= 200 && status < 300) return "accepted";
  const refusal = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  if (refusal.track_blocked) return "track-blocked";
  if (refusal.ip_blocked) return "ip-blocked";
  return "refused";
}

/**
 * A history page as asked for, with the answer's size: a page that says more follow holds at most `limit` entries
 * (a panel that ignores `limit` sends the rest again on the next page); the last page (a bare array from a panel
 * that does not page) keeps what the schema read, at most `MAX_PAGE_ENTRIES`.
 */
function asked(page: HistoryPage, limit: number, bytes: number): HistoryPage {
  if (page.results.length <= limit || page.next === null) return { ...page, bytes };
  return { ...page, results: page.results.slice(0, limit), bytes, overfull: true };
}

/** The metric label of a path: its first part (`music/42/` → `music`). */
function endpointOf(path: string): string {
  return path.split("/")[0] ?? path;
}
