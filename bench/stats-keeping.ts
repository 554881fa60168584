import { KEEPER_CHECK_MS } from "../src/features/stats-keeping.js";
import type { Observation } from "../src/station/changes.js";
import { initialKeeperState, type KeeperState, keeperStep } from "../src/stats/keeper-step.js";
import { HOUR_MS } from "../src/stats/time-zone.js";
import type { StatsStore } from "../src/store/stats-store.js";
import { BENCH_ZONE, stationKeyOf } from "./stats-world.js";

/** How often the announcer reads each station's listeners (its fastest pace). */
const READ_EVERY_MS = 5_000;
const TRACK_MS = 210_000;

/** What keeping the figures cost over a simulated hour, in CPU milliseconds of this process. */
export interface KeepingCost {
  readonly stations: number;
  /** `keeperStep` for every read and every check. */
  readonly stepsMs: number;
  /** The store's writes of the batches the steps decided. */
  readonly writesMs: number;
  readonly batches: number;
  /** The hour simulated (wall time it took is not the figure: CPU is). */
  readonly simulatedMs: number;
}

/**
 * Station `n`'s read at `at`: an audience that moves, a new track about every 3.5 minutes (every tenth a jingle),
 * and on every fourth station a DJ live all hour. Deterministic.
 */
export function observationAt(n: number, at: number): Observation {
  const id = Math.floor((at + n * 13_000) / TRACK_MS);
  return {
    dj: n % 4 === 0 ? { id: 1, name: "DJ Nova", live: true, image: null } : null,
    track: {
      id,
      startedAt: id * TRACK_MS - n * 13_000,
      artist: `Artist ${String(id % 97)}`,
      title: `Title ${String(id % 389)}`,
      album: null,
      cover: null,
      djName: null,
      isJingle: id % 10 === 0,
      lengthMs: TRACK_MS,
      fromLibrary: true,
    },
    stationOnAir: true,
    listenUrl: null,
    listeners: 20 + ((n * 7 + Math.floor(at / READ_EVERY_MS)) % 50),
  };
}

/** CPU time (user and system) this process used since `start`, in ms. */
const cpuSince = (start: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

/**
 * The cost of keeping `stations` stations' figures for an hour from `start` on a fake clock: a read of each every
 * 5 s through `keeperStep`, and each minute the keeper's check (a tick of each station's step), whose batches (one
 * every 5 minutes per station) are written through the store, as the feature does. Only the CPU of the steps and of
 * the writes is counted, not making the reads.
 */
export async function keepingCost(stats: StatsStore, stations: number, start: number): Promise<KeepingCost> {
  const states: KeeperState[] = Array.from({ length: stations }, (_, n) =>
    initialKeeperState(stationKeyOf(n), start),
  );
  let stepsMs = 0;
  let writesMs = 0;
  let batches = 0;
  for (let at = start + READ_EVERY_MS; at <= start + HOUR_MS; at += READ_EVERY_MS) {
    const reads = states.map((_, n) => observationAt(n, at));
    const stepping = process.cpuUsage();
    for (let n = 0; n < stations; n++) {
      const state = states[n];
      if (state) states[n] = keeperStep(state, { kind: "observed", at, observation: reads[n] ?? null }).state;
    }
    stepsMs += cpuSince(stepping);
    if ((at - start) % KEEPER_CHECK_MS !== 0) continue;
    const checking = process.cpuUsage();
    let checkWritesMs = 0;
    for (let n = 0; n < stations; n++) {
      const state = states[n];
      if (!state) continue;
      const { state: next, batch } = keeperStep(state, { kind: "tick", at });
      states[n] = next;
      if (!batch) continue;
      const writing = process.cpuUsage();
      await stats.record(next.station, batch, { zone: BENCH_ZONE });
      checkWritesMs += cpuSince(writing);
      batches++;
    }
    stepsMs += cpuSince(checking) - checkWritesMs;
    writesMs += checkWritesMs;
  }
  return { stations, stepsMs, writesMs, batches, simulatedMs: HOUR_MS };
}
