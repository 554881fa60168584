import { readFileSync } from "node:fs";
import { processTree } from "../test/support/proc.js";

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, in ms; 0 when it is gone. */
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${String(pid)}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1_000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The processes of the tree whose command line contains `name` (e.g. ffmpeg). */
export function countInTree(pid: number, name: string): number {
  return processTree(pid).filter((p) => {
    try {
      return readFileSync(`/proc/${String(p)}/cmdline`, "utf8").includes(name);
    } catch {
      return false;
    }
  }).length;
}

/**
 * CPU used by a process tree over `ms` of wall time, in percent of one core. Processes that start or end in the
 * window count for the part they were seen in.
 */
export async function treeCpuPercent(pid: number, ms: number): Promise<number> {
  const before = new Map(processTree(pid).map((p) => [p, cpuMs(p)]));
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const elapsed = performance.now() - started;
  let used = 0;
  for (const p of processTree(pid)) used += cpuMs(p) - (before.get(p) ?? 0);
  return (used / elapsed) * 100;
}

/** Resident memory of one process, in MiB. */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${String(pid)}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}
