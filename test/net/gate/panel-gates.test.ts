import { describe, expect, it } from "vitest";
import { CircuitOpenError, PanelBusyError } from "../../../src/net/gate/gate-errors.js";
import { createPanelGates } from "../../../src/net/gate/panel-gates.js";
import { heldServer } from "../../support/held-server.js";
import { manualClock } from "../../support/simulator.js";

/** The real fetch, counting requests in flight in total and per origin. */
function countingFetch() {
  let now = 0;
  let peak = 0;
  const perOrigin = new Map<string, { now: number; peak: number }>();
  const counted: typeof fetch = async (input, init) => {
    const origin = new URL(input instanceof Request ? input.url : input).origin;
    const mine = perOrigin.get(origin) ?? { now: 0, peak: 0 };
    perOrigin.set(origin, mine);
    now++;
    mine.now++;
    peak = Math.max(peak, now);
    mine.peak = Math.max(mine.peak, mine.now);
    try {
      return await fetch(input, init);
    } finally {
      now--;
      mine.now--;
    }
  };
  return { fetch: counted, peak: () => peak, peaks: () => [...perOrigin.values()].map((o) => o.peak) };
}

describe("many panels' gates", () => {
  it("serves a healthy panel at once while a hanging panel fills its own slots and queue", async () => {
    const dead = await heldServer("hold");
    const healthy = await heldServer({ answer: 200 });
    const gates = createPanelGates({
      fetch,
      maxInFlight: 2,
      maxQueue: 2,
      maxInFlightTotal: 4,
      timeoutMs: 60_000,
    });
    const stuck = Array.from({ length: 4 }, () => gates.gateFor(dead.url).fetch(`${dead.url}/api/v2/djs/`));
    await dead.whenHeld(2);
    await expect(gates.gateFor(dead.url).fetch(dead.url)).rejects.toMatchObject({
      name: "PanelBusyError",
      reason: "queue-full",
    });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => gates.gateFor(healthy.url).fetch(`${healthy.url}/api/v2/djs/`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(dead.held()).toBe(2);
    expect(gates.states().panels.get(dead.url)).toMatchObject({ state: "closed", inFlight: 2, queued: 2 });
    expect(gates.states()).toMatchObject({ inFlight: 2, queued: 2 });
    dead.releaseAll();
    await Promise.all(stuck.slice(0, 2));
    await dead.whenHeld(2);
    dead.releaseAll();
    await Promise.all(stuck);
  });

  it("answers a dead panel's callers at once once its circuit is open, and the healthy panel is untouched", async () => {
    const clock = manualClock();
    const dead = await heldServer({ answer: 503 });
    const healthy = await heldServer({ answer: 200 });
    const gates = createPanelGates({ fetch, failureThreshold: 3, now: clock.now });
    for (let i = 0; i < 3; i++) await gates.gateFor(dead.url).fetch(dead.url);
    const refused = await Promise.allSettled(
      Array.from({ length: 20 }, () => gates.gateFor(`${dead.url}/another/station`).fetch(dead.url)),
    );
    expect(refused.every((r) => r.status === "rejected" && r.reason instanceof CircuitOpenError)).toBe(true);
    expect(dead.received()).toBe(3);
    expect((await gates.gateFor(healthy.url).fetch(healthy.url)).status).toBe(200);
    expect(gates.states().panels.get(healthy.url)).toMatchObject({ state: "closed", consecutiveFailures: 0 });
  });

  it("keeps requests in flight within the total limit and each panel's limit, with ten panels", async () => {
    const servers = await Promise.all(Array.from({ length: 10 }, () => heldServer("hold")));
    const counting = countingFetch();
    const gates = createPanelGates({
      fetch: counting.fetch,
      maxInFlight: 3,
      maxInFlightTotal: 8,
      timeoutMs: 60_000,
    });
    const all = servers.flatMap((server) =>
      Array.from({ length: 5 }, () => gates.gateFor(server.url).fetch(server.url)),
    );
    // Panels ask in order: the first two get 3 slots each, the third the last 2 of the total.
    await Promise.all([servers[0]?.whenHeld(3), servers[1]?.whenHeld(3), servers[2]?.whenHeld(2)]);
    expect(gates.states()).toMatchObject({ inFlight: 8, queued: 42 });
    for (const server of servers) {
      server.setMode({ answer: 200 });
      server.releaseAll();
    }
    const answers = await Promise.all(all);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(counting.peak()).toBe(8);
    expect(Math.max(...counting.peaks())).toBe(3);
    expect(gates.states()).toMatchObject({ inFlight: 0, queued: 0 });
  });

  it("bounds a slow panel's queue: callers beyond it are turned away at once", async () => {
    const slow = await heldServer("hold");
    const gates = createPanelGates({ fetch, maxInFlight: 1, maxQueue: 3, timeoutMs: 60_000 });
    const gate = gates.gateFor(slow.url);
    const waiting = Array.from({ length: 4 }, () => gate.fetch(slow.url));
    const turnedAway = await Promise.allSettled(Array.from({ length: 50 }, () => gate.fetch(slow.url)));
    expect(turnedAway.every((r) => r.status === "rejected" && r.reason instanceof PanelBusyError)).toBe(true);
    expect(gate.state()).toMatchObject({ inFlight: 1, queued: 3 });
    slow.setMode({ answer: 200 });
    slow.releaseAll();
    expect((await Promise.all(waiting)).map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(slow.received()).toBe(4);
  });
});

describe("the panel gates kept", () => {
  const answering: typeof fetch = async () => new Response("{}", { status: 200 });

  it("keeps no gate for probes of many distinct panels, yet a probe of a kept panel uses its gate", async () => {
    const gates = createPanelGates({ fetch: answering });
    for (let i = 0; i < 1_000; i++) {
      const url = `https://panel-${i}.example.com:8080`;
      expect((await gates.probeGateFor(url).fetch(`${url}/api/v2/djs/`)).status).toBe(200);
    }
    expect(gates.size()).toBe(0);
    const kept = gates.gateFor("https://radio.example.com:8080");
    // The kept panel's own gate (its slots and circuit), with one-offs under the one-off total.
    expect(gates.probeGateFor("https://radio.example.com:8080/another").state).toBe(kept.state);
    expect(gates.size()).toBe(1);
  });

  it("keeps strangers' one-off reads to a total of their own, so a station's request never waits for them", async () => {
    const held: (() => void)[] = [];
    const holding: typeof fetch = () =>
      new Promise((resolve) => held.push(() => resolve(new Response("held"))));
    const gates = createPanelGates({ fetch: answering, maxInFlightTotal: 1, maxOneOffTotal: 1 });
    const probe = gates.probeGateFor("https://stranger.example.com").through(holding);
    const first = probe("https://stream-1.example.com/");
    // The one-off total is full: another one-off waits, the station's request goes at once.
    const second = probe("https://stream-2.example.com/");
    const station = await gates
      .gateFor("https://radio.example.com")
      .fetch("https://radio.example.com/api/v2/djs/");
    expect(station.status).toBe(200);
    expect(held).toHaveLength(1);
    held[0]?.();
    await first;
    await new Promise((settle) => setImmediate(settle));
    expect(held).toHaveLength(2);
    held[1]?.();
    await second;
  });

  it("drops a gate idle for the idle time, its circuit with it, but never one with a request in flight", async () => {
    const clock = manualClock();
    const slow = await heldServer("hold");
    const gates = createPanelGates({
      fetch,
      now: clock.now,
      idleMs: 60_000,
      failureThreshold: 1,
      timeoutMs: 600_000,
    });
    const failing: typeof fetch = async () => new Response("", { status: 503 });
    const broken = createPanelGates({ fetch: failing, now: clock.now, idleMs: 60_000, failureThreshold: 1 });
    await broken.gateFor("https://down.example.com").fetch("https://down.example.com/");
    expect(broken.states().panels.get("https://down.example.com")).toMatchObject({ state: "open" });

    const busy = gates.gateFor(slow.url).fetch(slow.url);
    gates.gateFor("https://quiet.example.com");
    await slow.whenHeld(1);
    clock.advance(59_999);
    expect(gates.size()).toBe(2);
    clock.advance(1);
    expect([...gates.states().panels.keys()]).toEqual([slow.url]);
    broken.states();
    expect(broken.size()).toBe(0);
    expect(broken.gateFor("https://down.example.com").state()).toMatchObject({ state: "closed" });

    slow.setMode({ answer: 200 });
    slow.releaseAll();
    await busy;
    clock.advance(60_000);
    expect(gates.states().panels.size).toBe(0);
  });
});
