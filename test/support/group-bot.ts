import { spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { type LogLine, lineLog } from "./log-lines.js";

/** How a process group's leader ended. */
export interface GroupExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

/** A bot started in a process group of its own, as a service manager starts it (and stops it: the whole group). */
export interface GroupBot {
  /** The group's leader (npm, or node when started directly): the group's id. */
  readonly pid: number;
  readonly lines: readonly LogLine[];
  /** Resolves once the leader has ended and every line it wrote was read. */
  readonly exited: Promise<GroupExit>;
  waitForLine(what: string, predicate: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  /**
   * Sends SIGTERM `times` times to the whole group, as systemd's `KillMode=control-group` and a process-group kill
   * do (npm forwards its own to node besides), and waits for the leader to end.
   */
  stopGroup(times?: number): Promise<GroupExit>;
  /** SIGKILL to the group unless it has ended (a test's clean-up). */
  kill(): void;
  tail(count?: number): string;
}

/** The repository, where `npm start` and `dist/` are. */
export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * Spawns `command` (default `npm start --silent`) detached, so that it leads a process group of its own; its lines
 * (JSON logs: set `LOG_FORMAT=json` in `env`) are kept.
 */
export function startGroupBot(
  env: NodeJS.ProcessEnv,
  command: readonly string[] = ["npm", "start", "--silent"],
  cwd = ROOT,
): GroupBot {
  const [file = "npm", ...args] = command;
  const child = spawn(file, args, { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const pid = child.pid ?? -1;
  const log = lineLog(false);
  log.read(child.stdout);
  log.read(child.stderr);
  let ended: GroupExit | null = null;
  const exited = once(child, "close").then(([code, signal]) => {
    ended = { code: code as number | null, signal: signal as NodeJS.Signals | null };
    log.end(`the bot ended (${ended.signal ?? `exit code ${String(ended.code)}`})`);
    return ended;
  });
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // The group is gone.
    }
  };
  return {
    pid,
    lines: log.lines,
    exited,
    waitForLine: log.waitFor,
    async stopGroup(times = 1) {
      for (let i = 0; i < times; i++) signalGroup("SIGTERM");
      return exited;
    },
    kill() {
      signalGroup("SIGKILL");
    },
    tail: log.tail,
  };
}
