import { type AnnouncerSchedule, phaseOf } from "./schedule.js";
import { type StationAnnouncers, together } from "./station-announcers.js";
import { fleetSizer } from "./expected-fleet.js";
import type { LeaseOptions } from "./lease-options.js";
import type { ReaderLocks } from "../store/reader-locks.js";
import type { Station } from "../registry/station.js";
import type { StationRegistry } from "../registry/registry.js";

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
  registry: Pick<StationRegistry, "list" | "onOpen"> &
    Partial<Pick<StationRegistry, "onClose" | "known" | "hold" | "letGo">>,
  scheduleFor: (station: Station) => AnnouncerSchedule,
  options: LeaseOptions,
): LeasedAnnouncers {
  const { log } = options;
  const sharing = fleetSizer(options.expected ?? null, options.timers.now ?? Date.now);
  const schedules = new Map<string, AnnouncerSchedule>();
  let locks: ReaderLocks | null = null;
  let stopped = false;
  let timer: unknown = null;
  let round: Promise<void> = Promise.resolve();
  let first = true;
  const quickMs = Math.min(options.quickMs ?? QUICK_MS, options.everyMs);
  // The process count seen at the last look, and how many quick rounds are left before the pace slows again.
  let seenSessions = 0;
  let settling = 0;
  // While this process opens a station it took, the registry's "opened" is its own doing, not a new station.
  let taking = false;

  // Its schedule stops, then the station closes unless this process's servers (or the status line) use it.
  const letGo = async (key: string) => {
    const schedule = schedules.get(key);
    schedules.delete(key);
    await schedule?.stop();
    registry.letGo?.(key, READER);
    await options.followers?.letGo([key]);
    options.onChange?.(key, false);
  };
  /** The stations taken whose followers are in the copy; the others are given back at once. */
  const ready = async (session: ReaderLocks, keys: readonly string[]): Promise<readonly string[]> => {
    try {
      if (keys.length > 0) await options.followers?.hold(keys);
      return keys;
    } catch (error) {
      log.warn("could not read which servers follow the stations taken; leaving them to the next round", {
        error,
      });
      for (const key of keys) await session.release(key);
      return [];
    }
  };
  const stopAll = async () => {
    await Promise.all([...schedules.keys()].map(letGo));
  };
  const open = async (): Promise<ReaderLocks | null> => {
    if (locks) return locks;
    try {
      const opened = await options.openLocks();
      locks = opened;
      void opened.lost.then((reason) => {
        if (locks !== opened || stopped) return;
        // Another process may be reading these stations already: the next round stops them first of all.
        locks = null;
        log.warn("lost the database session that holds this process's stations; stopping their readers", {
          error: reason,
        });
        void rebalance();
      });
      return opened;
    } catch (error) {
      log.warn("could not open the database session for station locks; retrying", { error });
      return null;
    }
  };
  const pending = new Set<unknown>();
  const soon = (key: string, schedule: AnnouncerSchedule) => {
    const handle = options.timers.setTimeout(
      () => {
        pending.delete(handle);
        if (schedules.get(key) !== schedule) return;
        void schedule.runNow().catch((error: unknown) => log.error("announcer run failed", { error }));
      },
      phaseOf(key) * options.everyMs,
    );
    pending.add(handle);
  };
  /** A round; `full` false: a quick look that goes on only when the fleet moved or is still settling. */
  const once = async (full: boolean) => {
    // Readers run only under a live session: these belonged to one that was lost.
    if (locks === null && schedules.size > 0) await stopAll();
    const session = await open();
    if (!session || stopped) return;
    const sessions = await session.sessions();
    const joinedOrLeft = sessions !== seenSessions;
    seenSessions = sessions;
    if (!full && !joinedOrLeft && settling === 0) return;
    // Every station the fleet reads: the operator's (known, most of them closed here) and those open here.
    const keys = [...new Set([...(registry.known?.() ?? []), ...registry.list().map((s) => s.key)])];
    // A fair share of the fleet: the stations over the live lock sessions (a starting fleet: all it will have).
    const share = Math.ceil(keys.length / sharing(sessions));
    // Joining a running fleet, what this process takes was read elsewhere until now: it is read within the round too.
    const takeover = !first || sessions > 1;
    first = false;
    // In the order of their phase (a hash of the key), not the panel's: what each process takes and gives back is
    // a spread of the stations, so a burst on stations 1 to 600 is posted by every process, each within its part
    // of Discord's global rate limit, rather than by the one that started first.
    const free = keys.filter((key) => !schedules.has(key)).sort(byPhase);
    const wanted = Math.max(0, share - schedules.size);
    // One round trip for the whole round, however many stations the fleet has.
    const taken = await ready(
      session,
      wanted > 0 && free.length > 0 ? await session.tryAcquireMany(free, wanted) : [],
    );
    let moved = taken.length;
    for (const key of taken) {
      if (schedules.has(key)) continue;
      const station = stopped || locks !== session ? undefined : stationOf(key);
      if (!station) {
        await options.followers?.letGo([key]);
        if (!stopped && locks === session) await session.release(key);
        continue;
      }
      const schedule = scheduleFor(station);
      schedules.set(key, schedule);
      options.onChange?.(key, true);
      log.info(`reading station ${key} in this process`);
      // Taken over from another process (dead, or giving it back): read within one round, not at the next tick,
      // each at its phase of the round, as hundreds taken together would flood their panels in one burst. At the
      // start of a process alone, the schedule's own ticks suffice.
      if (takeover) soon(key, schedule);
    }
    // More than a share and one: give the extra back (the last in phase order), for a process with fewer to take.
    for (const key of [...schedules.keys()].sort((a, b) => phaseOf(b) - phaseOf(a))) {
      if (stopped || locks !== session || schedules.size <= share + 1) break;
      await letGo(key);
      await session.release(key);
      moved++;
      log.info(`station ${key}: left to another process (this one reads more than its share)`);
    }
    // Stations moved or processes came and went: the others are moving too, so look again soon.
    settling = moved > 0 || joinedOrLeft ? SETTLE_ROUNDS : Math.max(0, settling - 1);
  };
  const stationOf = (key: string): Station | undefined => {
    taking = true;
    try {
      return registry.hold?.(key, READER) ?? registry.list().find((station) => station.key === key);
    } finally {
      taking = false;
    }
  };
  const turn = (full: boolean): Promise<void> => {
    round = round
      .then(() => once(full))
      .catch((error: unknown) => log.error("station locks: round failed", { error }));
    return round;
  };
  const rebalance = () => turn(true);
  let sinceFull = 0;
  const loop = () => {
    if (stopped) return;
    sinceFull += quickMs;
    const full = sinceFull >= options.everyMs;
    if (full) sinceFull = 0;
    void turn(full).then(() => {
      if (!stopped) timer = options.timers.setTimeout(loop, quickMs);
    });
  };
  registry.onOpen(() => {
    if (!taking) void rebalance();
  });
  // A station closed (nobody follows it) stops being read at once; its lock goes back in the rounds' turn.
  registry.onClose?.((station) => {
    if (!schedules.has(station.key)) return;
    const stopping = letGo(station.key);
    log.info(`station ${station.key}: closed (no server follows it), no longer read`);
    round = round
      .then(async () => {
        await stopping;
        await locks?.release(station.key);
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
      stopped = true;
      if (timer !== null) options.timers.clearTimeout(timer);
      for (const handle of pending) options.timers.clearTimeout(handle);
      pending.clear();
      await round;
      await Promise.all([...schedules.values()].map((schedule) => schedule.stop()));
      schedules.clear();
      await locks?.close();
      locks = null;
    },
  };
}

function byPhase(a: string, b: string): number {
  return phaseOf(a) - phaseOf(b);
}

/** The registry's holder name for "this process reads the station". */
const READER = "reader";
/** Quick looks at the count of processes, between full rounds. */
const QUICK_MS = 1_000;
/** Quick rounds after the last move before the pace slows to `everyMs`: long enough for the others to answer. */
const SETTLE_ROUNDS = 5;
