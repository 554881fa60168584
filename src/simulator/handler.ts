import type { ActiveFault, Endpoint, Fault } from "./faults.js";
import { mangleItems } from "./mangle.js";
import { SimulatedStation, type StationOptions } from "./station.js";

/** One request the simulated panel received. */
export interface RecordedRequest {
  readonly endpoint: Endpoint | "other";
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly apiKey: string | undefined;
}

/** A request as the handler sees it, whatever carried it (a socket or an in-process fetch). */
export interface PanelRequest {
  readonly method: string;
  readonly url: URL;
  readonly apiKey: string | undefined;
  /** The request body (a POST's JSON), empty for a GET. */
  readonly body?: string;
}

/** What the simulated panel sends: a response, a connection reset, or nothing at all. */
export type Reply =
  | { status: number; type: string; body: string | Buffer; headers?: Record<string, string> }
  | "reset"
  | "hang";

/** How the simulated panel behaves. */
export interface HandlerOptions extends StationOptions {
  /** When set, requests without this `SC-API-KEY` get 403, like a panel with a key. */
  readonly apiKey?: string;
  /** Use this station instead of a new one. */
  readonly station?: SimulatedStation;
  /**
   * More radio servers on the same panel, each its own station (its own seed, so its own tracks, DJs on air and
   * audience): `servers/` then lists exactly these and the first station, and `?server=` picks one.
   */
  readonly servers?: readonly StationOptions[];
}

/** The simulated panel without a transport: its station, its fault switches, what it received. */
export interface PanelHandler {
  /** The first station (server `serverId`, default 1). */
  readonly station: SimulatedStation;
  /** Every station of the panel by its server id, the first included. */
  readonly stations: ReadonlyMap<number, SimulatedStation>;
  /** Every request received, oldest first (the last 10,000). */
  readonly requests: RecordedRequest[];
  /** How many requests an endpoint (or all of them) received. */
  count: (endpoint?: Endpoint) => number;
  setFault: (fault: Fault, scope?: Omit<ActiveFault, "fault">) => void;
  clearFaults: () => void;
  handle: (request: PanelRequest) => Reply;
}

const ENDPOINTS: Record<string, Endpoint> = {
  "/api/v2/djs/": "djs",
  "/api/v2/history/": "history",
  "/api/v2/channels/": "channels",
  "/api/v2/grid/": "grid",
  "/api/v2/music/": "music",
  "/api/v2/track_requests/": "track_requests",
  "/api/v2/servers/": "servers",
};

const HTML_ERROR_PAGE =
  "<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>";

