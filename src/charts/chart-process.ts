import { type ChildProcess, fork } from "node:child_process";
import { createRequire } from "node:module";
import { extname } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Logger } from "../log.js";
import type { ChartReply, ChartRequest } from "./chart-protocol.js";
import type { ChartOutcome, ListenerCharts } from "./listener-charts.js";
import type { StatsCharts } from "./stats-charts.js";

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

/** Listener and `/stats` charts drawn in a child process; `running()` is the process drawing now, if any. */
export interface ChartProcess extends ListenerCharts, StatsCharts {
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

/** Whether `drawer`, having settled a chart, may start to idle: charts go to it and it owes none. Pure. */
export function mayIdle<D>(
  current: D | null,
  waiting: ReadonlyMap<number, { readonly drawer: D }>,
  drawer: D,
): boolean {
  return current === drawer && owedBy(waiting, drawer).length === 0;
}

/** The charts `drawer` still owes, by id, oldest first. Pure. */
export function owedBy<D>(waiting: ReadonlyMap<number, { readonly drawer: D }>, drawer: D): number[] {
  return [...waiting].filter(([, w]) => w.drawer === drawer).map(([id]) => id);
}

/** What a chart process holds between calls: the charts asked for, the process drawing them, and why it may not. */
interface ChartState {
  readonly log: Logger;
  readonly idleMs: number;
  readonly waiting: Map<number, Waiting>;
  current: Drawer | null;
  idle: NodeJS.Timeout | undefined;
  nextId: number;
  noCanvas: boolean;
  closed: boolean;
}

/** Answers the chart `id` (once); a drawer left with nothing to draw is ended after `idleMs`. */
function settle(state: ChartState, id: number, outcome: ChartOutcome): void {
  const entry = state.waiting.get(id);
  if (!entry) return;
  state.waiting.delete(id);
  clearTimeout(entry.timer);
  entry.resolve(outcome);
  if (!mayIdle(state.current, state.waiting, entry.drawer)) return;
  keepAlive(entry.drawer, false);
  const drawer = entry.drawer;
  clearTimeout(state.idle);
  state.idle = setTimeout(() => {
    if (state.current !== drawer) return;
    state.current = null;
    if (drawer.child.connected) drawer.child.disconnect();
  }, state.idleMs).unref();
}

/** Fails what `drawer` was drawing; it is killed, and the next chart starts a new process. */
function fail(state: ChartState, drawer: Drawer, why: string): void {
  if (state.current === drawer) state.current = null;
  const lost = owedBy(state.waiting, drawer);
  if (lost.length > 0) state.log.error(`listener chart failed: ${why}; the next chart starts a new process`);
  for (const id of lost) settle(state, id, FAILED);
  drawer.child.kill("SIGKILL");
}

/**
 * Draws listener charts in a child process that ends when idle. The drawing engine keeps tens of MiB from its
 * first chart on, which a process that ends gives back to the system (a worker thread's would stay). The process
 * is started on demand, never keeps the bot alive while idle, and is replaced after a crash or a hang.
 */
export function createChartProcess(options: ChartProcessOptions): ChartProcess {
  const { log, idleMs = 15_000, timeoutMs = 10_000 } = options;
  const state: ChartState = {
    log,
    idleMs,
    waiting: new Map(),
    current: null,
    idle: undefined,
    nextId: 1,
    noCanvas: false,
    closed: false,
  };
  const failed = (drawer: Drawer, why: string) => fail(state, drawer, why);

  const start = (): Drawer =>
    forkDrawer(options.execArgv ?? [], failed, (drawer, reply) => {
      if ("ready" in reply) {
        drawer.ready = true;
        for (const request of drawer.queue.splice(0)) send(drawer, request);
        return;
      }
      if ("refused" in reply) {
        log.error(`chart refused: ${reply.refused}`);
        return settle(state, reply.id, FAILED);
      }
      if (reply.png) return settle(state, reply.id, { png: Buffer.from(reply.png) });
      log.warn(NO_CANVAS);
      state.noCanvas = true;
      settle(state, reply.id, { png: null, why: "no-canvas" });
    });

  const send = (drawer: Drawer, request: ChartRequest) => {
    drawer.child.send(request, (error) => {
      if (error) failed(drawer, `could not reach the chart process (${error.message})`);
    });
  };

  /** Sends the chart process one chart to draw: the request `requestOf` makes with the chart's id. */
  const ask = (requestOf: (id: number) => ChartRequest): Promise<ChartOutcome> => {
    if (state.closed) return Promise.resolve(FAILED);
    if (state.noCanvas) {
      log.warn(NO_CANVAS);
      return Promise.resolve({ png: null, why: "no-canvas" });
    }
    clearTimeout(state.idle);
    const drawer = (state.current ??= start());
    keepAlive(drawer, true);
    const id = state.nextId++;
    const request = requestOf(id);
    return new Promise<ChartOutcome>((resolve) => {
      const timer = setTimeout(() => failed(drawer, `no chart within ${timeoutMs} ms`), timeoutMs).unref();
      state.waiting.set(id, { drawer, timer, resolve });
      if (drawer.ready) send(drawer, request);
      else drawer.queue.push(request);
    });
  };

  return {
    draw: (series, locale) => ask((id) => ({ id, series, locale })),
    drawStats: (chart, locale) => ask((id) => ({ id, kind: "stats", chart, locale })),
    async close() {
      state.closed = true;
      clearTimeout(state.idle);
      const drawer = state.current;
      state.current = null;
      if (!drawer) return;
      for (const id of owedBy(state.waiting, drawer)) settle(state, id, FAILED);
      await killDrawer(drawer);
    },
    running: () => state.current?.child ?? null,
  };
}
