import { describe, expect, it } from "vitest";
import { createConcurrencyLimit } from "../../../src/net/gate/concurrency-limit.js";
import { CircuitOpenError, PanelBusyError } from "../../../src/net/gate/gate-errors.js";
import { createGuardedFetch } from "../../../src/net/guard/guarded-fetch.js";
import { createPanelGate } from "../../../src/net/gate/panel-gate.js";
import { closedPort, manualClock } from "../../support/simulator.js";
import { heldServer } from "../../support/held-server.js";

const failed = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a failure");
    },
    (error: unknown) => error,
  );

describe("the panel gate's circuit breaker, over loopback HTTP", () => {
  it("opens after five 503s: the sixth request fails at once with the retry time and reaches no panel", async () => {
    const clock = manualClock();
    const server = await heldServer({ answer: 503 });
    const gate = createPanelGate({ fetch, now: clock.now });
    for (let i = 0; i < 5; i++) expect((await gate.fetch(server.url)).status).toBe(503);
    const error = await failed(gate.fetch(server.url));
    expect(error).toBeInstanceOf(CircuitOpenError);
    expect(error).toMatchObject({ retryAt: clock.now() + 5_000 });
    expect((error as Error).message).toBe(
      `The station's panel failed several times in a row; the bot will try it again <t:${(clock.now() + 5_000) / 1000}:R>.`,
    );
    expect(server.received()).toBe(5);
    expect(gate.state()).toEqual({
      state: "open",
      consecutiveFailures: 0,
      openings: 1,
      retryAt: clock.now() + 5_000,
      inFlight: 0,
      queued: 0,
    });
  });

  it("lets one probe through after the backoff; its failure doubles the backoff and a later success closes", async () => {
    const clock = manualClock();
    const server = await heldServer({ answer: 503 });
    const gate = createPanelGate({ fetch, now: clock.now, failureThreshold: 2 });
    for (let i = 0; i < 2; i++) await gate.fetch(server.url);
    clock.advance(5_000);
    expect(gate.state().state).toBe("half-open");
    server.setMode("hold");
    const probe = gate.fetch(server.url);
    await server.whenHeld(1);
    expect(await failed(gate.fetch(server.url))).toBeInstanceOf(CircuitOpenError);
    server.releaseAll(503);
    expect((await probe).status).toBe(503);
    expect(gate.state()).toMatchObject({ state: "open", openings: 2, retryAt: clock.now() + 10_000 });
    clock.advance(9_999);
    expect(await failed(gate.fetch(server.url))).toBeInstanceOf(CircuitOpenError);
    clock.advance(1);
    server.setMode({ answer: 200 });
    expect((await gate.fetch(server.url)).status).toBe(200);
    expect(gate.state()).toMatchObject({
      state: "closed",
      consecutiveFailures: 0,
      openings: 0,
      retryAt: null,
    });
    expect(server.received()).toBe(4);
  });

  it("counts refused connections and timeouts as the panel being down", async () => {
    const refusing = `http://127.0.0.1:${await closedPort()}`;
    const gate = createPanelGate({ fetch, failureThreshold: 2, timeoutMs: 50 });
    expect(await failed(gate.fetch(refusing))).toBeInstanceOf(TypeError);
    const hanging = await heldServer("hold");
    expect(await failed(gate.fetch(hanging.url))).toMatchObject({ name: "TimeoutError" });
    expect(gate.state().state).toBe("open");
  });

  it("does not count 404 answers or refused addresses", async () => {
    const server = await heldServer({ answer: 404 });
    const guarded = createGuardedFetch();
    try {
      const gate = createPanelGate({ fetch: guarded.fetch, failureThreshold: 2 });
      for (let i = 0; i < 3; i++) {
        expect(await failed(gate.fetch(server.url))).toMatchObject({ name: "AddressRefusedError" });
      }
      const lenient = createPanelGate({ fetch, failureThreshold: 2 });
      for (let i = 0; i < 3; i++) expect((await lenient.fetch(server.url)).status).toBe(404);
      expect([gate.state().state, lenient.state().state]).toEqual(["closed", "closed"]);
      expect(server.received()).toBe(3);
    } finally {
      await guarded.close();
    }
  });
});

describe("the panel gate's queue", () => {
  it("fails a request that waited longer than its timeout, without asking the panel", async () => {
    const total = createConcurrencyLimit(1);
    const slow = await heldServer("hold");
    const other = await heldServer({ answer: 200 });
    const patient = createPanelGate({ fetch, total, timeoutMs: 60_000 });
    const hasty = createPanelGate({ fetch, total, timeoutMs: 50 });
    const holding = patient.fetch(slow.url);
    await slow.whenHeld(1);
    const error = await failed(hasty.fetch(other.url));
    expect(error).toBeInstanceOf(PanelBusyError);
    expect(error).toMatchObject({ reason: "wait-timeout" });
    expect(hasty.state()).toMatchObject({ state: "closed", consecutiveFailures: 0, queued: 0 });
    expect(other.received()).toBe(0);
    slow.releaseAll();
    expect((await holding).status).toBe(200);
  });

  it("passes on a caller's cancel while waiting, and a caller's timeout is a wait timeout", async () => {
    const slow = await heldServer("hold");
    const gate = createPanelGate({ fetch, maxInFlight: 1, timeoutMs: 60_000 });
    const holding = gate.fetch(slow.url);
    await slow.whenHeld(1);
    const cancelled = new AbortController();
    const timedOut = new AbortController();
    const first = failed(gate.fetch(slow.url, { signal: cancelled.signal }));
    const second = failed(gate.fetch(slow.url, { signal: timedOut.signal }));
    expect(gate.state()).toMatchObject({ inFlight: 1, queued: 2 });
    cancelled.abort();
    timedOut.abort(new DOMException("too slow", "TimeoutError"));
    expect(await first).toMatchObject({ name: "AbortError" });
    expect(await second).toMatchObject({ name: "PanelBusyError", reason: "wait-timeout" });
    expect(gate.state()).toMatchObject({ inFlight: 1, queued: 0 });
    slow.releaseAll();
    await holding;
    expect(slow.received()).toBe(1);
  });
});
