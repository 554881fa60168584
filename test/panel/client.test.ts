import { describe, expect, it } from "vitest";
import { createPanelClient } from "../../src/panel/client.js";
import {
  PanelHttpError,
  PanelNotJsonError,
  PanelShapeError,
  PanelTimeoutError,
  PanelUnreachableError,
} from "../../src/panel/errors.js";
import { historyEntries, historyPages } from "../../src/panel/history-pages.js";
import { clientFor, closedPort, manualClock, simulatedPanel } from "../support/simulator.js";

describe("panel client endpoints", () => {
  it("reads the DJ list with the automatic player on air", async () => {
    const panel = await simulatedPanel({ lively: false });
    const { client } = clientFor(panel);
    const djs = await client.djs();
    expect(djs.map((dj) => dj.name)).toContain("AutoDJ");
    expect(djs.find((dj) => dj.cat === "auto")).toMatchObject({ on_air: true, active: true, port: null });
    expect(panel.requests.at(-1)).toMatchObject({ path: "/api/v2/djs/", query: { server: "1" } });
  });

  it("reads a history page newest first, with timestamps and lengths in milliseconds", async () => {
    const panel = await simulatedPanel();
    const { client } = clientFor(panel);
    const page = await client.history({ limit: 10, offset: 0 });
    expect(page.results).toHaveLength(10);
    expect(page.count).toBeGreaterThan(10);
    expect(page.next).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v2\/history\/\?limit=10&offset=10&server=1$/);
    expect(page.previous).toBeNull();
    const ts = page.results.map((entry) => entry.ts);
    expect([...ts].sort((a, b) => b - a)).toEqual(ts);
    expect(page.results[0]?.ts).toBeGreaterThan(Date.now() - 10 * 60_000);
    expect(page.results[0]?.length).toBeGreaterThan(1000);
  });

  it("reads channels with limits and bitrates as numbers and links from links_html", async () => {
    const panel = await simulatedPanel();
    const { client } = clientFor(panel);
    const [channel] = await client.channels();
    expect(channel).toMatchObject({ id: 1, state: 2, bitrate: 128, listeners: 250, mount_point: "/stream" });
    expect(channel?.links_html.map((link) => link.key)).toEqual(["wmp", "winamp", "itunes", "xspf", "web"]);
  });

  it("sends the API key as SC-API-KEY and gets 403 without it", async () => {
    const panel = await simulatedPanel({ apiKey: "k3y-value" });
    await expect(clientFor(panel, { apiKey: "k3y-value" }).client.djs()).resolves.toHaveLength(3);
    expect(panel.requests.at(-1)?.apiKey).toBe("k3y-value");
    const refused = clientFor(panel, { apiKey: "wrong-key" }).client.djs();
    await expect(refused).rejects.toBeInstanceOf(PanelHttpError);
    await expect(refused).rejects.toThrow(/HTTP 403.*PANEL_API_KEY/);
    await expect(refused).rejects.not.toThrow(/wrong-key/);
  });
});

describe("history paging", () => {
  it("pages to the end with limit and offset and stops there", async () => {
    const panel = await simulatedPanel();
    const { client } = clientFor(panel);
    const first = await client.history({ limit: 1000, offset: 0 });
    const ids: number[] = [];
    for await (const entry of historyEntries(client, { pageSize: 7 })) ids.push(entry.id);
    expect(ids).toEqual(first.results.map((entry) => entry.id));
    expect(panel.count("history")).toBe(1 + Math.ceil(first.count / 7));
  });

  it("does not follow a next link to another origin", async () => {
    const pages = [
      {
        count: 4,
        next: "https://evil.example/api/v2/history/?limit=2&offset=2",
        previous: null,
        results: [1, 2],
      },
      { count: 4, next: null, previous: null, results: [3, 4] },
    ];
    const offsets: number[] = [];
    const fake = {
      address: "http://127.0.0.1:1",
      history: async ({ offset }: { limit: number; offset: number }) => {
        offsets.push(offset);
        const page = pages[offsets.length - 1] ?? pages[1];
        return { ...page, results: page?.results.map((id) => ({ id })) } as never;
      },
    };
    const seen: number[] = [];
    for await (const page of historyPages(fake, { pageSize: 2 })) seen.push(page.results.length);
    expect(offsets).toEqual([0, 2]);
    expect(seen).toEqual([2, 2]);
  });

  it("stops when the panel's next link does not move forward", async () => {
    const fake = {
      address: "http://127.0.0.1:1",
      history: async () =>
        ({
          count: 9,
          next: "http://127.0.0.1:1/api/v2/history/?limit=2&offset=0",
          previous: null,
          results: [{}],
        }) as never,
    };
    let pages = 0;
    for await (const _ of historyPages(fake, { pageSize: 2 })) pages++;
    expect(pages).toBe(1);
  });
});

