import { afterEach, describe, expect, it } from "vitest";
import { PanelRefusedError } from "../../../src/panel/errors.js";
import { createGuardedFetch, type GuardedFetchOptions } from "../../../src/net/guard/guarded-fetch.js";
import { AddressRefusedError } from "../../../src/net/guard/refusal.js";
import { countingHttpServer, countingProxy, tableResolver } from "../../support/counting-server.js";
import { clientFor, simulatedPanel } from "../../support/simulator.js";

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((closable) => closable.close()));
});

function guardedFetch(options: GuardedFetchOptions) {
  const guarded = createGuardedFetch(options);
  opened.push(guarded);
  return guarded.fetch;
}

/** The simulated panel behind a forwarder that counts every connection the client makes. */
async function countedPanel(options: { apiKey?: string } = {}) {
  const panel = await simulatedPanel(options);
  const proxy = await countingProxy(Number(new URL(panel.url).port));
  return { panel, proxy };
}

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = error; e && chain.length < 8; e = (e as { cause?: unknown }).cause) chain.push(e);
  return chain;
}

describe("the panel client through the guarded fetch", () => {
  it("reads the simulated panel on 127.0.0.1 when private panels are allowed", async () => {
    const { panel, proxy } = await countedPanel({ apiKey: "panel-key-1234" });
    const fetch = guardedFetch({ allowPrivate: true, resolve: tableResolver({}).resolve });
    const { client } = clientFor(panel, {
      baseUrl: `http://127.0.0.1:${proxy.port}`,
      apiKey: "panel-key-1234",
      fetch,
    });
    const djs = await client.djs();
    const history = await client.history({ limit: 5, offset: 0 });
    expect(djs.find((dj) => dj.cat === "auto")?.name).toBe("AutoDJ");
    expect(history.results).toHaveLength(5);
    expect(panel.requests.map((request) => [request.path, request.apiKey])).toEqual([
      ["/api/v2/djs/", "panel-key-1234"],
      ["/api/v2/history/", "panel-key-1234"],
    ]);
    expect(proxy.connections()).toBeGreaterThan(0);
  });

  it("reads it by a name the injected resolver maps to 127.0.0.1 when private panels are allowed", async () => {
    const { panel, proxy } = await countedPanel();
    const { resolve, asked } = tableResolver({ "radio.test": ["127.0.0.1"] });
    const fetch = guardedFetch({ allowPrivate: true, resolve });
    const { client } = clientFor(panel, { baseUrl: `http://radio.test:${proxy.port}`, fetch });
    expect((await client.channels())[0]).toMatchObject({ id: 1, state: 2, mount_point: "/stream" });
    expect(panel.requests.map((request) => request.path)).toEqual(["/api/v2/channels/"]);
    expect(asked).toEqual(["radio.test"]);
  });

  it.each([
    ["the literal 127.0.0.1", "127.0.0.1"],
    ["a name that resolves to 127.0.0.1", "radio.test"],
    ["2130706433, a decimal spelling of 127.0.0.1", "2130706433"],
  ])("is refused for %s, and no connection reaches the panel", async (_, host) => {
    const { panel, proxy } = await countedPanel();
    const fetch = guardedFetch({ resolve: tableResolver({ "radio.test": ["127.0.0.1"] }).resolve });
    const { client, waits } = clientFor(panel, {
      baseUrl: `http://${host}:${proxy.port}`,
      apiKey: "panel-key-1234",
      fetch,
    });
    const error = await client.djs().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PanelRefusedError);
    expect(error).toMatchObject({ refusal: { kind: "address", code: "not-public" } });
    const refusal = causes(error).find((e) => e instanceof AddressRefusedError);
    expect(refusal).toMatchObject({ refusal: { code: "not-public", kind: "loopback" } });
    expect((error as Error).message).toBe(refusal instanceof Error ? refusal.message : "");
    expect(String((error as Error).message)).not.toMatch(/panel-key-1234|127\.0\.0\.1|loopback/);
    // A refused address is refused again: the client does not retry it.
    expect(waits).toEqual([]);
    expect(proxy.connections()).toBe(0);
    expect(panel.requests).toEqual([]);
  });
});

describe("the guard's other refusals through the panel client", () => {
  it("turns a redirect into a refusal with a plain reason, not retried", async () => {
    const server = await countingHttpServer((_req, res) => {
      res.writeHead(302, { location: "http://127.0.0.1:1/elsewhere" }).end();
    });
    const fetch = guardedFetch({ allowPrivate: true, resolve: tableResolver({}).resolve });
    const { client, waits } = clientFor(await simulatedPanel(), {
      baseUrl: `http://127.0.0.1:${server.port}`,
      fetch,
    });
    const error = await client.djs().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PanelRefusedError);
    expect(error).toMatchObject({ refusal: { kind: "redirect", status: 302, target: "http://127.0.0.1:1" } });
    expect((error as Error).message).toMatch(/^The panel answered with a redirect \(HTTP 302\)/);
    expect(waits).toEqual([]);
    expect(server.paths).toEqual(["/api/v2/djs/?server=1"]);
  });

  it("turns an answer over the size limit into a refusal, not retried", async () => {
    const server = await countingHttpServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" }).end(`"${"x".repeat(4096)}"`);
    });
    const fetch = guardedFetch({
      allowPrivate: true,
      resolve: tableResolver({}).resolve,
      maxResponseBytes: 1024,
    });
    const { client, waits } = clientFor(await simulatedPanel(), {
      baseUrl: `http://127.0.0.1:${server.port}`,
      fetch,
    });
    const error = await client.channels().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ refusal: { kind: "too-large", limitBytes: 1024 } });
    expect((error as Error).message).toBe(
      "The panel's answer was larger than 1024 bytes, so the bot stopped reading it.",
    );
    expect(waits).toEqual([]);
    expect(server.paths).toHaveLength(1);
  });
});
