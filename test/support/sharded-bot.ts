import { spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { botProcessEnv } from "../fake-discord/server.js";
import { type LogLine, lineLog } from "./log-lines.js";
import { childrenOf, commandLineHas, environOf, processTree, signalIfAlive } from "./proc.js";

export type { LogLine } from "./log-lines.js";

/** How to start a sharded bot. */
export interface ShardedBotOptions {
  /** Where the bot's REST requests go: a fake Discord, or a relay in front of one. */
  readonly discord: { readonly apiUrl: string };
  readonly panelUrl: string;
  /** `SHARDS`: how many shard processes. */
  readonly shards: number;
  /** More variables (DATABASE_URL, ANNOUNCE_…), over the defaults (JSON logs at info, the fake's token). */
  readonly env?: NodeJS.ProcessEnv;
  /** Also copy the bot's lines to this process's standard error (default: only shown when a wait fails). */
  readonly echo?: boolean;
  /** Start `npm start` in a process group of its own, for {@link ShardedBot.stopGroup} (default: not). */
  readonly detached?: boolean;
}

/** How a process ended. */
export interface Exit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

/** A bot started with `npm start` and `SHARDS=N`: the sharding manager and one process per shard under it. */
export interface ShardedBot {
  /** Every line written so far, oldest first. */
  readonly lines: readonly LogLine[];
  /** Resolves when `npm start` has ended. */
  readonly exited: Promise<Exit>;
  /**
   * Resolves with the first line, past or future, that matches. Rejects after `timeoutMs`, or when the bot ends
   * first, saying what was awaited and showing the bot's last lines.
   */
  waitForLine(what: string, predicate: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  /** Resolves when the manager says every shard of this machine is ready. */
  ready(timeoutMs?: number): Promise<void>;
  /** The sharding manager's process (node under npm). */
  managerPid(): number;
  /** Each shard's process now, by shard id (from /proc: the manager's children, by their `SHARDS`). */
  shardPids(): Map<number, number>;
  /** Sends a shard's process a signal (SIGKILL: `kill -9`); returns the pid it went to. */
  kill(shardId: number, signal?: NodeJS.Signals): number;
  /**
   * Pauses the manager (SIGSTOP) until {@link resumeManager}: a shard killed meanwhile is not started again yet, as
   * when a machine is gone, so what the other processes do alone can be measured.
   */
  pauseManager(): void;
  /** Lets the manager go on (SIGCONT): it starts again the shards that died meanwhile. */
  resumeManager(): void;
  /** SIGTERM to the manager, and waits for `npm start` to end. */
  stop(timeoutMs?: number): Promise<Exit>;
  /**
   * SIGTERM `times` times to the whole process group (npm, the manager, every shard process), as systemd's
   * `KillMode=control-group` stops a service, and waits for `npm start` to end. Needs `detached`.
   */
  stopGroup(times?: number, timeoutMs?: number): Promise<Exit>;
  /** The last lines, as text, for a failure message. */
  tail(count?: number): string;
}

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const READY = /^all \d+ shard\(s\) of this machine are ready/;

/** Starts `npm start` (its build included) with `SHARDS` set; returns once it is spawned, not yet ready. */
export function startShardedBot(options: ShardedBotOptions): ShardedBot {
  const child = spawn("npm", ["start", "--silent"], {
    cwd: ROOT,
    env: botProcessEnv(options.discord, options.panelUrl, {
      LOG_FORMAT: "json",
      LOG_LEVEL: "info",
      SHARDS: String(options.shards),
      ...options.env,
    }),
    stdio: ["ignore", "pipe", "pipe"],
    detached: options.detached ?? false,
  });
  const log = lineLog(options.echo);
  log.read(child.stdout);
  log.read(child.stderr);
  let exit: Exit | null = null;
  // "close", not "exit": every line it wrote has been read by then.
  const exited = once(child, "close").then(([code, signal]) => {
    exit = { code: code as number | null, signal: signal as NodeJS.Signals | null };
    log.end(`the bot ended (${exit.signal ?? `exit code ${String(exit.code)}`})`);
    return exit;
  });

  const isBot = (pid: number) => commandLineHas(pid, "dist/src/index.js");
  const managerPid = () => {
    const pid = child.pid ?? -1;
    return isBot(pid) ? pid : (childrenOf(pid).find(isBot) ?? -1);
  };
  const shardPids = () => {
    const pids = new Map<number, number>();
    for (const pid of childrenOf(managerPid())) {
      const env = environOf(pid);
      if (env.get("SHARDING_MANAGER") === "true") pids.set(Number(env.get("SHARDS")), pid);
    }
    return pids;
  };

  return {
    lines: log.lines,
    exited,
    waitForLine: log.waitFor,
    async ready(timeoutMs = 60_000) {
      await log.waitFor("every shard is ready", (l) => l.shard === undefined && READY.test(l.msg), timeoutMs);
    },
    managerPid,
    shardPids,
    kill(shardId, signal = "SIGKILL") {
      const pid = shardPids().get(shardId);
      if (pid === undefined) throw new Error(`shard ${shardId} has no process now`);
      process.kill(pid, signal);
      return pid;
    },
    pauseManager() {
      process.kill(managerPid(), "SIGSTOP");
    },
    resumeManager() {
      process.kill(managerPid(), "SIGCONT");
    },
    async stop(timeoutMs = 20_000) {
      if (exit) return exit;
      const manager = managerPid();
      // A paused manager would keep the SIGTERM pending.
      if (manager > 0) signalIfAlive(manager, "SIGCONT");
      signalIfAlive(manager > 0 ? manager : (child.pid ?? -1), "SIGTERM");
      return ended(timeoutMs);
    },
    async stopGroup(times = 1, timeoutMs = 20_000) {
      if (exit) return exit;
      if (!options.detached) throw new Error("stopGroup needs a bot started with detached: true");
      const group = child.pid;
      if (group) for (let i = 0; i < times; i++) signalIfAlive(-group, "SIGTERM");
      return ended(timeoutMs);
    },
    tail: log.tail,
  };

  /** Waits for `npm start` to end; past `timeoutMs`, kills what is left of it and throws. */
  async function ended(timeoutMs: number): Promise<Exit> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs)));
    const done = await Promise.race([exited, late]);
    clearTimeout(timer);
    if (done) return done;
    // It did not stop: nothing of it may outlive the test.
    for (const pid of processTree(child.pid ?? -1).reverse()) signalIfAlive(pid, "SIGKILL");
    throw new Error(
      `the bot did not stop within ${timeoutMs} ms of SIGTERM; killed. Last lines:\n${log.tail()}`,
    );
  }
}
