import { describe, expect, it } from "vitest";
import { asBackgroundRead } from "../../../src/net/gate/background-read.js";
import { createPanelGate, type PanelGate } from "../../../src/net/gate/panel-gate.js";
import { heldServer, type HeldServer } from "../../support/held-server.js";

const background = (gate: PanelGate, url: string, readers: number) =>
  asBackgroundRead({ skipAfter: new AbortController().signal, readers }, () => gate.fetch(url));

/** Answers held requests a round at a time until all are answered. */
async function answerAll(server: HeldServer, requests: Promise<unknown>[]): Promise<void> {
  for (let answered = 0; answered < requests.length;) {
    await server.whenHeld(1);
    answered += server.held();
    server.releaseAll(200);
  }
  await Promise.allSettled(requests);
}

describe("a background read that does not count the fleet (readers 0)", () => {
  it("keeps to the share the station's reads set, and leaves it as it is", async () => {
    const server = await heldServer("hold");
    const gate = createPanelGate({ fetch, maxInFlight: 4 });
    // The station's read says two processes read this panel: this one keeps to 2 of its 4 slots.
    await answerAll(server, [background(gate, server.url, 2)]);
    const uncounted = Array.from({ length: 6 }, () => background(gate, server.url, 0));
    await server.whenHeld(2);
    expect(gate.state()).toMatchObject({ inFlight: 2, queued: 4 });
    await answerAll(server, uncounted);
    expect(server.peak()).toBe(2);
  });

  it("takes the panel's whole limit where no read said otherwise", async () => {
    const server = await heldServer("hold");
    const gate = createPanelGate({ fetch, maxInFlight: 4 });
    const uncounted = Array.from({ length: 6 }, () => background(gate, server.url, 0));
    await server.whenHeld(4);
    expect(gate.state()).toMatchObject({ inFlight: 4, queued: 2 });
    await answerAll(server, uncounted);
    expect(server.peak()).toBe(4);
  });
});
