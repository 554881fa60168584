import type { LeaseOptions } from "./lease-options.js";
import { type AnnouncerSchedule, phaseOf } from "./schedule.js";
import { type LeaseEffect, type LeaseEvent, type LeaseRecord, leaseStep } from "./lease-step.js";
import type { ReaderLocks } from "../store/reader-locks.js";
import type { Station } from "../registry/station.js";
import type { StationRegistry } from "../registry/registry.js";

/** The registry's holder name for "this process reads the station". */
const READER = "reader";

/** What the leased announcers need of the registry. */
export type LeaseRegistry = Pick<StationRegistry, "list" | "onOpen"> &
  Partial<Pick<StationRegistry, "onClose" | "known" | "hold" | "letGo">>;

/** The rounds' state: the record the pure steps decide on (`leaseStep`), and the driver's own flags. */
export interface LeaseState {
  record: LeaseRecord;
  stopped: boolean;
  /** While this process opens a station it took, the registry's "opened" is its own doing, not a new station. */
  taking: boolean;
}

/** Everything a round works with. */
export interface Lease {
  readonly registry: LeaseRegistry;
  readonly scheduleFor: (station: Station) => AnnouncerSchedule;
  readonly options: LeaseOptions;
  readonly schedules: Map<string, AnnouncerSchedule>;
  readonly state: LeaseState;
  readonly sharing: (sessions: number) => number;
  readonly session: ReturnType<typeof lockSession>;
  readonly soon: ReturnType<typeof soonRuns>;
}

/**
 * A round, driving `leaseStep`: it looks (a quick look goes on only when the fleet moved or is still settling),
 * takes its share, gives back any extra, and records what moved. `full` false: a quick look.
 */
export async function leaseRound(lease: Lease, full: boolean): Promise<void> {
  const { schedules, state, session, registry } = lease;
  // Readers run only under a live session: these belonged to one that was lost.
  if (session.current() === null && schedules.size > 0)
    await Promise.all([...schedules.keys()].map((key) => letGo(lease, key)));
  const locks = await session.open();
  if (!locks || state.stopped) return;
  const sessions = await locks.sessions();
  // Every station the fleet reads: the operator's (known, most of them closed here) and those open here.
  const keys = [...new Set([...(registry.known?.() ?? []), ...registry.list().map((s) => s.key)])];
  const processes = lease.sharing(sessions);
  const looked = step(lease, { kind: "looked", full, sessions, processes, keys, reading: schedules });
  const acquire = looked.find((effect) => effect.kind === "acquire");
  if (!acquire) return;
  const { free, wanted, share } = acquire;
  // One round trip for the whole round, however many stations the fleet has.
  const taken = await ready(
    lease,
    locks,
    wanted > 0 && free.length > 0 ? await locks.tryAcquireMany(free, wanted) : [],
  );
  let moved = await take(lease, locks, taken, acquire.takeover);
  for (const effect of step(lease, { kind: "took", share, reading: [...schedules.keys()] }))
    if (effect.kind === "give-back") moved += await giveBack(lease, locks, effect.keys);
  step(lease, { kind: "moved", moved, joinedOrLeft: acquire.joinedOrLeft });
}

/** Steps the record and hands back the effects to perform. */
function step(lease: Lease, event: LeaseEvent): readonly LeaseEffect[] {
  const { record, effects } = leaseStep(lease.state.record, event);
  lease.state.record = record;
  return effects;
}

/** Starts reading the stations taken (each opened here); returns how many were taken. */
async function take(
  lease: Lease,
  locks: ReaderLocks,
  taken: readonly string[],
  takeover: boolean,
): Promise<number> {
  const { schedules, state, session, options } = lease;
  for (const key of taken) {
    if (schedules.has(key)) continue;
    const station = state.stopped || session.current() !== locks ? undefined : stationOf(lease, key);
    if (!station) {
      await options.followers?.letGo([key]);
      if (!state.stopped && session.current() === locks) await locks.release(key);
      continue;
    }
    const schedule = lease.scheduleFor(station);
    schedules.set(key, schedule);
    options.onChange?.(key, true);
    options.log.info(`reading station ${key} in this process`);
    // Taken over from another process (dead, or giving it back): read within one round, not at the next tick,
    // each at its phase of the round, as hundreds taken together would flood their panels in one burst. At the
    // start of a process alone, the schedule's own ticks suffice.
    if (takeover) lease.soon.run(key, schedule);
  }
  return taken.length;
}

