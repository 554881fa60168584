import { once } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import { createGuardedFetch, type GuardedFetch } from "../../../src/net/guard/guarded-fetch.js";
import { idleOrigins, originsToMakeRoom } from "../../../src/net/guard/origin-pools.js";
import { countingHttpServer } from "../../support/counting-server.js";
import { manualTimers } from "../../support/manual-timers.js";

const opened: GuardedFetch[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((guarded) => guarded.close()));
});

/** Every `sN.fresh.test` is a new origin (a stranger's ever new address), and all of them are this machine. */
const loopbackNames = async () => ["127.0.0.1"];

function guarded(options: { maxOrigins?: number; idleMs?: number; timers: ReturnType<typeof manualTimers> }) {
  const fetch = createGuardedFetch({ allowPrivate: true, resolve: loopbackNames, ...options });
  opened.push(fetch);
  return fetch;
}

describe("idleOrigins and originsToMakeRoom", () => {
  const kept = [
    { origin: "a", lastUsed: 0, busy: false },
    { origin: "b", lastUsed: 50, busy: true },
    { origin: "c", lastUsed: 20, busy: false },
  ];

  it("closes the pools idle for the idle time, never a busy one", () => {
    expect(idleOrigins(kept, 90, 80)).toEqual(["a"]);
    expect(idleOrigins(kept, 1_000, 80)).toEqual(["a", "c"]);
  });

  it("makes room for one more by closing the least recently used idle pools", () => {
    expect(originsToMakeRoom(kept, 4)).toEqual([]);
    expect(originsToMakeRoom(kept, 3)).toEqual(["a"]);
    expect(originsToMakeRoom(kept, 2)).toEqual(["a", "c"]);
    // Busy pools stay: their requests are bounded by the gates above.
    expect(originsToMakeRoom(kept, 1)).toEqual(["a", "c"]);
  });
});

describe("the guarded fetch's pools per origin", () => {
  it("keeps at most maxOrigins pools however many new origins it is sent to", async () => {
    const server = await countingHttpServer((_req, res) => res.end("ok"));
    const timers = manualTimers();
    const { fetch, origins } = guarded({ maxOrigins: 4, timers });
    for (let i = 0; i < 30; i++) {
      timers.advance(1);
      const response = await fetch(`http://s${i}.fresh.test:${server.port}/`);
      expect(await response.text()).toBe("ok");
      expect(origins()).toBeLessThanOrEqual(4);
    }
    expect(server.paths).toHaveLength(30);
  });

  it("drops an origin's pool once it has been idle, and opens a fresh one when asked again", async () => {
    const server = await countingHttpServer((_req, res) => res.end("ok"));
    const timers = manualTimers();
    const { fetch, origins } = guarded({ idleMs: 10_000, timers });
    for (let i = 0; i < 5; i++) await (await fetch(`http://s${i}.fresh.test:${server.port}/`)).text();
    expect(origins()).toBe(5);
    timers.advance(10_000);
    expect(origins()).toBe(0);
    // Nothing is armed once nothing is kept: no timer outlives the pools.
    expect(timers.pending).toBe(0);
    expect(await (await fetch(`http://s0.fresh.test:${server.port}/`)).text()).toBe("ok");
    expect(origins()).toBe(1);
  });

  it("keeps a pool whose stream is still being read, however long it has been open", async () => {
    let closed: Promise<unknown> = Promise.resolve();
    const server = await countingHttpServer((_req, res) => {
      closed = once(res, "close");
      res.writeHead(200, { "content-type": "audio/mpeg" });
      res.write("ID3");
    });
    const timers = manualTimers();
    const { stream, origins } = guarded({ idleMs: 10_000, timers });
    const response = await stream(`http://radio.fresh.test:${server.port}/stream`);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    expect((await reader.read()).value?.length).toBeGreaterThan(0);
    timers.advance(60_000);
    expect(origins()).toBe(1);
    await reader.cancel();
    // The pool learns of the cancelled body when its socket closes.
    await closed;
    await new Promise((settle) => setImmediate(settle));
    timers.advance(60_000);
    expect(origins()).toBe(0);
  });
});
