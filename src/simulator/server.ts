import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { simulatorFfmpeg } from "./ffmpeg.js";
import { createPanelHandler, type HandlerOptions, type PanelHandler, type Reply } from "./handler.js";
import { SimulatedStreams } from "./streams.js";

export type { RecordedRequest } from "./handler.js";

/** Where and how the simulated panel listens. */
export interface SimulatorOptions extends HandlerOptions {
  readonly host?: string;
  /** 0 (the default) picks a free port. */
  readonly port?: number;
  /** The ffmpeg that makes the stream audio (default: `FFMPEG_PATH` or the packaged one); null for none (503s). */
  readonly ffmpegPath?: string | null;
}

/** A running simulated panel: its address, its station, its fault switches and what it received. */
export interface SimulatedPanel extends Omit<PanelHandler, "handle"> {
  /** `http://127.0.0.1:PORT`, what PANEL_URL would be. */
  readonly url: string;
  /** The audio on the channels' stream addresses: connection counts and switches. */
  readonly streams: SimulatedStreams;
  /** Delay every answer of the API by this many ms (not the streams). */
  setLatency(ms: number): void;
  close(): Promise<void>;
}

/** Starts the simulated panel over HTTP on 127.0.0.1 (port 0 by default) and resolves once it listens. */
export async function startSimulatedPanel(options: SimulatorOptions = {}): Promise<SimulatedPanel> {
  const handler = createPanelHandler(options);
  let latencyMs = 0;
  const timers = new Set<NodeJS.Timeout>();
  const ffmpeg = options.ffmpegPath === undefined ? simulatorFfmpeg() : options.ffmpegPath;
  const streams = new SimulatedStreams(ffmpeg, (mount) => handler.station.mountOnAir(mount));

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "127.0.0.1"}`);
    const mount = streams.mountAt(url.pathname);
    if (mount) return streams.serve(req, res, mount);
    const chunks: Buffer[] = [];
    let received = false;
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received = true;
    });
    const respond = () => {
      const run = () =>
        send(
          req,
          res,
          handler.handle({
            method: req.method ?? "GET",
            url,
            apiKey: headerOf(req, "sc-api-key"),
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      if (received) run();
      else req.once("end", run);
    };
    if (latencyMs <= 0) return respond();
    const timer = setTimeout(() => {
      timers.delete(timer);
      respond();
    }, latencyMs);
    timers.add(timer);
  });

  server.listen(options.port ?? 0, options.host ?? "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${options.host ?? "127.0.0.1"}:${port}`,
    station: handler.station,
    stations: handler.stations,
    requests: handler.requests,
    count: handler.count,
    setFault: handler.setFault,
    clearFaults: handler.clearFaults,
    streams,
    setLatency: (ms) => {
      latencyMs = ms;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      streams.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
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