describe("panel faults", () => {
  it.each([
    [{ kind: "html" } as const, PanelNotJsonError, /not JSON \(it starts with “<!DOCTYPE html>/],
    [{ kind: "invalid-json" } as const, PanelNotJsonError, /not JSON/],
    [{ kind: "truncated" } as const, PanelNotJsonError, /not JSON/],
    [{ kind: "reset" } as const, PanelUnreachableError, /could not be reached/],
    [{ kind: "wrong-types" } as const, PanelShapeError, /results\[0\]\.ts: expected number, received string/],
    [{ kind: "missing-fields" } as const, PanelShapeError, /results\[0\]\.ts: is missing/],
    [{ kind: "status", status: 500 } as const, PanelHttpError, /HTTP 500/],
  ])("maps %o to its error, naming the panel address", async (fault, type, message) => {
    const panel = await simulatedPanel();
    panel.setFault(fault);
    const request = clientFor(panel).client.history({ limit: 5, offset: 0 });
    await expect(request).rejects.toBeInstanceOf(type);
    await expect(request).rejects.toThrow(message);
    await expect(request).rejects.toThrow(panel.url);
  });

  it("names the broken field of DJs and channels", async () => {
    const panel = await simulatedPanel();
    panel.setFault({ kind: "wrong-types" });
    const { client } = clientFor(panel);
    await expect(client.djs()).rejects.toThrow(/sent DJ data.*\[0\]\.name: expected string/);
    await expect(client.channels()).rejects.toThrow(/sent channel data.*\[0\]\.state/);
  });

  it("parses payloads with unknown fields and nulls in optional fields", async () => {
    const panel = await simulatedPanel();
    panel.setFault({ kind: "extra-fields" });
    const { client } = clientFor(panel);
    const page = await client.history({ limit: 5, offset: 0 });
    expect(page.results[0]).toMatchObject({ album: null, img_url: null });
    await expect(client.djs()).resolves.toHaveLength(3);
    const channels = await client.channels();
    expect(channels[0]?.links_html).toEqual([]);
  });

  it("answers 404 for an unknown server with advice to check PANEL_SERVER_ID", async () => {
    const panel = await simulatedPanel();
    const request = clientFor(panel, { serverId: 99 }).client.djs();
    await expect(request).rejects.toThrow(/HTTP 404.*PANEL_SERVER_ID/);
  });

  it("reports a refused connection as unreachable after retrying", async () => {
    const port = await closedPort();
    const waits: number[] = [];
    const client = createPanelClient({
      baseUrl: `http://127.0.0.1:${port}`,
      serverId: 1,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    const request = client.djs();
    await expect(request).rejects.toBeInstanceOf(PanelUnreachableError);
    await expect(request).rejects.toThrow(/connection refused/);
    expect(waits).toHaveLength(2);
  });

  it("times out a panel that never answers, without retrying", async () => {
    const panel = await simulatedPanel();
    panel.setFault({ kind: "hang" });
    const request = clientFor(panel, { timeoutMs: 200 }).client.djs();
    await expect(request).rejects.toBeInstanceOf(PanelTimeoutError);
    await expect(request).rejects.toThrow("did not answer within 0.2 s");
    expect(panel.count("djs")).toBe(1);
  });
});

describe("retries", () => {
  it.each([502, 503, 504])("retries %i and succeeds when the panel recovers", async (status) => {
    const panel = await simulatedPanel();
    panel.setFault({ kind: "status", status }, { times: 2 });
    const { client, waits } = clientFor(panel);
    await expect(client.djs()).resolves.toHaveLength(3);
    expect(panel.count("djs")).toBe(3);
    expect(waits).toEqual([300, 600]);
  });

  it("gives up after two retries", async () => {
    const panel = await simulatedPanel();
    panel.setFault({ kind: "status", status: 503 });
    const { client } = clientFor(panel);
    await expect(client.djs()).rejects.toThrow(/HTTP 503/);
    expect(panel.count("djs")).toBe(3);
  });

  it.each([500, 400, 403, 404])("never retries %i", async (status) => {
    const panel = await simulatedPanel();
    panel.setFault({ kind: "status", status });
    const { client } = clientFor(panel);
    await expect(client.djs()).rejects.toThrow(`HTTP ${status}`);
    expect(panel.count("djs")).toBe(1);
  });

  it("honours Retry-After on 429, capped", async () => {
    const panel = await simulatedPanel();
    panel.setFault({ kind: "rate-limit", retryAfterS: 2 }, { times: 1 });
    const { client, waits } = clientFor(panel);
    await expect(client.channels()).resolves.toHaveLength(3);
    expect(waits).toEqual([2000]);

    panel.setFault({ kind: "rate-limit", retryAfterS: 3600 }, { times: 1 });
    const capped = clientFor(panel, { maxRetryDelayMs: 5000 });
    await capped.client.channels();
    expect(capped.waits).toEqual([5000]);
  });

  it("retries a reset connection", async () => {
    const panel = await simulatedPanel();
    panel.setFault({ kind: "reset" }, { times: 1 });
    const { client } = clientFor(panel);
    await expect(client.djs()).resolves.toHaveLength(3);
    expect(panel.count("djs")).toBe(2);
  });
});

describe("cache and single-flight", () => {
  it("shares one upstream request among 200 concurrent identical calls", async () => {
    const panel = await simulatedPanel();
    panel.setLatency(50);
    const { client } = clientFor(panel);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => client.history({ limit: 10, offset: 0 })),
    );
    expect(panel.count("history")).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it("reuses a fresh answer and asks again once it has expired", async () => {
    const panel = await simulatedPanel();
    const clock = manualClock(Date.now());
    const { client } = clientFor(panel, { now: clock.now, cacheTtlMs: 5000 });
    await client.channels();
    clock.advance(4999);
    await client.channels();
    expect(panel.count("channels")).toBe(1);
    clock.advance(2);
    await client.channels();
    expect(panel.count("channels")).toBe(2);
  });

  it("asks again when the caller needs an answer fresher than the cached one", async () => {
    const panel = await simulatedPanel();
    const clock = manualClock(Date.now());
    const { client } = clientFor(panel, { now: clock.now, cacheTtlMs: 5000 });
    await client.djs();
    clock.advance(1000);
    await client.djs({ maxAgeMs: 500 });
    expect(panel.count("djs")).toBe(2);
  });

  it("keys pages apart and never caches a failure", async () => {
    const panel = await simulatedPanel();
    const { client } = clientFor(panel, { retries: 0 });
    await client.history({ limit: 5, offset: 0 });
    await client.history({ limit: 5, offset: 5 });
    expect(panel.count("history")).toBe(2);
    panel.setFault({ kind: "status", status: 500 }, { times: 1 });
    await expect(client.djs()).rejects.toThrow(/HTTP 500/);
    await expect(client.djs()).resolves.toHaveLength(3);
  });
});
