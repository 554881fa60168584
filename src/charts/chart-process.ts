import { type ChildProcess, fork } from "node:child_process";
import { createRequire } from "node:module";
import { extname } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Logger } from "../log.js";
import type { ChartReply, ChartRequest } from "./chart-protocol.js";
import type { ChartOutcome, ListenerCharts } from "./listener-charts.js";

/** What the bot logs when this platform cannot draw charts. */
export const NO_CANVAS =
  "listeners: no chart: this platform has no binary of @napi-rs/canvas (prebuilt for Linux x64 and arm64 with glibc). Run `npm install @napi-rs/canvas` here to fetch one.";

/** How the chart process is run. */
export interface ChartProcessOptions {
  readonly log: Logger;
  /** The process ends after this long without a chart to draw (default 15 s); the next chart starts a new one. */
  readonly idleMs?: number;
  /** A chart not drawn within this time counts as failed, and its process is killed (default 10 s). */
  readonly timeoutMs?: number;
  /** More node flags for the chart process. */
  readonly execArgv?: readonly string[];
}

/** Listener charts drawn in a child process; `running()` is the process drawing now, if any. */
export interface ChartProcess extends ListenerCharts {
  running(): ChildProcess | null;
}

interface Drawer {
  readonly child: ChildProcess;
  ready: boolean;
  readonly queue: ChartRequest[];
}

interface Waiting {
  readonly drawer: Drawer;
  readonly timer: NodeJS.Timeout;
  readonly resolve: (outcome: ChartOutcome) => void;
}

const here = import.meta.url;
// `.ts` under tsx and the tests (the child needs tsx's loader then), `.js` when run from the build in dist/.
const ENTRY = new URL(`./chart-child${extname(fileURLToPath(here))}`, here);
const LOADER = ENTRY.pathname.endsWith(".ts")
  ? ["--import", pathToFileURL(createRequire(here).resolve("tsx")).href]
  : [];
const FAILED: ChartOutcome = { png: null, why: "failed" };

/** Whether the drawer's process (and its channel) may keep the bot's event loop alive. */
function keepAlive(drawer: Drawer, yes: boolean): void {
  if (yes) drawer.child.ref();
  else drawer.child.unref();
  if (yes) drawer.child.channel?.ref();
  else drawer.child.channel?.unref();
}

/** Starts a chart process: its replies go to `onReply`, its failure (an error, an exit) to `fail`. */
function forkDrawer(
  execArgv: readonly string[],
  fail: (drawer: Drawer, why: string) => void,
  onReply: (drawer: Drawer, reply: ChartReply) => void,
): Drawer {
  const child = fork(ENTRY, [], {
    execArgv: [...LOADER, "--max-semi-space-size=1", ...execArgv],
    serialization: "advanced",
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const drawer: Drawer = { child, ready: false, queue: [] };
  child.on("message", (reply: ChartReply) => onReply(drawer, reply));
  child.on("error", (error) => fail(drawer, `the chart process failed (${error.message})`));
  child.on("exit", (code, signal) => fail(drawer, `the chart process exited (${signal ?? `code ${code}`})`));
  return drawer;
}

/** Ends a chart process and waits for it to go. */
async function killDrawer(drawer: Drawer): Promise<void> {
  const { child } = drawer;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  // Unref'd between charts, it would not hold the event loop open while closing awaits its exit: with nothing
  // else open, a caller's top-level await would end unsettled (the preview CLI's exit code 13).
  keepAlive(drawer, true);
  // It holds nothing worth saving, and a hung one would not answer a gentler signal.
  child.kill("SIGKILL");
  await exited;
}

/**
 * Draws listener charts in a child process that ends when idle. The drawing engine keeps tens of MiB from its
 * first chart on, which a process that ends gives back to the system (a worker thread's would stay). The process
 * is started on demand, never keeps the bot alive while idle, and is replaced after a crash or a hang.
 */
export function createChartProcess(options: ChartProcessOptions): ChartProcess {
  const { log, idleMs = 15_000, timeoutMs = 10_000 } = options;
  const waiting = new Map<number, Waiting>();
  let current: Drawer | null = null;
  let idle: NodeJS.Timeout | undefined;
  let nextId = 1;
  let noCanvas = false;
  let closed = false;

  const settle = (id: number, outcome: ChartOutcome) => {
    const entry = waiting.get(id);
    if (!entry) return;
    waiting.delete(id);
    clearTimeout(entry.timer);
    entry.resolve(outcome);
    if (current !== entry.drawer || [...waiting.values()].some((w) => w.drawer === entry.drawer)) return;
    keepAlive(entry.drawer, false);
    const drawer = entry.drawer;
    clearTimeout(idle);
    idle = setTimeout(() => {
      if (current !== drawer) return;
      current = null;
      if (drawer.child.connected) drawer.child.disconnect();
    }, idleMs).unref();
  };

  /** Fails what `drawer` was drawing; it is killed, and the next chart starts a new process. */
  const fail = (drawer: Drawer, why: string) => {
    if (current === drawer) current = null;
    const lost = [...waiting].filter(([, w]) => w.drawer === drawer);
    if (lost.length > 0) log.error(`listener chart failed: ${why}; the next chart starts a new process`);
    for (const [id] of lost) settle(id, FAILED);
    drawer.child.kill("SIGKILL");
  };

  const start = (): Drawer =>
    forkDrawer(options.execArgv ?? [], fail, (drawer, reply) => {
      if ("ready" in reply) {
        drawer.ready = true;
        for (const request of drawer.queue.splice(0)) send(drawer, request);
        return;
      }
      if (reply.png) return settle(reply.id, { png: Buffer.from(reply.png) });
      log.warn(NO_CANVAS);
      noCanvas = true;
      settle(reply.id, { png: null, why: "no-canvas" });
    });

  const send = (drawer: Drawer, request: ChartRequest) => {
    drawer.child.send(request, (error) => {
      if (error) fail(drawer, `could not reach the chart process (${error.message})`);
    });
  };

  return {
    draw(series, locale) {
      if (closed) return Promise.resolve(FAILED);
      if (noCanvas) {
        log.warn(NO_CANVAS);
        return Promise.resolve({ png: null, why: "no-canvas" });
      }
      clearTimeout(idle);
      const drawer = (current ??= start());
      keepAlive(drawer, true);
      const id = nextId++;
      const request = { id, series, locale };
      return new Promise<ChartOutcome>((resolve) => {
        const timer = setTimeout(() => fail(drawer, `no chart within ${timeoutMs} ms`), timeoutMs).unref();
        waiting.set(id, { drawer, timer, resolve });
        if (drawer.ready) send(drawer, request);
        else drawer.queue.push(request);
      });
    },
    async close() {
      closed = true;
      clearTimeout(idle);
      const drawer = current;
      current = null;
      if (!drawer) return;
      for (const [id, w] of waiting) if (w.drawer === drawer) settle(id, FAILED);
      await killDrawer(drawer);
    },
    running: () => current?.child ?? null,
  };
}
