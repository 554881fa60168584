import type { ServerResponse } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { createPanelReaders, stationsByPanel } from "../../../src/announcer/panel-readers.js";
import { asBackgroundRead } from "../../../src/net/gate/background-read.js";
import { createPanelGates } from "../../../src/net/gate/panel-gates.js";
import type { ReaderLocks } from "../../../src/store/reader-locks.js";
import { countingHttpServer } from "../../support/counting-server.js";
import { memoryLockTable } from "../../support/memory-locks.js";
import { startTestPostgres } from "../../support/test-postgres.js";
import { processes } from "../../store/postgres-processes.js";

const server = await startTestPostgres();
const running = "skipped" in server ? null : server;
const SKIPPED = "skipped" in server ? ` — SKIPPED: ${server.skipped}` : "";
afterAll(async () => {
  await running?.stop();
});
const silent = { debug() {}, info() {}, warn() {}, error() {} };

/** A panel on loopback that holds every request until told, and counts how many it held at once. */
async function heldPanel() {
  const held: ServerResponse[] = [];
  let peak = 0;
  let arrived: () => void = () => {};
  const counting = await countingHttpServer((_req, res) => {
    held.push(res);
    peak = Math.max(peak, held.length);
    arrived();
  });
  return {
    address: `http://127.0.0.1:${counting.port}`,
    paths: counting.paths,
    peak: () => peak,
    /**
     * Answers in rounds (`perRound` at a time, the most the fleet should send) until `total` were answered; the
     * most requests `inFlight()` (past the fleet's gates) counted at any round.
     */
    async answer(total: number, perRound: number, inFlight: () => number): Promise<number> {
      let most = 0;
      for (let answered = 0; answered < total;) {
        while (held.length < Math.min(perRound, total - answered))
          await new Promise<void>((resolve) => (arrived = resolve));
        most = Math.max(most, inFlight());
        answered += held.length;
        for (const res of held.splice(0))
          res.writeHead(200, { "content-type": "application/json" }).end("{}");
      }
      return most;
    },
  };
}

/** One process of the fleet: its lock session, its own gates, its count of each panel's readers. */
function processOn(locks: ReaderLocks, stations: { key: string; address: string }[]) {
  const readers = createPanelReaders({ list: () => stations }, silent);
  const session = readers.follow(locks);
  const gates = createPanelGates({ fetch, maxInFlight: 4 });
  const due = new AbortController();
  return {
    readers,
    /** Requests past this process's gates, at the panel now. */
    inFlight: () => gates.states().inFlight,
    /** A lock round: the share is counted then, not per request. */
    round: () => session.sessions(),
    /** Announcer reads of `count` stations at once, as their schedules make them. */
    burst: (address: string, count: number) =>
      Array.from({ length: count }, (_, i) =>
        asBackgroundRead({ skipAfter: due.signal, readers: readers.of(address) }, () =>
          gates.gateFor(address).fetch(`${address}/api/v2/history/?server=${i}`),
        ),
      ),
  };
}

const stationsOn = (address: string) =>
  Array.from({ length: 8 }, (_, i) => ({ key: `${address}#${i + 1}`, address }));

describe("each process's part of a panel's limit", () => {
  it("groups stations by their panel's origin", () => {
    const groups = stationsByPanel([
      { key: "http://a.example:8080#1", address: "http://a.example:8080" },
      { key: "http://a.example:8080#2", address: "http://a.example:8080/" },
      { key: "http://b.example#1", address: "http://b.example" },
      { key: "bad#1", address: "not an address" },
    ]);
    expect([...groups]).toEqual([
      ["http://a.example:8080", ["http://a.example:8080#1", "http://a.example:8080#2"]],
      ["http://b.example", ["http://b.example#1"]],
    ]);
  });

  it("counts 1 reader until a lock round, then the processes holding the panel's stations", async () => {
    const table = memoryLockTable();
    const stations = stationsOn("http://panel.example:8000");
    const [a, b] = [await table.open(), await table.open()];
    const readers = createPanelReaders({ list: () => stations }, silent);
    expect(readers.of("http://panel.example:8000")).toBe(1);
    await a.tryAcquireMany([stations[0]!.key], 1);
    await b.tryAcquireMany([stations[5]!.key], 1);
    await readers.follow(a).sessions();
    expect(readers.of("http://panel.example:8000/")).toBe(2);
    expect(readers.of("http://other.example")).toBe(1);
  });
});

describe.skipIf(!running)(`two processes on one panel, through PostgreSQL${SKIPPED}`, () => {
  const fleet = processes();

  it("never send it more than its limit together: each takes half, and no read is refused", async () => {
    const url = await running!.freshSchemaUrl();
    const panel = await heldPanel();
    const stations = stationsOn(panel.address);
    const [locksA, locksB] = [await fleet.locks(url), await fleet.locks(url)];
    const keys = stations.map((s) => s.key);
    expect(await locksA.tryAcquireMany(keys, 4)).toHaveLength(4);
    expect(await locksB.tryAcquireMany(keys, 4)).toHaveLength(4);
    const [a, b] = [processOn(locksA, stations), processOn(locksB, stations)];
    await Promise.all([a.round(), b.round()]);
    expect([a.readers.of(panel.address), b.readers.of(panel.address)]).toEqual([2, 2]);
    const reads = [...a.burst(panel.address, 30), ...b.burst(panel.address, 30)];
    const most = await panel.answer(reads.length, 4, () => a.inFlight() + b.inFlight());
    expect(most).toBe(4);
    const outcomes = await Promise.allSettled(reads);
    expect(outcomes.filter((o) => o.status === "rejected")).toEqual([]);
    expect(panel.paths).toHaveLength(60);
    expect(panel.peak()).toBe(4);
  });

  it("gives a process the whole limit again when the other lets go of the panel's stations", async () => {
    const url = await running!.freshSchemaUrl();
    const stations = stationsOn("http://panel.example:8000");
    const [locksA, locksB] = [await fleet.locks(url), await fleet.locks(url)];
    await locksA.tryAcquireMany([stations[0]!.key], 1);
    await locksB.tryAcquireMany([stations[1]!.key], 1);
    const a = processOn(locksA, stations);
    await a.round();
    expect(a.readers.of("http://panel.example:8000")).toBe(2);
    await locksB.release(stations[1]!.key);
    await a.round();
    expect(a.readers.of("http://panel.example:8000")).toBe(1);
  });
});
