import { describe, expect, it } from "vitest";
import { createKeySealer, type KeySealer } from "../../src/secrets/key-sealer.js";
import { createStationRegistry, StationLimitError } from "../../src/registry/registry.js";
import { panelGateWrapper } from "../../src/registry/panel-gate-wrapper.js";
import { createPanelHandler } from "../../src/simulator/handler.js";
import { inProcessFetch } from "../../src/simulator/in-process.js";
import { memoryLog } from "../e2e/world.js";
import { IN_PROCESS_PANEL } from "../support/simulator.js";
import { manualTimers } from "../support/manual-timers.js";
import { countingHttpServer, tableResolver } from "../support/counting-server.js";
import { AddressRefusedError } from "../../src/net/guard/refusal.js";

const SECRET = "a-long-secret-for-sealing-keys-0123456789";

function setup(options: { apiKey?: string; maxStations?: number } = {}) {
  const handler = createPanelHandler({
    lively: false,
    title: "Radio Alpha",
    servers: [{ serverId: 2, title: "Radio Beta" }],
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
  });
  const wrapped: string[] = [];
  const log = memoryLog();
  const make = (sealer: KeySealer | null) =>
    createStationRegistry({
      log,
      timeoutMs: 1_000,
      guard: null,
      sealer,
      fetch: inProcessFetch(handler),
      wrapFetch: (fetch, address) => {
        wrapped.push(address);
        return fetch;
      },
      ...(options.maxStations ? { maxStations: options.maxStations } : {}),
    });
  return { handler, wrapped, log, make };
}

describe("the station registry", () => {
  it("gives one station (one reader, one cache) per address and server id, and one wrapper and clock per panel", async () => {
    const { handler, wrapped, make } = setup();
    const registry = make(null);
    const opened: string[] = [];
    registry.onOpen((station) => opened.push(station.key));
    const one = registry.open({ url: IN_PROCESS_PANEL, serverId: 1 });
    const again = registry.open({ url: `${IN_PROCESS_PANEL}`, serverId: 1, name: "ignored" });
    const two = registry.open({ url: IN_PROCESS_PANEL, serverId: 2 });
    expect(again).toBe(one);
    expect(opened).toEqual([one.key, two.key]);
    expect(one.key).toBe(`${IN_PROCESS_PANEL}#1`);
    expect(registry.get(two.handle)).toBe(two);
    expect(two.clock).toBe(one.clock);
    expect(wrapped).toEqual([IN_PROCESS_PANEL]);

    await Promise.all([one.panel.djs(), again.panel.djs(), one.panel.djs()]);
    await two.panel.djs();
    expect(handler.requests.filter((r) => r.endpoint === "djs").map((r) => r.query.server)).toEqual([
      "1",
      "2",
    ]);
    expect((await one.panel.servers()).map((s) => s.title)).toEqual(["Radio Alpha", "Radio Beta"]);
    await registry.close();
  });

  it("opens a sealed key at its door only, and reads without a key it cannot open (saying so without the key)", async () => {
    const { handler, log, make } = setup({ apiKey: "panel-key-123" });
    const sealer = await createKeySealer(SECRET);
    const sealedKey = sealer.seal("panel-key-123");
    const registry = make(sealer);
    const station = registry.open({ url: IN_PROCESS_PANEL, serverId: 1, sealedKey });
    await station.panel.djs();
    expect(handler.requests.at(-1)?.apiKey).toBe("panel-key-123");
    expect(registry.seal("another").startsWith("v1.")).toBe(true);

    const stranger = make(await createKeySealer(`${SECRET}-other`));
    const other = stranger.open({ url: IN_PROCESS_PANEL, serverId: 2, sealedKey });
    await expect(other.panel.djs()).rejects.toThrow(/403/);
    expect(log.lines.join("\n")).toContain("cannot be opened");
    expect(log.lines.join("\n")).not.toContain("panel-key-123");
  });

  it("opens a key sealed for a server's row only for that server: a copy saved by another server is not used", async () => {
    const { handler, log, make } = setup({ apiKey: "panel-key-123" });
    const sealer = await createKeySealer(SECRET);
    const registry = make(sealer);
    const stationKey = `${IN_PROCESS_PANEL}#1`;
    const sealedKey = registry.seal("panel-key-123", { guildId: "111", stationKey });
    expect(sealedKey.startsWith("v2.")).toBe(true);

    const copied = make(sealer).open({ url: IN_PROCESS_PANEL, serverId: 1, sealedKey, guildId: "222" });
    await expect(copied.panel.djs()).rejects.toThrow(/403/);
    expect(log.lines.join("\n")).toContain("cannot be opened");

    const own = registry.open({ url: IN_PROCESS_PANEL, serverId: 1, sealedKey, guildId: "111" });
    await own.panel.djs();
    expect(handler.requests.at(-1)?.apiKey).toBe("panel-key-123");
  });

  it("refuses stations beyond the total limit, but never one already open", () => {
    const registry = setup({ maxStations: 1 }).make(null);
    const one = registry.open({ url: IN_PROCESS_PANEL, serverId: 1 });
    expect(registry.full()).toBe(true);
    expect(registry.open({ url: IN_PROCESS_PANEL, serverId: 1 })).toBe(one);
    expect(() => registry.open({ url: IN_PROCESS_PANEL, serverId: 2 })).toThrow(StationLimitError);
    expect(registry.sealing).toMatchObject({ available: false });
  });
});

