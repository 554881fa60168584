import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createPanelGates } from "../src/net/gate/panel-gates.js";
import type { Figure } from "./panel.js";

/** A fetch that answers at once, in-process: what is left to measure is the gate itself. */
const instant: typeof fetch = async () => new Response(null, { status: 204 });

/** CPU time (user + system, not wall time: the machine is shared) per call; `batch` calls start together. */
async function cpuNsPerCall(
  calls: number,
  batch: number,
  run: (i: number) => Promise<unknown>,
): Promise<number> {
  const before = process.cpuUsage();
  for (let i = 0; i < calls; i += batch) {
    await Promise.all(Array.from({ length: batch }, (_, j) => run(i + j)));
  }
  const used = process.cpuUsage(before);
  return ((used.user + used.system) * 1000) / calls;
}

/** Runs bare and gated in turns (after a warm-up of each), five times: the medians of both, in ns per call. */
async function paired(
  calls: number,
  batch: number,
  bare: (i: number) => Promise<unknown>,
  gated: (i: number) => Promise<unknown>,
): Promise<{ bare: number; gated: number }> {
  await cpuNsPerCall(calls, batch, bare);
  await cpuNsPerCall(calls, batch, gated);
  const bares: number[] = [];
  const gateds: number[] = [];
  for (let round = 0; round < 5; round++) {
    bares.push(await cpuNsPerCall(calls, batch, bare));
    gateds.push(await cpuNsPerCall(calls, batch, gated));
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[2] ?? 0;
  return { bare: median(bares), gated: median(gateds) };
}

/**
 * What the panel gate adds to each request, in CPU time: in-process alone and 100 at once over 10 panels (most
 * of them queued), and for scale the CPU time of a real request to a loopback HTTP server without and with it.
 */
export async function gateFigures(): Promise<Figure[]> {
  const gates = createPanelGates({ fetch, maxInFlight: 4, maxQueue: 1_000, maxInFlightTotal: 16 });
  const inProcess = createPanelGates({
    fetch: instant,
    maxInFlight: 4,
    maxQueue: 1_000,
    maxInFlightTotal: 16,
  });
  const panels = Array.from({ length: 10 }, (_, i) => inProcess.gateFor(`http://panel-${i}.test:8080`));
  const url = "http://panel.test:8080/api/v2/djs/";
  const figures: Figure[] = [];
  const server = createServer((_req, res) => res.writeHead(204).end()).listen(0, "127.0.0.1");
  await once(server, "listening");
  try {
    const local = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2/djs/`;
    const consume = async (response: Promise<Response>) => (await response).arrayBuffer();
    const { bare, gated } = await paired(
      1_000,
      1,
      () => consume(fetch(local)),
      () => consume(gates.gateFor(local).fetch(local)),
    );
    // On a shared machine the two differ by more noise than the gate costs: both are shown, for scale.
    figures.push({
      name: "CPU per loopback HTTP request, bare / through the gate",
      value: `${(bare / 1000).toFixed(0)} / ${(gated / 1000).toFixed(0)} µs`,
      target: "for scale",
      ok: true,
    });
  } finally {
    server.closeAllConnections();
    server.close();
  }
  for (const batch of [1, 100]) {
    const bare = await cpuNsPerCall(100_000, batch, () => instant(url));
    const gated = await cpuNsPerCall(
      100_000,
      batch,
      (i) => panels[i % panels.length]?.fetch(url) ?? instant(url),
    );
    const overheadUs = (gated - bare) / 1000;
    const limitUs = batch === 1 ? 25 : 50;
    figures.push({
      name: `panel gate CPU per request, in-process, ${batch === 1 ? "one at a time" : "100 at once over 10 panels"}`,
      value: `${overheadUs.toFixed(1)} µs`,
      target: `< ${limitUs} µs`,
      ok: overheadUs < limitUs,
    });
  }

  return figures;
}
