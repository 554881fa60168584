import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
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

/** Where and how the simulated panel listens. */
export interface SimulatorOptions extends StationOptions {
  readonly host?: string;
  /** 0 (the default) picks a free port. */
  readonly port?: number;
  /** When set, requests without this `SC-API-KEY` get 403, like a panel with a key. */
  readonly apiKey?: string;
  /** Use this station instead of a new one. */
  readonly station?: SimulatedStation;
}

/** A running simulated panel: its address, its station, its fault switches and what it received. */
export interface SimulatedPanel {
  /** `http://127.0.0.1:PORT`, what PANEL_URL would be. */
  readonly url: string;
  readonly station: SimulatedStation;
  /** Every request received, oldest first (the last 10,000). */
  readonly requests: RecordedRequest[];
  /** How many requests an endpoint (or all of them) received. */
  count(endpoint?: Endpoint): number;
  setFault(fault: Fault, scope?: Omit<ActiveFault, "fault">): void;
  clearFaults(): void;
  /** Delay every answer by this many ms. */
  setLatency(ms: number): void;
  close(): Promise<void>;
}

const ENDPOINTS: Record<string, Endpoint> = {
  "/api/v2/djs/": "djs",
  "/api/v2/history/": "history",
  "/api/v2/channels/": "channels",
};

const HTML_ERROR_PAGE =
  "<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>";

const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** Starts the simulated panel on 127.0.0.1 (port 0 by default) and resolves once it listens. */
export async function startSimulatedPanel(options: SimulatorOptions = {}): Promise<SimulatedPanel> {
  const station = options.station ?? new SimulatedStation(options);
  const requests: RecordedRequest[] = [];
  const counts = new Map<Endpoint, number>();
  let faults: ActiveFault[] = [];
  let latencyMs = 0;
  const timers = new Set<NodeJS.Timeout>();

  const takeFault = (endpoint: Endpoint): Fault | undefined => {
    const active = faults.find((f) => !f.endpoints || f.endpoints.includes(endpoint));
    if (!active) return undefined;
    if (active.times !== undefined && --active.times <= 0) faults = faults.filter((f) => f !== active);
    return active.fault;
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const endpoint = ENDPOINTS[url.pathname];
    const record: RecordedRequest = {
      endpoint: endpoint ?? "other",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      apiKey: headerOf(req, "sc-api-key"),
    };
    requests.push(record);
    if (requests.length > 10_000) requests.shift();
    if (endpoint) counts.set(endpoint, (counts.get(endpoint) ?? 0) + 1);

    const respond = () => {
      if (endpoint) send(req, res, answer(req, url, endpoint, takeFault(endpoint)));
      else if (url.pathname.startsWith("/media/"))
        send(req, res, { status: 200, type: "image/png", body: PNG_1X1 });
      else send(req, res, json(404, { detail: "Not found." }));
    };
    if (latencyMs > 0) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        respond();
      }, latencyMs);
      timers.add(timer);
    } else {
      respond();
    }
  });

  /** Decides the answer to a panel request: a reply to send, or a fault that sends none. */
  function answer(req: IncomingMessage, url: URL, endpoint: Endpoint, fault?: Fault): Reply {
    if (req.method !== "GET" && req.method !== "HEAD") {
      return json(
        405,
        { detail: `Method "${req.method}" not allowed.` },
        { allow: "GET, POST, HEAD, OPTIONS" },
      );
    }
    if (options.apiKey && headerOf(req, "sc-api-key") !== options.apiKey) {
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
    const server = Number(url.searchParams.get("server") ?? station.serverId);
    if (server !== station.serverId) return json(404, { detail: "Not found." });

    const origin = `http://${req.headers.host ?? "127.0.0.1"}`;
    const body =
      endpoint === "history"
        ? historyPage(origin, url, mangleItems(station.history(origin), "history", fault))
        : mangleItems(endpoint === "djs" ? station.djs(origin) : station.channels(origin), endpoint, fault);
    const reply = json(200, body);
    if (fault?.kind === "truncated") {
      return { ...reply, body: reply.body.slice(0, Math.floor(reply.body.length / 2)) };
    }
    return reply;
  }

  server.listen(options.port ?? 0, options.host ?? "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${options.host ?? "127.0.0.1"}:${port}`,
    station,
    requests,
    count: (endpoint) =>
      endpoint ? (counts.get(endpoint) ?? 0) : [...counts.values()].reduce((sum, n) => sum + n, 0),
    setFault: (fault, scope = {}) => {
      faults = [{ fault, ...scope }];
    },
    clearFaults: () => {
      faults = [];
    },
    setLatency: (ms) => {
      latencyMs = ms;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The `{count, next, previous, results}` envelope, with absolute `next`/`previous` like the real panel. */
function historyPage(origin: string, url: URL, all: unknown[]): unknown {
  const limitParam = url.searchParams.get("limit");
  const limit = limitParam === null ? all.length : Math.max(1, Math.min(1000, Number(limitParam) || 1));
  const offset = Math.max(0, Number(url.searchParams.get("offset") ?? 0) || 0);
  const server = url.searchParams.get("server");
  const link = (at: number) => {
    const query = new URLSearchParams({ limit: String(limit), ...(at > 0 ? { offset: String(at) } : {}) });
    if (server !== null) query.set("server", server);
    return `${origin}/api/v2/history/?${query}`;
  };
  return {
    count: all.length,
    next: offset + limit < all.length ? link(offset + limit) : null,
    previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
    results: all.slice(offset, offset + limit),
  };
}

function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** What the simulated panel sends: a response, a connection reset, or nothing at all. */
type Reply =
  | { status: number; type: string; body: string | Buffer; headers?: Record<string, string> }
  | "reset"
  | "hang";

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return {
    status,
    type: "application/json",
    body: JSON.stringify(body),
    headers: { vary: "Accept", ...headers },
  };
}

function send(req: IncomingMessage, res: ServerResponse, reply: Reply): void {
  if (reply === "reset") {
    req.socket.destroy();
    return;
  }
  if (reply === "hang") return;
  res.writeHead(reply.status, {
    ...reply.headers,
    "content-type": reply.type,
    "content-length": Buffer.byteLength(reply.body),
  });
  res.end(reply.body);
}
