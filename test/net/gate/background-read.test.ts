import { describe, expect, it } from "vitest";
import {
  asBackgroundRead,
  isSkippedRead,
  panelShare,
  ReadSkippedError,
} from "../../../src/net/gate/background-read.js";
import { PanelBusyError } from "../../../src/net/gate/gate-errors.js";
import { createPanelGate, type PanelGate } from "../../../src/net/gate/panel-gate.js";
import { heldServer, type HeldServer } from "../../support/held-server.js";

/** A read due again only when the test says so. */
const read = (readers = 1) => {
  const due = new AbortController();
  const skips: number[] = [];
  return { due, skips, context: { skipAfter: due.signal, readers, onSkip: () => skips.push(1) } };
};

/** Answers the held requests in rounds of `perRound` (the most the gate should let through) until all were. */
async function answerAll(server: HeldServer, requests: Promise<unknown>[], perRound: number): Promise<void> {
  for (let answered = 0; answered < requests.length;) {
    await server.whenHeld(Math.min(perRound, requests.length - answered));
    answered += server.held();
    server.releaseAll(200);
  }
  await Promise.allSettled(requests);
}

const background = (gate: PanelGate, url: string, readers = 1) =>
  asBackgroundRead(read(readers).context, () => gate.fetch(url));

describe("a panel's share of the fleet", () => {
  it.each([
    [4, 1, 4],
    [4, 2, 2],
    [4, 3, 1],
    [4, 4, 1],
    [4, 9, 1],
    [4, 0, 4],
    [16, 3, 5],
  ])("a limit of %i read by %i processes gives each %i", (limit, readers, share) => {
    expect(panelShare(limit, readers)).toBe(share);
  });
});

describe("announcer reads at the panel gate", () => {
  it("lets a burst of 120 reads (many stations, one panel) through without one refusal, 4 at a time", async () => {
    const server = await heldServer("hold");
    const gate = createPanelGate({ fetch, maxInFlight: 4, maxQueue: 16 });
    const reads = Array.from({ length: 120 }, () => background(gate, server.url));
    await answerAll(server, reads, 4);
    const outcomes = await Promise.allSettled(reads);
    expect(outcomes.filter((o) => o.status === "rejected")).toEqual([]);
    expect(server.received()).toBe(120);
    expect(server.peak()).toBe(4);
  });

  it("refuses the same burst as people's requests past the queue (what the reads were spared)", async () => {
    const server = await heldServer("hold");
    const gate = createPanelGate({ fetch, maxInFlight: 4, maxQueue: 16 });
    const requests = Array.from({ length: 120 }, () => gate.fetch(server.url));
    const refused = (await Promise.allSettled(requests.slice(20))).every(
      (o) => o.status === "rejected" && o.reason instanceof PanelBusyError,
    );
    expect(refused).toBe(true);
    await answerAll(server, requests.slice(0, 20), 4);
  });

  it("answers a command ahead of every announcer read already waiting", async () => {
    const server = await heldServer("hold");
    const gate = createPanelGate({ fetch, maxInFlight: 1 });
    const order: string[] = [];
    const reads = Array.from({ length: 5 }, (_, i) =>
      background(gate, `${server.url}/read${i}`).then(() => order.push(`read ${i}`)),
    );
    await server.whenHeld(1);
    const command = gate.fetch(`${server.url}/command`).then(() => order.push("command"));
    await answerAll(server, [...reads, command], 1);
    expect(order).toEqual(["read 0", "command", "read 1", "read 2", "read 3", "read 4"]);
  });

  it("skips a read still waiting when it is due again: a ReadSkippedError, told, and the panel not asked", async () => {
    const server = await heldServer("hold");
    const gate = createPanelGate({ fetch, maxInFlight: 1 });
    const first = background(gate, server.url);
    await server.whenHeld(1);
    const late = read();
    const waiting = asBackgroundRead(late.context, () => gate.fetch(server.url)).catch(
      (error: unknown) => error,
    );
    late.due.abort();
    const error = await waiting;
    expect(error).toBeInstanceOf(ReadSkippedError);
    expect(isSkippedRead(new Error("wrapped", { cause: new Error("twice", { cause: error }) }))).toBe(true);
    expect(isSkippedRead(new PanelBusyError("wait-timeout"))).toBe(false);
    expect(late.skips).toEqual([1]);
    server.releaseAll(200);
    await first;
    expect(server.received()).toBe(1);
  });

  it("keeps a process to its share once its reads say two processes read the panel, commands included", async () => {
    const server = await heldServer("hold");
    const gate = createPanelGate({ fetch, maxInFlight: 4 });
    const reads = Array.from({ length: 10 }, () => background(gate, server.url, 2));
    const commands = Array.from({ length: 4 }, () => gate.fetch(server.url));
    await answerAll(server, [...reads, ...commands], 2);
    expect(server.peak()).toBe(2);
    expect(server.received()).toBe(14);
  });
});
