import { EventEmitter, once } from "node:events";
import type { ServerResponse } from "node:http";
import { fetch as undiciFetch } from "undici";
import { afterEach, describe, expect, it } from "vitest";
import { createGuardedAgent, type GuardedAgent } from "../../../src/net/guard/guarded-agent.js";
import { countingHttpServer } from "../../support/counting-server.js";

const opened: GuardedAgent[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((guarded) => guarded.close()));
});

/** Every `sN.fresh.test` is a new origin (a stranger's ever new address), and all of them are this machine. */
const loopbackNames = async () => ["127.0.0.1"];

function guarded(options: { maxOrigins?: number; idleMs?: number } = {}) {
  const agent = createGuardedAgent({ allowPrivate: true, resolve: loopbackNames, ...options });
  opened.push(agent);
  const get = (url: string) => undiciFetch(url, { dispatcher: agent.dispatcher });
  return { ...agent, get };
}

/** Resolves once the agent has forgotten `origin` (its last connection closed). */
async function forgotten(agent: GuardedAgent, origin: string): Promise<void> {
  while (String(origin) in agent.agent.stats) await once(agent.agent, "disconnect");
}

const ok = (_req: unknown, res: ServerResponse) => res.end("ok");

describe("the guarded agent's origins", () => {
  it("keeps at most maxOrigins origins however many new origins it is sent to, and answers every one", async () => {
    const server = await countingHttpServer(ok);
    const agent = guarded({ maxOrigins: 4 });
    for (let i = 0; i < 30; i++) {
      const origin = `http://s${i}.fresh.test:${server.port}`;
      expect(await (await agent.get(`${origin}/`)).text()).toBe("ok");
      // Past the bound an origin's connection closes once answered, and the origin goes with it.
      if (i >= 4) await forgotten(agent, origin);
      expect(agent.origins()).toBeLessThanOrEqual(4);
    }
    expect(server.paths).toHaveLength(30);
    // Those within the bound keep their connection: asking again opens none.
    const before = server.connections();
    for (let i = 0; i < 4; i++) await (await agent.get(`http://s${i}.fresh.test:${server.port}/`)).text();
    expect(server.connections()).toBe(before);
  });

  it("forgets an origin once its idle connection closes, and opens a fresh one when asked again", async () => {
    // The answers are held until all five are asked, so no connection is idle (and none closes) while counted.
    const held: ServerResponse[] = [];
    const allAsked = new EventEmitter();
    const server = await countingHttpServer((_req, res) => {
      if (held.length === 5) return res.end("ok");
      held.push(res);
      if (held.length === 5) allAsked.emit("asked");
    });
    const agent = guarded({ idleMs: 50 });
    const origins = Array.from({ length: 5 }, (_, i) => `http://s${i}.fresh.test:${server.port}`);
    const asked = once(allAsked, "asked");
    const answers = origins.map((origin) => agent.get(`${origin}/`));
    await asked;
    expect(agent.origins()).toBe(5);
    for (const res of held) res.end("ok");
    for (const answer of answers) await (await answer).text();
    for (const origin of origins) await forgotten(agent, origin);
    expect(agent.origins()).toBe(0);
    expect(await (await agent.get(`${origins[0]}/`)).text()).toBe("ok");
    expect(agent.origins()).toBe(1);
  });

  it("keeps an idle connection no longer than idleMs, whatever the server's Keep-Alive asks for", async () => {
    const server = await countingHttpServer((_req, res) => {
      res.setHeader("keep-alive", "timeout=600");
      res.end("ok");
    });
    const agent = guarded({ idleMs: 50 });
    const origin = `http://long.fresh.test:${server.port}`;
    await (await agent.get(`${origin}/`)).text();
    // Were the ten minutes asked for honoured, this would wait them out (and the test time out).
    await forgotten(agent, origin);
    expect(agent.origins()).toBe(0);
  });

  it("keeps an origin whose stream is still being read, while idle ones around it close", async () => {
    let closed: Promise<unknown> = Promise.resolve();
    const server = await countingHttpServer((req, res) => {
      if (req.url !== "/stream") return res.end("ok");
      closed = once(res, "close");
      res.writeHead(200, { "content-type": "audio/mpeg" });
      res.write("ID3");
    });
    const agent = guarded({ idleMs: 50 });
    const radio = `http://radio.fresh.test:${server.port}`;
    const response = await agent.get(`${radio}/stream`);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    expect((await reader.read()).value?.length).toBeGreaterThan(0);
    // Another origin's idle connection outlives idleMs and closes; the stream's stays.
    const other = `http://other.fresh.test:${server.port}`;
    await (await agent.get(`${other}/`)).text();
    await forgotten(agent, other);
    expect(Object.keys(agent.agent.stats)).toEqual([radio]);
    await reader.cancel();
    await closed;
    await forgotten(agent, radio);
    expect(agent.origins()).toBe(0);
  });

  it("keeps nothing for an address it refused", async () => {
    const server = await countingHttpServer(ok);
    const agent = createGuardedAgent({ resolve: loopbackNames });
    opened.push(agent);
    const failed = once(agent.agent, "connectionError");
    await expect(
      undiciFetch(`http://refused.fresh.test:${server.port}/`, { dispatcher: agent.dispatcher }),
    ).rejects.toThrow();
    await failed;
    expect(agent.origins()).toBe(0);
    expect(server.connections()).toBe(0);
  });
});