describe("the station registry's guard", () => {
  it("refuses an address whose name never resolves once the lookup deadline passes, and so does a probe", async () => {
    const timers = manualTimers();
    const registry = createStationRegistry({
      log: memoryLog(),
      timeoutMs: 60_000,
      guard: {
        allowPrivate: false,
        resolve: () => new Promise(() => {}),
        lookup: { timeoutMs: 5_000, timers },
      },
      sealer: null,
    });
    const verdict = registry.check("https://radio.example.com:8080");
    timers.advance(5_000);
    await expect(verdict).resolves.toMatchObject({ allowed: false, code: "lookup-failed" });

    const probe = registry.probe({ url: "https://radio.example.com:8080", serverId: 1 }).djs();
    let settled = false;
    const failed = expect(probe.finally(() => (settled = true))).rejects.toThrow();
    // The client may retry once a lookup failed: each attempt's lookup is let run out its deadline.
    while (!settled) {
      await new Promise((next) => setImmediate(next));
      timers.advance(5_000);
    }
    await failed;
    await registry.close();
  });
});

describe("the station registry's stream fetch", () => {
  it("sends a public bot's stream reads through the guard (loopback refused, nothing fetched), and lets the operator's through", async () => {
    const server = await countingHttpServer((_, res) => res.end("audio"));
    const { resolve } = tableResolver({});
    const guarded = createStationRegistry({
      log: memoryLog(),
      timeoutMs: 1_000,
      guard: { allowPrivate: false, resolve },
      sealer: null,
    });
    await expect(guarded.streamFetch(`http://127.0.0.1:${server.port}/stream`)).rejects.toBeInstanceOf(
      AddressRefusedError,
    );
    expect(server.connections()).toBe(0);
    await guarded.close();
    const operator = createStationRegistry({ log: memoryLog(), timeoutMs: 1_000, guard: null, sealer: null });
    expect(await (await operator.streamFetch(`http://127.0.0.1:${server.port}/stream`)).text()).toBe("audio");
    await operator.close();
  });
});

describe("the station registry's previews", () => {
  it("leaves no gate behind for previews of many distinct panels, and one per panel of an open station", async () => {
    const handler = createPanelHandler({
      lively: false,
      title: "Radio Alpha",
      servers: [{ serverId: 2, title: "Radio Beta" }],
    });
    const gates = panelGateWrapper({ timeoutMs: 1_000 });
    const registry = createStationRegistry({
      log: memoryLog(),
      timeoutMs: 1_000,
      guard: null,
      sealer: null,
      fetch: inProcessFetch(handler),
      wrapFetch: gates.wrap,
    });
    for (let i = 0; i < 200; i++) {
      await registry.probe({ url: `https://panel-${i}.example.com:8080`, serverId: 1 }).djs();
    }
    expect(handler.requests.filter((r) => r.endpoint === "djs")).toHaveLength(200);
    expect(gates.gates()?.size()).toBe(0);
    const station = registry.open({ url: IN_PROCESS_PANEL, serverId: 1 });
    await station.panel.djs();
    await registry.probe({ url: IN_PROCESS_PANEL, serverId: 2 }).djs();
    expect(gates.gates()?.size()).toBe(1);
    await registry.close();
  });
});
