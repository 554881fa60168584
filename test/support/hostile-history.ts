import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** How a hostile panel answers `history/` (issue 41's three panels). */
export type HostileHistory =
  /** Pages as asked (`limit`, `offset`, `next` right), a play every 4 minutes, artist and title `chars` long. */
  | { readonly kind: "long-fields"; readonly chars: number }
  /** About `bytes` of plays whatever `limit` asks, from `offset` on, `next` always set. */
  | { readonly kind: "ignores-limit"; readonly bytes: number }
  /** One page of `plays` plays, `next` null; `chunked`: without a content-length. */
  | { readonly kind: "one-page"; readonly plays: number; readonly chunked?: boolean };

/** A panel on 127.0.0.1 whose history is hostile, and what it was asked. */
export interface HostilePanel {
  readonly url: string;
  /** History requests received. */
  historyRequests(): number;
  /** The size of the largest history answer sent, in bytes. */
  largestAnswer(): number;
  close(): Promise<void>;
}

const EVERY_MS = 4 * 60_000;

/** A play `i` places back from `now` (newest first), its names `chars` long. */
function play(now: number, i: number, chars: number): Record<string, unknown> {
  const name = chars > 0 ? `${String(i % 10).repeat(chars)}` : `Artist ${i % 97}`;
  return {
    id: 1_000_000 - i,
    ts: now - i * EVERY_MS,
    metadata: "x",
    author: name,
    title: chars > 0 ? name.replaceAll(String(i % 10), "t") : `Song ${i}`,
    dj_name: "AutoDJ",
    n_listeners: 10 + (i % 7),
  };
}

function historyBody(mode: HostileHistory, url: URL, now: number, origin: string): string {
  const limit = Number(url.searchParams.get("limit") ?? 50);
  const offset = Number(url.searchParams.get("offset") ?? 0);
  const next = `${origin}/api/v2/history/?limit=${limit}&offset=${offset + limit}`;
  if (mode.kind === "long-fields") {
    const results = Array.from({ length: limit }, (_, i) => play(now, offset + i, mode.chars));
    return JSON.stringify({ count: 100_000, next, previous: null, results });
  }
  if (mode.kind === "ignores-limit") {
    const results: string[] = [];
    let size = 0;
    for (let i = offset; size < mode.bytes; i++) {
      const text = JSON.stringify(play(now, i, 0));
      results.push(text);
      size += text.length + 1;
    }
    return `{"count":100000,"next":${JSON.stringify(next)},"previous":null,"results":[${results.join(",")}]}`;
  }
  const results = Array.from({ length: mode.plays }, (_, i) => JSON.stringify(play(now, i, 0)));
  return `{"count":${mode.plays},"next":null,"previous":null,"results":[${results.join(",")}]}`;
}

/** Starts a panel on 127.0.0.1:0 whose `history/` answers as `mode` says, its plays going back from `now()`. */
export async function hostilePanel(mode: HostileHistory, now: () => number): Promise<HostilePanel> {
  let requests = 0;
  let largest = 0;
  let origin = "";
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", origin);
    if (url.pathname === "/api/v2/djs/") {
      res.setHeader("content-type", "application/json");
      return res.end(JSON.stringify([{ id: 1, name: "AutoDJ", active: true, cat: "auto", on_air: true }]));
    }
    if (url.pathname !== "/api/v2/history/") {
      res.statusCode = 404;
      return res.end("{}");
    }
    requests++;
    const body = Buffer.from(historyBody(mode, url, now(), origin));
    largest = Math.max(largest, body.length);
    res.setHeader("content-type", "application/json");
    if (mode.kind !== "one-page" || !mode.chunked) return res.end(body);
    // Without a content-length: in pieces, as a panel that streams its answer.
    for (let at = 0; at < body.length; at += 65_536) res.write(body.subarray(at, at + 65_536));
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    historyRequests: () => requests,
    largestAnswer: () => largest,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
