import { EventEmitter, once } from "node:events";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach } from "vitest";

const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** How the server treats a request: answer with a status now, or hold it until the test says. */
export type Mode = { readonly answer: number } | "hold";

/** A panel stand-in on 127.0.0.1:0 whose answers a test controls; closed after the test. */
export interface HeldServer {
  readonly url: string;
  /** Requests received so far. */
  received(): number;
  /** The most requests it held open at once. */
  peak(): number;
  /** Requests held now. */
  held(): number;
  setMode(mode: Mode): void;
  /** Answers every held request with `status`. */
  releaseAll(status?: number): void;
  /** Resolves once `count` requests are held. */
  whenHeld(count: number): Promise<void>;
}

/** Starts a server that answers `{}` with a status, or holds requests (a hanging panel). */
export async function heldServer(mode: Mode = { answer: 200 }): Promise<HeldServer> {
  let current = mode;
  let received = 0;
  let peak = 0;
  const held: ServerResponse[] = [];
  const events = new EventEmitter();
  const answer = (res: ServerResponse, status: number): void => {
    res.writeHead(status, { "content-type": "application/json" }).end("{}");
  };
  const server = createServer((_req, res) => {
    received++;
    if (current === "hold") {
      held.push(res);
      res.on("close", () => held.includes(res) && held.splice(held.indexOf(res), 1));
      peak = Math.max(peak, held.length);
      events.emit("held");
    } else answer(res, current.answer);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  closers.push(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: () => received,
    peak: () => peak,
    held: () => held.length,
    setMode: (next) => {
      current = next;
    },
    releaseAll: (status = 200) => {
      for (const res of held.splice(0)) answer(res, status);
    },
    whenHeld: async (count) => {
      while (held.length < count) await once(events, "held");
    },
  };
}
