import type { AnnouncerSchedule } from "./schedule.js";
import { type StationAnnouncers, together } from "./station-announcers.js";
import { fleetSizer } from "./expected-fleet.js";
import type { LeaseOptions } from "./lease-options.js";
import { FIRST_LEASE } from "./lease-step.js";
import {
  type Lease,
  type LeaseRegistry,
  type LeaseState,
  leaseRound,
  letGo,
  lockSession,
  soonRuns,
} from "./lease-round.js";
import type { Station } from "../registry/station.js";

/** Every station this process reads, as one schedule, and which they are. */
export interface LeasedAnnouncers extends StationAnnouncers {
  /** The stations this process reads now. */
  reading(): string[];
  /** Runs one round of taking and giving back stations now (and resolves when it is done). */
  rebalance(): Promise<void>;
}

/**
 * Gives a station an announcer schedule only while this process holds its reader lock: each station is read by one
 * process of the fleet, and each process reads at most its fair share (the stations over the live lock sessions,
 * rounded up). Every `everyMs` the stations nobody holds are tried, so when a process dies (PostgreSQL
 * frees its locks with its connection) the others take its stations within that time and read them at once. A
 * process holding more than its share gives the extra back (schedule stopped first, then the lock), so stations
 * spread over the fleet as processes join. When the lock session is lost, every schedule stops at once: another
 * process may already be reading those stations.
 */
export function createLeasedAnnouncers(
  registry: LeaseRegistry,
  scheduleFor: (station: Station) => AnnouncerSchedule,
  options: LeaseOptions,
): LeasedAnnouncers {
  const { log } = options;
  const schedules = new Map<string, AnnouncerSchedule>();
  const state: LeaseState = { record: FIRST_LEASE, stopped: false, taking: false };
  const lease: Lease = {
    registry,
    scheduleFor,
    options,
    schedules,
    state,
    sharing: fleetSizer(options.expected ?? null, options.timers.now ?? Date.now),
    session: lockSession(options.openLocks, log, {
      stopped: () => state.stopped,
      // Another process may be reading these stations already: the next round stops them first of all.
      lost: () => void rebalance(),
    }),
    soon: soonRuns(options, (key, schedule) => schedules.get(key) === schedule),
  };
  let timer: unknown = null;
  let round: Promise<void> = Promise.resolve();
  const quickMs = Math.min(options.quickMs ?? QUICK_MS, options.everyMs);
  const turn = (full: boolean): Promise<void> => {
    round = round
      .then(() => leaseRound(lease, full))
      .catch((error: unknown) => log.error("station locks: round failed", { error }));
    return round;
  };
  const rebalance = () => turn(true);
  let sinceFull = 0;
  const loop = () => {
    if (state.stopped) return;
    sinceFull += quickMs;
    const full = sinceFull >= options.everyMs;
    if (full) sinceFull = 0;
    void turn(full).then(() => {
      if (!state.stopped) timer = options.timers.setTimeout(loop, quickMs);
    });
  };
  registry.onOpen(() => {
    if (!state.taking) void rebalance();
  });
  // A station closed (nobody follows it) stops being read at once; its lock goes back in the rounds' turn.
  registry.onClose?.((station) => {
    if (!schedules.has(station.key)) return;
    const stopping = letGo(lease, station.key);
    log.info(`station ${station.key}: closed (no server follows it), no longer read`);
    round = round
      .then(async () => {
        await stopping;
        await lease.session.current()?.release(station.key);
      })
      .catch((error: unknown) => log.error("station locks: closing a station failed", { error }));
  });
  loop();

  return {
    of: (key) => schedules.get(key),
    reading: () => [...schedules.keys()],
    rebalance,
    ...together(schedules),
    async stop() {
      state.stopped = true;
      if (timer !== null) options.timers.clearTimeout(timer);
      lease.soon.clear();
      await round;
      await Promise.all([...schedules.values()].map((schedule) => schedule.stop()));
      schedules.clear();
      await lease.session.close();
    },
  };
}

/** Quick looks at the count of processes, between full rounds. */
const QUICK_MS = 1_000;
