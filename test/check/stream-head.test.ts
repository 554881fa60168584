import { once } from "node:events";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { heardEnough } from "../../src/check/stream-findings.js";
import { readStreamHead, STREAM_HEAD_BYTES } from "../../src/check/stream-head.js";
import { createGuardedFetch } from "../../src/net/guard/guarded-fetch.js";

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** An MPEG-1 Layer III frame (128 kbit/s, 44.1 kHz). */
const FRAME = new Uint8Array(417);
FRAME.set([0xff, 0xfb, 0x90, 0x64]);

/** A stream server on 127.0.0.1:0; `serve` writes the answer. Counts requests and connections open. */
async function streamServer(serve: (res: ServerResponse) => void) {
  const open = new Set<ServerResponse>();
  let received = 0;
  const server = createServer((_req, res) => {
    received++;
    open.add(res);
    res.on("close", () => open.delete(res));
    serve(res);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  closers.push(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/stream`,
    open: () => open.size,
    received: () => received,
  };
}

/** Writes frames for ever, as fast as the listener reads, until it hangs up. */
function endless(res: ServerResponse) {
  res.writeHead(200, { "content-type": "audio/mpeg" });
  const pump = () => {
    while (!res.destroyed && res.write(FRAME));
    if (!res.destroyed) res.once("drain", pump);
  };
  pump();
}

describe("readStreamHead", () => {
  it("reads at most 16 KiB of an endless stream, then hangs up", async () => {
    const server = await streamServer(endless);
    const head = await readStreamHead(fetch, server.url, AbortSignal.timeout(5_000));
    expect(head.kind === "answered" && head.bytes.length).toBe(STREAM_HEAD_BYTES);
    await expect.poll(() => server.open()).toBe(0);
  });

  it("stops as soon as the bytes tell what the stream is", async () => {
    const server = await streamServer((res) => {
      res.writeHead(200, { "content-type": "audio/mpeg" });
      res.write(Buffer.concat([FRAME, FRAME, FRAME]));
      // Then nothing: a reader that waited for 16 KiB would hang here.
    });
    const head = await readStreamHead(fetch, server.url, AbortSignal.timeout(5_000), heardEnough);
    expect(head.kind === "answered" && head.bytes.length).toBe(3 * FRAME.length);
  });

  it("judges what arrived when time runs out mid-stream", async () => {
    const server = await streamServer((res) => {
      res.writeHead(200, { "content-type": "audio/mpeg" });
      res.write(FRAME);
    });
    const head = await readStreamHead(fetch, server.url, AbortSignal.timeout(200));
    expect(head.kind === "answered" && head.bytes.length).toBe(FRAME.length);
  });

  it("reports an HTTP error, and an address the guard refuses without connecting", async () => {
    const server = await streamServer((res) => res.writeHead(404).end("gone"));
    expect(await readStreamHead(fetch, server.url, AbortSignal.timeout(5_000))).toEqual({
      kind: "http",
      status: 404,
    });
    const guarded = createGuardedFetch();
    closers.push(() => guarded.close());
    expect(await readStreamHead(guarded.stream, server.url, AbortSignal.timeout(5_000))).toEqual({
      kind: "refused",
    });
    expect(server.received()).toBe(1);
  });
});