const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** Creates the simulated panel's request handler: the three API v2 endpoints, faults, and cover images. */
export function createPanelHandler(options: HandlerOptions = {}): PanelHandler {
  const first = options.station ?? new SimulatedStation(options);
  const stations = new Map<number, SimulatedStation>([[first.serverId, first]]);
  for (const [index, server] of (options.servers ?? []).entries()) {
    const added = new SimulatedStation({
      ...options,
      seed: (options.seed ?? 1) + 100 * (index + 1),
      ...server,
    });
    if (stations.has(added.serverId))
      throw new Error(`two simulated stations with server id ${added.serverId}`);
    stations.set(added.serverId, added);
  }
  const several = stations.size > 1;
  const requests: RecordedRequest[] = [];
  const counts = new Map<Endpoint, number>();
  let faults: ActiveFault[] = [];

  const takeFault = (endpoint: Endpoint): Fault | undefined => {
    const active = faults.find((f) => !f.endpoints || f.endpoints.includes(endpoint));
    if (!active) return undefined;
    if (active.times !== undefined && --active.times <= 0) faults = faults.filter((f) => f !== active);
    return active.fault;
  };

  /** `POST track_requests/`: the panel's own checks, with its refusal bodies. */
  function trackRequest(body: string): Reply {
    let request: Record<string, unknown>;
    try {
      request = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return json(400, { detail: "JSON parse error" });
    }
    const station = stations.get(Number(request.server_id)) ?? first;
    const outcome = station.request({
      serverId: Number(request.server_id),
      musicId: Number(request.music_id),
      person: typeof request.person === "string" ? request.person : "",
      message: typeof request.message === "string" ? request.message : "",
      ipTimeoutS: Number(request.ip_timeout ?? 0),
      trackTimeoutS: Number(request.track_timeout ?? 0),
    });
    if (outcome === "accepted") return json(201, { result: "ok" });
    if (outcome === "track-blocked") return json(400, { track_blocked: true });
    if (outcome === "ip-blocked") return json(400, { ip_blocked: true });
    return json(400, { detail: outcome });
  }

  function itemsOf(
    endpoint: Exclude<Endpoint, "history" | "music" | "track_requests" | "servers">,
    url: URL,
    station: SimulatedStation,
  ) {
    if (endpoint === "djs") return station.djs(url.origin);
    if (endpoint === "channels") return station.channels(url.origin);
    // The grid takes Unix seconds; without a range the panel answers for the day ahead.
    const now = station.clock();
    const seconds = (name: string, fallback: number) => {
      const value = Number(url.searchParams.get(name));
      return Number.isFinite(value) && value > 0 ? value * 1000 : fallback;
    };
    return station.grid(seconds("start_ts", now), seconds("end_ts", now + 86_400_000));
  }

  /** Decides the answer to a panel request: a reply to send, or a fault that sends none. */
  function answer(req: PanelRequest, endpoint: Endpoint, fault?: Fault): Reply {
    const { url } = req;
    const posting = endpoint === "track_requests";
    if (posting ? req.method !== "POST" : req.method !== "GET" && req.method !== "HEAD") {
      return json(
        405,
        { detail: `Method "${req.method}" not allowed.` },
        { allow: "GET, POST, HEAD, OPTIONS" },
      );
    }
    if (options.apiKey && req.apiKey !== options.apiKey) {
      return json(403, { detail: "Authentication credentials were not provided." });
    }
    switch (fault?.kind) {
      case "status":
        return json(fault.status, { detail: `Simulated ${fault.status}` });
      case "rate-limit":
        return json(429, { detail: "Request was throttled." }, { "retry-after": String(fault.retryAfterS) });
      case "html":
        return { status: 200, type: "text/html", body: HTML_ERROR_PAGE };
      case "invalid-json":
        return { status: 200, type: "application/json", body: '{"count": 3, "results": [{"id": 1,, }' };
      case "reset":
      case "hang":
        return fault.kind;
      default:
    }
    if (posting) return trackRequest(req.body ?? "");
    if (endpoint === "servers") {
      const listed = several
        ? [...stations.values()].map((s) => ({
            id: s.serverId,
            title: s.title,
            description: "A simulated station",
          }))
        : first.servers();
      return json(200, mangleItems(listed, "servers", fault));
    }
    const station = stations.get(Number(url.searchParams.get("server") ?? first.serverId));
    if (!station) return json(404, { detail: "Not found." });
    const one = /^\/api\/v2\/music\/(\d+)\/$/.exec(url.pathname);
    if (one) {
      const track = station.libraryTrack(Number(one[1]), url.origin);
      return track ? json(200, track) : json(404, { detail: "Not found." });
    }
    if (endpoint === "music") {
      const found = station.library(url.origin, {
        search: url.searchParams.get("search_q") ?? "",
        requestableOnly: url.searchParams.get("requestable") === "1",
        random: url.searchParams.get("order") === "3",
      });
      const items = mangleItems(found, "music", fault);
      return json(
        200,
        listPage(url, items.length, (offset, limit) => items.slice(offset, offset + limit)),
      );
    }

    const origin = url.origin;
    // Only the page asked for is made: a station with a week of history keeps it compactly.
    const body =
      endpoint === "history"
        ? listPage(url, station.historyCount(), (offset, limit) =>
            mangleItems(station.historyRange(origin, offset, limit), "history", fault, offset),
          )
        : mangleItems(itemsOf(endpoint, url, station), endpoint, fault);
    const reply = json(200, body);
    if (fault?.kind === "truncated") {
      return { ...reply, body: reply.body.slice(0, Math.floor(reply.body.length / 2)) };
    }
    return reply;
  }

  return {
    station: first,
    stations,
    requests,
    count: (endpoint) =>
      endpoint ? (counts.get(endpoint) ?? 0) : [...counts.values()].reduce((sum, n) => sum + n, 0),
    setFault: (fault, scope = {}) => {
      faults = [{ fault, ...scope }];
    },
    clearFaults: () => {
      faults = [];
    },
    handle: (req) => dated(route(req)),
  };

  /** Every answer carries the panel's own clock in `Date`, as a real web server does (the bot learns it). */
  function dated(reply: Reply): Reply {
    if (typeof reply === "string") return reply;
    return { ...reply, headers: { date: new Date(first.clock()).toUTCString(), ...reply.headers } };
  }

  function route(req: PanelRequest): Reply {
    const endpoint =
      ENDPOINTS[req.url.pathname] ??
      (/^\/api\/v2\/music\/\d+\/$/.test(req.url.pathname) ? "music" : undefined);
    requests.push({
      endpoint: endpoint ?? "other",
      path: req.url.pathname,
      query: Object.fromEntries(req.url.searchParams),
      apiKey: req.apiKey,
    });
    if (requests.length > 10_000) requests.shift();
    if (endpoint) {
      counts.set(endpoint, (counts.get(endpoint) ?? 0) + 1);
      return answer(req, endpoint, takeFault(endpoint));
    }
    if (req.url.pathname.startsWith("/media/")) return { status: 200, type: "image/png", body: PNG_1X1 };
    return json(404, { detail: "Not found." });
  }
}

/**
 * The `{count, next, previous, results}` envelope of `count` items, with absolute `next`/`previous` like the real
 * panel; `page` gives the items from an offset.
 */
function listPage(url: URL, count: number, page: (offset: number, limit: number) => unknown[]): unknown {
  const origin = url.origin;
  const limitParam = url.searchParams.get("limit");
  const limit = limitParam === null ? count : Math.max(1, Math.min(1000, Number(limitParam) || 1));
  const offset = Math.max(0, Number(url.searchParams.get("offset") ?? 0) || 0);
  const server = url.searchParams.get("server");
  const link = (at: number) => {
    const query = new URLSearchParams({ limit: String(limit), ...(at > 0 ? { offset: String(at) } : {}) });
    if (server !== null) query.set("server", server);
    return `${origin}${url.pathname}?${query.toString()}`;
  };
  return {
    count,
    next: offset + limit < count ? link(offset + limit) : null,
    previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
    results: page(offset, limit),
  };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return {
    status,
    type: "application/json",
    body: JSON.stringify(body),
    headers: { vary: "Accept", ...headers },
  };
}
