import type { ShardProcess } from "../shard/shard-process.js";
import { spawnDelayMs } from "../shard/shard-plan.js";

/** The processes a sharded bot will have, and how soon after a process starts they all should be up. */
export interface ExpectedFleet {
  readonly processes: number;
  readonly withinMs: number;
}

/** Time for a process to connect and take its stations after its start, beyond its turn to identify. */
const START_MARGIN_MS = 15_000;

/**
 * What a shard process can expect of its fleet: one process per shard (the sharding manager's way), started one
 * identify slot apart (Discord's `max_concurrency` 1, the slowest), so all are up within that many slots of this
 * one's start, and a margin. Null for a bot in one process. Pure.
 */
export function expectedFleet(shard: Pick<ShardProcess, "ids" | "count"> | null): ExpectedFleet | null {
  if (!shard || shard.count <= 1) return null;
  const processes = Math.ceil(shard.count / Math.max(1, shard.ids.length));
  return { processes, withinMs: spawnDelayMs(1, processes) * processes + START_MARGIN_MS };
}

/**
 * How many processes a lock round shares the stations among: the live lock sessions; while a sharded fleet is
 * still starting (fewer live than it will have, `withinMs` of this process's start), at least the processes it will
 * have. A cold fleet's first process then takes its part, not every station (opening them all, and their
 * followers, at once is what runs a process out of memory at tens of thousands of servers), and nothing moves as
 * the others join. Once the whole fleet was seen, or after `withinMs`, the live count alone: a process that dies,
 * or never comes, leaves its part to the others at once. `whole`: the whole fleet was seen live. Pure.
 */
export function sharingProcesses(
  live: number,
  expected: ExpectedFleet | null,
  sinceStartMs: number,
  whole: boolean,
): number {
  if (!expected || whole || live >= expected.processes || sinceStartMs >= expected.withinMs)
    return Math.max(1, live);
  return Math.max(1, live, expected.processes);
}

/** {@link sharingProcesses} over a process's life: remembers whether the whole fleet was seen live. */
export function fleetSizer(expected: ExpectedFleet | null, now: () => number): (live: number) => number {
  const startedAt = now();
  let whole = false;
  return (live) => {
    whole ||= expected !== null && live >= expected.processes;
    return sharingProcesses(live, expected, now() - startedAt, whole);
  };
}
