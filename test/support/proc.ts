import { readdirSync, readFileSync } from "node:fs";

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

/** A process and every process below it, parents first. */
export function processTree(pid: number): number[] {
  return [pid, ...childrenOf(pid).flatMap(processTree)];
}

/** A process's environment, from /proc (empty when it is gone). */
export function environOf(pid: number): Map<string, string> {
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

/** Whether a process's command line contains `text` (false when it is gone). */
export function commandLineHas(pid: number, text: string): boolean {
  try {
    return readFileSync(`/proc/${String(pid)}/cmdline`, "utf8").includes(text);
  } catch {
    return false;
  }
}

/** Whether a process exists (signal 0 reaches it). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Sends a signal unless the process is gone already. */
export function signalIfAlive(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // Already gone.
  }
}
