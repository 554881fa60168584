import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { startDiscordRelay } from "./discord-relay.js";

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

describe("the Discord relay", () => {
  it("passes requests on, and holds back the answers of those it is told to hold after Discord received them", async () => {
    const received: string[] = [];
    const upstream = createServer((req, res) => {
      received.push(`${req.method ?? ""} ${req.url ?? ""}`);
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id: "1" }));
    });
    upstream.listen(0, "127.0.0.1");
    await once(upstream, "listening");
    closers.push(() => new Promise((resolve) => upstream.close(() => resolve())));
    const relay = await startDiscordRelay(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}/api`);
    closers.push(() => relay.close());

    const passed = await fetch(`${relay.apiUrl}/v10/users/@me`);
    expect([passed.status, await passed.json()]).toEqual([200, { id: "1" }]);

    relay.hold((method, path) => method === "POST" && path === "/channels/7/messages");
    let answered = false;
    const posted = fetch(`${relay.apiUrl}/v10/channels/7/messages`, { method: "POST", body: "{}" }).then(
      (r) => {
        answered = true;
        return r.status;
      },
    );
    const held = await relay.firstHeld();
    expect([held.method, held.path]).toEqual(["POST", "/channels/7/messages"]);
    expect(received).toEqual(["GET /api/v10/users/@me", "POST /api/v10/channels/7/messages"]);
    expect(answered).toBe(false);
    relay.release();
    expect(await posted).toBe(200);
  });
});
