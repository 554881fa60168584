import { Resolver as DnsResolver } from "node:dns/promises";
import { afterEach, describe, expect, it } from "vitest";
import { LookupTimeoutError } from "../../src/net/guard/bounded-resolver.js";
import { createDnsResolver } from "../../src/net/guard/resolver.js";
import { createLookupLanes } from "../../src/registry/lookup-lanes.js";
import { createStationRegistry } from "../../src/registry/registry.js";
import { memoryLog } from "../e2e/world.js";
import { localDns, type LocalDns } from "../support/dns-server.js";
import { manualTimers } from "../support/manual-timers.js";
import { simulatedPanel } from "../support/simulator.js";

/** A resolver whose answers the test gives by hand, one pending lookup per call. */
function heldResolver() {
  const calls: { hostname: string; answer: (addresses: readonly string[]) => void }[] = [];
  const resolve = (hostname: string) =>
    new Promise<readonly string[]>((answer) => calls.push({ hostname, answer }));
  return { resolve, names: () => calls.map((call) => call.hostname), calls };
}

const flush = () => new Promise((settle) => setImmediate(settle));

describe("the lookup lanes", () => {
  it("keeps the stations' lookups out of the strangers' queue, and one server to its share of it", async () => {
    const timers = manualTimers();
    const held = heldResolver();
    const lanes = createLookupLanes(held.resolve, {
      timers,
      stationSlots: 2,
      strangerSlots: 4,
      perServer: 2,
    });
    const flood = Array.from({ length: 20 }, (_, i) => lanes.stranger("A")(`s${i}.never.test`));
    await flush();
    // One server's twenty names that never answer hold two slots; the rest of its lookups wait.
    expect(held.names()).toEqual(["s0.never.test", "s1.never.test"]);
    const other = lanes.stranger("B")("panel-b.test");
    const station = lanes.stations("panel.test");
    await flush();
    expect(held.names().sort()).toEqual(["panel-b.test", "panel.test", "s0.never.test", "s1.never.test"]);
    const call = (name: string) => held.calls.find((c) => c.hostname === name);
    call("panel.test")?.answer(["93.184.215.14"]);
    call("panel-b.test")?.answer(["93.184.215.15"]);
    await expect(station).resolves.toEqual(["93.184.215.14"]);
    await expect(other).resolves.toEqual(["93.184.215.15"]);

    // At the deadline every one of them fails, and the hung lookups' slots come back.
    timers.advance(5_000);
    const outcomes = await Promise.allSettled(flood);
    expect(outcomes.every((o) => o.status === "rejected" && o.reason instanceof LookupTimeoutError)).toBe(
      true,
    );
    expect(lanes.serversWaiting()).toBe(0);
    const next = lanes.stranger("A")("next.test");
    await flush();
    expect(held.names().at(-1)).toBe("next.test");
    held.calls.at(-1)?.answer(["93.184.215.16"]);
    await expect(next).resolves.toEqual(["93.184.215.16"]);
    expect(timers.pending).toBe(0);
  });
});

describe("a stranger's names that never answer, against a local DNS server", () => {
  let dns: LocalDns | undefined;
  afterEach(async () => {
    await dns?.close();
  });

  it("do not hold up a saved station's named panel, nor another server's preview", async () => {
    dns = await localDns({ "panel.test": ["127.0.0.1"], "other.test": ["127.0.0.1"] });
    const queries = new DnsResolver({ timeout: 2_000, tries: 2 });
    queries.setServers([dns.server]);
    const panel = await simulatedPanel({ lively: false });
    const port = new URL(panel.url).port;
    const registry = createStationRegistry({
      log: memoryLog(),
      timeoutMs: 10_000,
      guard: { allowPrivate: true, resolve: createDnsResolver(queries, async () => []) },
      sealer: null,
    });
    try {
      // A moderator's check of a panel that lists twenty streams on names nobody answers, run again and again.
      let strangerSettled = 0;
      const flood = Array.from({ length: 60 }, (_, i) =>
        registry.check(`http://s${i}.never.test/`, "A").finally(() => strangerSettled++),
      );
      const station = registry.open({ url: `http://panel.test:${port}`, serverId: 1 });
      const channels = await station.panel.channels();
      const preview = await registry.check(`http://other.test:${port}/`, "B");
      // Both were answered while every one of the stranger's lookups was still waiting for DNS.
      expect(channels.length).toBeGreaterThan(0);
      expect(preview).toEqual({ allowed: true });
      expect(strangerSettled).toBe(0);
      const verdicts = await Promise.all(flood);
      expect(verdicts.every((v) => !v.allowed && v.code === "lookup-failed")).toBe(true);
    } finally {
      await registry.close();
    }
  }, 30_000);
});

describe("a stranger's previews and checks", () => {
  it("read through connections of their own, leaving nothing in the stations' pools", async () => {
    const panel = await simulatedPanel({ lively: false });
    const port = new URL(panel.url).port;
    const loopback = async () => ["127.0.0.1"];
    const registry = createStationRegistry({
      log: memoryLog(),
      timeoutMs: 10_000,
      guard: { allowPrivate: true, resolve: loopback },
      sealer: null,
    });
    try {
      for (let i = 0; i < 20; i++) {
        const url = `http://p${i}.fresh.test:${port}`;
        expect(await registry.probe({ url, serverId: 1 }, "A").channels()).not.toHaveLength(0);
        const streams = registry.streamProbe("A", url);
        await (await streams.fetch(`${url}/api/v2/channels/?server=1`)).body?.cancel();
        await streams.close();
      }
      expect(registry.held().origins).toBe(0);
      const station = registry.open({ url: `http://saved.test:${port}`, serverId: 1 });
      await station.panel.channels();
      expect(registry.held().origins).toBe(1);
    } finally {
      await registry.close();
    }
  });
});

describe("a check's stream probes", () => {
  it("pass the panel's gate, as one-off reads of that panel", async () => {
    const wrapped: string[] = [];
    const registry = createStationRegistry({
      log: memoryLog(),
      timeoutMs: 10_000,
      guard: { allowPrivate: true, resolve: async () => ["127.0.0.1"] },
      sealer: null,
      wrapFetch: (fetch, address, use = "station") => {
        wrapped.push(`${use} ${address}`);
        return fetch;
      },
    });
    const streams = registry.streamProbe("A", "http://panel.example.com:8080");
    await streams.close();
    await registry.close();
    expect(wrapped).toEqual(["probe http://panel.example.com:8080"]);
  });
});
