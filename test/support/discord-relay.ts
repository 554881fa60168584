import { EventEmitter, once } from "node:events";
import { Agent, createServer, request as httpRequest, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A request whose answer the relay holds back: Discord has done what it asked, the bot does not know yet. */
export interface HeldRequest {
  readonly method: string;
  /** As the bot sent it, after `/api/v10` (`/channels/…/messages`). */
  readonly path: string;
  /** When the answer came back from Discord and was held, in `Date.now()` ms. */
  readonly at: number;
}

/** Which requests to hold, by method and path (after `/api/v10`). */
export type HoldMatch = (method: string, path: string) => boolean;

/** A relay between bot processes and a fake Discord's REST API, on 127.0.0.1. */
export interface DiscordRelay {
  /** What `DISCORD_API_URL` is set to, for the bot to go through the relay. */
  readonly apiUrl: string;
  /**
   * From now on, requests that match are passed on to Discord, and their answers kept from the bot until
   * {@link release}: a process killed meanwhile dies between Discord acting and the process learning of it.
   */
  hold(match: HoldMatch): void;
  /** Resolves with the first request held since {@link hold}, past or future. */
  firstHeld(): Promise<HeldRequest>;
  /** Stops holding, and answers what is held to whoever still waits for it. */
  release(): void;
  close(): Promise<void>;
}

/**
 * Starts a relay that passes every REST request on to `apiUrl` (a fake Discord's `…/api`) and its answer back,
 * except that it can hold answers back (see {@link DiscordRelay.hold}). The gateway is not relayed: `/gateway/bot`
 * names the fake's own WebSocket address.
 */
export async function startDiscordRelay(apiUrl: string): Promise<DiscordRelay> {
  const target = new URL(apiUrl);
  const agent = new Agent({ keepAlive: true });
  const events = new EventEmitter();
  let match: HoldMatch | null = null;
  const held: { request: HeldRequest; answer: () => void }[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const method = req.method ?? "GET";
      const path = (req.url ?? "/").replace(/^\/api\/v10/, "").replace(/\?.*$/, "");
      const upstream = httpRequest(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method,
          path: `${target.pathname.replace(/\/$/, "")}${(req.url ?? "/").replace(/^\/api/, "")}`,
          headers: { ...req.headers, host: target.host },
        },
        (answer) => {
          const body: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => body.push(chunk));
          answer.on("end", () => {
            const reply = () => send(res, answer.statusCode ?? 502, answer.headers, Buffer.concat(body));
            if (!match?.(method, path)) return reply();
            const request = { method, path, at: Date.now() };
            held.push({ request, answer: reply });
            events.emit("held", request);
          });
        },
      );
      upstream.on("error", (error) => send(res, 502, {}, Buffer.from(error.message)));
      upstream.end(Buffer.concat(chunks));
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;

  return {
    apiUrl: `http://127.0.0.1:${String(port)}/api`,
    hold(next) {
      for (const { answer } of held.splice(0)) answer();
      match = next;
    },
    firstHeld() {
      const first = held[0];
      if (first) return Promise.resolve(first.request);
      return once(events, "held").then(([request]) => request as HeldRequest);
    },
    release() {
      match = null;
      for (const { answer } of held.splice(0)) answer();
    },
    async close() {
      match = null;
      held.length = 0;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}

/** Answers the bot, unless it is gone (a killed process's connection is closed). */
function send(
  res: ServerResponse,
  status: number,
  headers: Record<string, string | string[] | undefined>,
  body: Buffer,
): void {
  if (res.destroyed || res.writableEnded) return;
  const { connection: _c, "keep-alive": _k, "transfer-encoding": _t, ...kept } = headers;
  res.writeHead(status, { ...kept, "content-length": String(body.length) });
  res.end(body);
}
