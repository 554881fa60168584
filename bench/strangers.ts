import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createPanelHandler } from "../src/simulator/handler.js";
import { inProcessFetch } from "../src/simulator/in-process.js";
import { localDns } from "../test/support/dns-server.js";
import type { Figure } from "./panel.js";

/** Streams each hostile panel lists at every read, each on a host name never seen before. */
const STREAMS_LISTED = 20;
/** `npm start`'s heap, which the soak runs under. */
const HEAP_MB = 96;

/** A few MPEG-1 Layer III frame headers: what a check needs to hear MP3. */
const MP3 = Buffer.concat(
  Array.from({ length: 4 }, () => Buffer.from([0xff, 0xfb, 0x90, 0x64, ...new Array<number>(413).fill(0)])),
);

let freshStream = 0;
/** The simulated panel, but its channels list 20 streams on names never seen before (every fourth never answers). */
function hostilePanel(closeEach: boolean) {
  const panel = inProcessFetch(createPanelHandler({ lively: false, title: "Hostile FM" }));
  return async (req: IncomingMessage, res: ServerResponse) => {
    if (closeEach) res.setHeader("connection", "close");
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
    if (url.pathname.startsWith("/stream")) {
      res.writeHead(200, { "content-type": "audio/mpeg" });
      res.end(MP3);
      return;
    }
    const answer = await panel(url.href);
    let body = Buffer.from(await answer.arrayBuffer());
    if (url.pathname === "/api/v2/channels/" && !closeEach) {
      const [template] = JSON.parse(body.toString()) as Record<string, unknown>[];
      const channels = Array.from({ length: STREAMS_LISTED }, (_, i) => {
        const n = freshStream++;
        const host = i % 4 === 0 ? `h${n}.never.test` : `s${n}.fresh.test`;
        return {
          ...template,
          id: i + 1,
          state: 2,
          active: true,
          mount_point: `/m${i}`,
          s_format: "mp3",
          stream_url: `http://${host}:${url.port}/stream`,
        };
      });
      body = Buffer.from(JSON.stringify(channels));
    }
    res.writeHead(answer.status, {
      "content-type": answer.headers.get("content-type") ?? "application/json",
    });
    res.end(body);
  };
}

async function listen(handler: ReturnType<typeof hostilePanel>): Promise<{ port: number; close(): void }> {
  const server = createServer((req, res) => void handler(req, res).catch(() => res.destroy()));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return { port: (server.address() as AddressInfo).port, close: () => server.close() };
}

/** What the soak process printed. */
interface Soak {
  readonly previews: number;
  readonly checks: number;
  readonly previewSeconds: number;
  readonly checkSeconds: number;
  readonly heapBeforeMiB: number;
  readonly heapAfterMiB: number;
  readonly peakHeapMiB: number;
  readonly peakOrigins: number;
  readonly originsAfter: number;
  readonly victimReads: number;
  readonly victimFailures: number;
  readonly victimMaxMs: number;
  readonly victimP99Ms: number;
  readonly victimLookupMaxMs: number;
  readonly refusedCommands: number;
}

/** Runs `bench/strangers-soak.ts` with `npm start`'s heap against the panels and DNS server here. */
async function runSoak(env: NodeJS.ProcessEnv): Promise<Soak> {
  const child = spawn(
    process.execPath,
    [`--max-old-space-size=${HEAP_MB}`, "--expose-gc", "--import", "tsx", "bench/strangers-soak.ts"],
    { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] },
  );
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) throw new Error(`the strangers' soak exited with ${String(code)}`);
  return JSON.parse(out.trim().split("\n").at(-1) ?? "{}") as Soak;
}

/**
 * `npm run bench -- strangers`: 10,000 previews and 1,000 `/setup check` runs over distinct origins from 50
 * servers, against a bot with `HEAP_MB=96` (issue 33's soak). Targets: the heap after a full collection grows by
 * at most 5 MB; no read of another server's station waits over 1 s for a lookup or a panel slot; it answers
 * throughout.
 */
export async function strangerFigures(): Promise<Figure[]> {
  const dns = await localDns((name) => (name.endsWith(".never.test") ? undefined : ["127.0.0.1"]));
  const hostile = await listen(hostilePanel(false));
  const quiet = await listen(hostilePanel(true));
  try {
    const soak = await runSoak({
      SOAK_DNS: dns.server,
      SOAK_HOSTILE_PORT: String(hostile.port),
      SOAK_QUIET_PORT: String(quiet.port),
    });
    const growthMB = ((soak.heapAfterMiB - soak.heapBeforeMiB) * 2 ** 20) / 1e6;
    const what = `${soak.previews.toLocaleString("en")} previews in ${soak.previewSeconds.toFixed(0)} s, ${soak.checks.toLocaleString("en")} checks in ${soak.checkSeconds.toFixed(0)} s, 50 servers`;
    return [
      {
        name: `strangers' soak (${what}): heap after a full collection, before → after`,
        value: `${soak.heapBeforeMiB.toFixed(1)} → ${soak.heapAfterMiB.toFixed(1)} MiB (${growthMB >= 0 ? "+" : ""}${growthMB.toFixed(1)} MB; peak ${soak.peakHeapMiB.toFixed(0)} MiB of ${HEAP_MB})`,
        target: "growth <= 5 MB",
        ok: growthMB <= 5,
      },
      {
        name: "strangers' soak: connection pools held (most during, after)",
        value: `${soak.peakOrigins} / ${soak.originsAfter} (the 51 saved stations' panels); ${soak.refusedCommands} commands refused`,
        target: "the saved stations' only",
        ok: soak.originsAfter <= 51,
      },
      {
        name: "strangers' soak: another server's station reads, each with a new lookup and panel slot (max / p99)",
        value: `${soak.victimMaxMs.toFixed(0)} / ${soak.victimP99Ms.toFixed(0)} ms over ${soak.victimReads} reads, ${soak.victimFailures} failed`,
        target: "<= 1000 ms, none failed",
        ok: soak.victimMaxMs <= 1_000 && soak.victimFailures === 0,
      },
      {
        name: "strangers' soak: another server's own preview lookups (max wait)",
        value: `${soak.victimLookupMaxMs.toFixed(0)} ms`,
        target: "<= 1000 ms",
        ok: soak.victimLookupMaxMs <= 1_000,
      },
    ];
  } finally {
    hostile.close();
    quiet.close();
    await dns.close();
  }
}
