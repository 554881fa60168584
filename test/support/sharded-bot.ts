import { spawn } from "node:child_process";
import { EventEmitter, once } from "node:events";
import { readdirSync, readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { botProcessEnv } from "../fake-discord/server.js";

/** One line a bot process wrote (`LOG_FORMAT=json`); a shard process's lines carry its `shard` (`"0"`, `"1"`…). */
export interface LogLine {
  readonly level: string;
  readonly msg: string;
  readonly shard?: string;
  /** When the bot wrote it (its `time`), in ms; a line that is not JSON: when it was read. */
  readonly at: number;
  readonly [field: string]: unknown;
}

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
  /** SIGTERM to the manager, as a service manager stops it, and waits for `npm start` to end. */
  stop(timeoutMs?: number): Promise<Exit>;
  /** The last lines, as text, for a failure message. */
  tail(count?: number): string;
}

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const READY = /^all \d+ shard\(s\) of this machine are ready/;

/** Starts `npm start` (its build included) with `SHARDS` set; resolves once it is spawned, not yet ready. */
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
  });
  const lines: LogLine[] = [];
  const events = new EventEmitter();
  const read = (stream: NodeJS.ReadableStream | null) => {
    if (!stream) return;
    createInterface({ input: stream }).on("line", (text) => {
      const line = parseLine(text);
      lines.push(line);
      if (options.echo) process.stderr.write(`${text}\n`);
      events.emit("line", line);
    });
  };
  read(child.stdout);
  read(child.stderr);
  const exited = once(child, "exit").then(([code, signal]) => {
    const exit = { code: code as number | null, signal: signal as NodeJS.Signals | null };
    events.emit("exit", exit);
    return exit;
  });
  let exit: Exit | null = null;
  void exited.then((e) => (exit = e));

  const tail = (count = 40) =>
    lines
      .slice(-count)
      .map((l) => `${l.shard === undefined ? "manager" : `shard ${l.shard}`} ${l.level}: ${l.msg}`)
      .join("\n");

  const waitForLine = (what: string, predicate: (line: LogLine) => boolean, timeoutMs = 30_000) => {
    const seen = lines.find(predicate);
    if (seen) return Promise.resolve(seen);
    return new Promise<LogLine>((resolve, reject) => {
      const fail = (why: string) => {
        done();
        reject(new Error(`${why} before ${what}; the bot's last lines:\n${tail()}`));
      };
      const onLine = (line: LogLine) => {
        if (!predicate(line)) return;
        done();
        resolve(line);
      };
      const onExit = (e: Exit) => fail(`the bot ended (${e.signal ?? `exit code ${String(e.code)}`})`);
      const timer = setTimeout(() => fail(`${timeoutMs} ms passed`), timeoutMs);
      const done = () => {
        clearTimeout(timer);
        events.off("line", onLine);
        events.off("exit", onExit);
      };
      events.on("line", onLine);
      if (exit) onExit(exit);
      else events.on("exit", onExit);
    });
  };

  const managerPid = () => {
    const pid = child.pid ?? -1;
    return isBot(pid) ? pid : (childrenOf(pid).find(isBot) ?? -1);
  };
  const shardPids = () => {
    const pids = new Map<number, number>();
    for (const pid of childrenOf(managerPid())) {
      const env = environOf(pid);
      if (env.get("SHARDING_MANAGER") !== "true") continue;
      pids.set(Number(env.get("SHARDS")), pid);
    }
    return pids;
  };

  return {
    lines,
    exited,
    waitForLine,
    async ready(timeoutMs = 60_000) {
      await waitForLine("every shard is ready", (l) => l.shard === undefined && READY.test(l.msg), timeoutMs);
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
      if (manager > 0) signal(manager, "SIGCONT");
      process.kill(manager > 0 ? manager : (child.pid ?? 0), "SIGTERM");
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs)));
      const ended = await Promise.race([exited, late]);
      clearTimeout(timer);
      if (ended) return ended;
      // It did not stop: nothing of it may outlive the test.
      for (const pid of processTree(child.pid ?? -1).reverse()) signal(pid, "SIGKILL");
      throw new Error(
        `the bot did not stop within ${timeoutMs} ms of SIGTERM; killed. Last lines:\n${tail()}`,
      );
    },
    tail,
  };
}

/** A JSON log line, or a line of something else (npm, node) as its text. */
function parseLine(text: string): LogLine {
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    if (parsed && typeof parsed === "object" && typeof parsed.msg === "string") {
      const at = Date.parse(String(parsed.time));
      return {
        ...parsed,
        level: String(parsed.level),
        msg: parsed.msg,
        at: Number.isNaN(at) ? Date.now() : at,
      };
    }
  } catch {
    // Not JSON: kept as it is.
  }
  return { level: "text", msg: text, at: Date.now() };
}

function isBot(pid: number): boolean {
  try {
    return readFileSync(`/proc/${String(pid)}/cmdline`, "utf8").includes("dist/src/index.js");
  } catch {
    return false;
  }
}

/** A process's children, from /proc (none when it is gone). */
export function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${String(pid)}/task`).flatMap((task) =>
      readFileSync(`/proc/${String(pid)}/task/${task}/children`, "utf8")
        .split(/\s+/)
        .filter(Boolean)
        .map(Number),
    );
  } catch {
    return [];
  }
}

/** A process and all below it, parents first. */
function processTree(pid: number): number[] {
  return [pid, ...childrenOf(pid).flatMap(processTree)];
}

/** A process's environment, from /proc (empty when it is gone). */
function environOf(pid: number): Map<string, string> {
  try {
    const entries = readFileSync(`/proc/${String(pid)}/environ`, "utf8")
      .split("\0")
      .filter(Boolean);
    return new Map(
      entries.map((entry) => [entry.slice(0, entry.indexOf("=")), entry.slice(entry.indexOf("=") + 1)]),
    );
  } catch {
    return new Map();
  }
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}
