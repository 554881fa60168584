import { describe, expect, it } from "vitest";
import { createPanelGate } from "../../src/net/gate/panel-gate.js";
import { PanelHttpError, PanelRefusedError } from "../../src/panel/errors.js";
import { clientFor, manualClock, simulatedPanel } from "../support/simulator.js";

describe("the panel client behind a panel gate", () => {
  it("stops retrying when the circuit opens, and then fails at once without asking the panel", async () => {
    const clock = manualClock();
    const panel = await simulatedPanel();
    panel.setFault({ kind: "status", status: 503 });
    const gate = createPanelGate({ fetch, now: clock.now, failureThreshold: 2 });
    const { client, waits } = clientFor(panel, { fetch: gate.fetch });
    const first = await client.djs().catch((caught: unknown) => caught);
    // The first attempt and one retry are 503s; the second retry meets the open circuit.
    expect(first).toBeInstanceOf(PanelRefusedError);
    expect(first).toMatchObject({ refusal: { kind: "circuit-open", retryAt: clock.now() + 5_000 } });
    expect(waits).toEqual([300, 600]);
    expect(panel.count("djs")).toBe(2);

    const second = await client.channels().catch((caught: unknown) => caught);
    expect(second).toMatchObject({ refusal: { kind: "circuit-open" } });
    expect((second as Error).message).not.toContain(panel.url);
    expect(waits).toEqual([300, 600]);
    expect(panel.count("channels")).toBe(0);
  });

  it("reads the panel again once the backoff has passed and the probe succeeds", async () => {
    const clock = manualClock();
    const panel = await simulatedPanel();
    panel.setFault({ kind: "status", status: 503 });
    const gate = createPanelGate({ fetch, now: clock.now, failureThreshold: 1 });
    const { client } = clientFor(panel, { fetch: gate.fetch, retries: 0 });
    await expect(client.djs()).rejects.toBeInstanceOf(PanelHttpError);
    await expect(client.djs()).rejects.toBeInstanceOf(PanelRefusedError);
    panel.clearFaults();
    clock.advance(5_000);
    expect((await client.djs()).map((dj) => dj.name)).toContain("AutoDJ");
    expect(gate.state().state).toBe("closed");
  });
});
