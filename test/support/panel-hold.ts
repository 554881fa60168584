import { EventEmitter, once } from "node:events";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";

/** A relay in front of a panel on 127.0.0.1 that can hold requests back: a read that does not end yet. */
export interface PanelHold {
  /** What `PANEL_URL` is set to, for the bot to read the panel through the relay. */
  readonly url: string;
  /** From now on, requests wait in the relay until {@link release}. */
  hold(): void;
  /** Resolves once a request is held (past or future). */
  whenHeld(): Promise<void>;
  /** Passes every held request on, and stops holding. */
  release(): void;
  close(): Promise<void>;
}

/** Starts a relay to `target` (a simulated panel's URL) that passes every request on until told to hold. */
export async function startPanelHold(target: string): Promise<PanelHold> {
  const to = new URL(target);
  const events = new EventEmitter();
  let holding = false;
  const held: (() => void)[] = [];
  const server = createServer((req, res) => {
    const pass = () => {
      const upstream = httpRequest(
        { host: to.hostname, port: to.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on("error", () => res.destroy());
      req.pipe(upstream);
    };
    if (!holding) return pass();
    held.push(pass);
    events.emit("held");
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hold: () => {
      holding = true;
    },
    whenHeld: () => (held.length > 0 ? Promise.resolve() : once(events, "held").then(() => undefined)),
    release: () => {
      holding = false;
      for (const pass of held.splice(0)) pass();
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