/** Gives back the stations the step chose, for a process with fewer to take; stops when the round is over. */
async function giveBack(lease: Lease, locks: ReaderLocks, keys: readonly string[]): Promise<number> {
  const { state, session } = lease;
  let given = 0;
  for (const key of keys) {
    if (state.stopped || session.current() !== locks) break;
    await letGo(lease, key);
    await locks.release(key);
    given++;
    lease.options.log.info(`station ${key}: left to another process (this one reads more than its share)`);
  }
  return given;
}

/** Its schedule stops, then the station closes unless this process's servers (or the status line) use it. */
export async function letGo(lease: Lease, key: string): Promise<void> {
  const schedule = lease.schedules.get(key);
  lease.schedules.delete(key);
  await schedule?.stop();
  lease.registry.letGo?.(key, READER);
  await lease.options.followers?.letGo([key]);
  lease.options.onChange?.(key, false);
}

/** The stations taken whose followers are in the copy; the others are given back at once. */
async function ready(lease: Lease, locks: ReaderLocks, keys: readonly string[]): Promise<readonly string[]> {
  try {
    if (keys.length > 0) await lease.options.followers?.hold(keys);
    return keys;
  } catch (error) {
    lease.options.log.warn(
      "could not read which servers follow the stations taken; leaving them to the next round",
      {
        error,
      },
    );
    for (const key of keys) await locks.release(key);
    return [];
  }
}

/** The station taken, opened here (held for this process's reading), or the open one. */
function stationOf(lease: Lease, key: string): Station | undefined {
  lease.state.taking = true;
  try {
    return lease.registry.hold?.(key, READER) ?? lease.registry.list().find((station) => station.key === key);
  } finally {
    lease.state.taking = false;
  }
}

/**
 * The session that holds this process's reader locks, opened on demand. When it is lost, it is forgotten (the next
 * round stops every reader first) and `lost` is told.
 */
export function lockSession(
  openLocks: LeaseOptions["openLocks"],
  log: LeaseOptions["log"],
  on: { readonly stopped: () => boolean; readonly lost: () => void },
) {
  let locks: ReaderLocks | null = null;
  return {
    current: () => locks,
    async open(): Promise<ReaderLocks | null> {
      if (locks) return locks;
      try {
        const opened = await openLocks();
        locks = opened;
        void opened.lost.then((reason) => {
          if (locks !== opened || on.stopped()) return;
          locks = null;
          log.warn("lost the database session that holds this process's stations; stopping their readers", {
            error: reason,
          });
          on.lost();
        });
        return opened;
      } catch (error) {
        log.warn("could not open the database session for station locks; retrying", { error });
        return null;
      }
    },
    async close(): Promise<void> {
      const last = locks;
      locks = null;
      await last?.close();
    },
  };
}

/** Stations taken over, each read within the round at its phase (`run`), unless no longer read here by then. */
export function soonRuns(
  options: Pick<LeaseOptions, "timers" | "everyMs" | "log">,
  stillReading: (key: string, schedule: AnnouncerSchedule) => boolean,
) {
  const pending = new Set<unknown>();
  return {
    run(key: string, schedule: AnnouncerSchedule): void {
      const handle = options.timers.setTimeout(
        () => {
          pending.delete(handle);
          if (!stillReading(key, schedule)) return;
          void schedule
            .runNow()
            .catch((error: unknown) => options.log.error("announcer run failed", { error }));
        },
        phaseOf(key) * options.everyMs,
      );
      pending.add(handle);
    },
    clear(): void {
      for (const handle of pending) options.timers.clearTimeout(handle);
      pending.clear();
    },
  };
}
