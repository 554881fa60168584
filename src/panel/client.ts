import type { z } from "zod";
import { type Freshness, SingleFlightCache } from "./cache.js";
import { PanelShapeError } from "./errors.js";
import { createGetJson, displayAddress, type RequestOptions } from "./request.js";
import {
  type Channel,
  channelListSchema,
  type Dj,
  describeIssues,
  djListSchema,
  type GridEvent,
  gridSchema,
  type HistoryPage,
  historyPageSchema,
} from "./schemas.js";

/** Everything the client needs: where the panel is, which server, and how to behave. */
export interface PanelClientOptions extends RequestOptions {
  readonly serverId: number;
  /** How long an answer is reused (default 5 s). */
  readonly cacheTtlMs?: number;
  readonly now?: () => number;
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
}

/** A span of time in Unix ms. */
export interface TimeRange {
  readonly from: number;
  readonly to: number;
}

/** Creates the panel client; answers are shared between concurrent callers and reused for a few seconds. */
export function createPanelClient(options: PanelClientOptions): PanelClient {
  const address = displayAddress(options.baseUrl);
  const getJson = createGetJson(options);
  const cache = new SingleFlightCache<unknown>(options.cacheTtlMs ?? 5_000, options.now);

  function read<S extends z.ZodType>(
    endpoint: string,
    path: string,
    query: Record<string, number>,
    schema: S,
    freshness: Freshness | undefined,
  ): Promise<z.output<S>> {
    const fullQuery = { ...query, server: options.serverId };
    const key = `${path}?${Object.entries(fullQuery)
      .map(([k, v]) => `${k}=${v}`)
      .join("&")}`;
    const load = async (): Promise<z.output<S>> => {
      const parsed = schema.safeParse(await getJson(path, fullQuery));
      if (!parsed.success) throw new PanelShapeError(address, endpoint, describeIssues(parsed.error));
      return parsed.data;
    };
    return cache.get(key, load, freshness) as Promise<z.output<S>>;
  }

  return {
    address,
    serverId: options.serverId,
    djs: (freshness) => read("DJ", "djs/", {}, djListSchema, freshness),
    channels: (freshness) => read("channel", "channels/", {}, channelListSchema, freshness),
    history: ({ limit, offset }, freshness) =>
      read("history", "history/", { limit, offset }, historyPageSchema, freshness),
    grid: ({ from, to }, freshness) =>
      read(
        "schedule",
        "grid/",
        { start_ts: Math.floor(from / 1000), end_ts: Math.ceil(to / 1000), utc: 1 },
        gridSchema,
        freshness,
      ),
  };
}
