import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { HealthAnswer } from "./health.js";

/** What the server answers with: the health check and the metrics text, both computed per request. */
export interface HealthServerOptions {
  readonly host: string;
  /** 0 picks a free port (tests). */
  readonly port: number;
  readonly health: () => HealthAnswer | Promise<HealthAnswer>;
  readonly metrics: () => Promise<string>;
  /** The Prometheus text content type of the registry. */
  readonly metricsContentType: string;
  /** Told about a server error once it listens (an unhandled one would end the bot). */
  readonly onError: (error: Error) => void;
}

/** The running server. */
export interface HealthServer {
  /** Where it listens, e.g. `http://127.0.0.1:9464`. */
  readonly url: string;
  readonly address: { readonly host: string; readonly port: number };
  close(): Promise<void>;
}

/** Serves `GET /healthz` (JSON, 200 or 503) and `GET /metrics` (Prometheus text); anything else is 404. */
export async function startHealthServer(options: HealthServerOptions): Promise<HealthServer> {
  const server = createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0];
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { allow: "GET, HEAD" }).end();
    } else if (path === "/healthz") {
      Promise.resolve()
        .then(options.health)
        .then(
          (answer) =>
            response
              .writeHead(answer.status, { "content-type": "application/json", "cache-control": "no-store" })
              .end(`${JSON.stringify(answer.body)}\n`),
          () => response.writeHead(500).end(),
        );
    } else if (path === "/metrics") {
      options.metrics().then(
        (text) => response.writeHead(200, { "content-type": options.metricsContentType }).end(text),
        () => response.writeHead(500).end(),
      );
    } else {
      response.writeHead(404, { "content-type": "text/plain" }).end("GET /healthz or /metrics\n");
    }
  });
  server.listen(options.port, options.host);
  await once(server, "listening");
  server.on("error", options.onError);
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(":") ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}`,
    address: { host: address, port },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
