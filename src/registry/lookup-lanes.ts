import { createConcurrencyLimit } from "../net/gate/concurrency-limit.js";
import { boundedResolver, type LookupLimits } from "../net/guard/bounded-resolver.js";
import type { Resolver } from "../net/guard/resolver.js";
import { realTimers } from "../clock.js";
import { createFairSlots } from "./fair-slots.js";

/**
 * Lookup slots for the saved stations' own panels and streams, which nothing a stranger does can take. (Lookups go
 * to DNS through c-ares and hold no thread, so slots are cheap: they bound the queries in flight, not threads.)
 */
export const STATION_LOOKUP_SLOTS = 16;
/** Lookup slots for every server's previews and checks together. */
export const STRANGER_LOOKUP_SLOTS = 8;
/** Of those, the most one server's previews and checks hold at once. */
export const SERVER_LOOKUP_SLOTS = 2;
/**
 * The longest a stranger's lookup holds its slot: past it, the lookup goes on waiting for its answer (until its
 * deadline) outside the slots. A name that answers does so well within it; one that never answers costs the others
 * at most this wait, and the queries still out number at most the slots times deadline over lease.
 */
export const STRANGER_LOOKUP_LEASE_MS = 250;

/** How the lookups are shared out. */
export interface LaneLimits extends Omit<LookupLimits, "slot" | "maxConcurrent"> {
  /** Default {@link STATION_LOOKUP_SLOTS}. */
  readonly stationSlots?: number;
  /** Default {@link STRANGER_LOOKUP_SLOTS}. */
  readonly strangerSlots?: number;
  /** Default {@link SERVER_LOOKUP_SLOTS}. */
  readonly perServer?: number;
  /** Default {@link STRANGER_LOOKUP_LEASE_MS}. */
  readonly leaseMs?: number;
}

/** The two lanes the guard's lookups run in, each under the same deadline. */
export interface LookupLanes {
  /** The saved stations' reads (panels, voice streams): slots of their own, never queued behind a preview. */
  readonly stations: Resolver;
  /** A server's previews and checks: a few slots shared by every server, and at most a small share for one. */
  stranger(serverId: string): Resolver;
  /** Servers with a lookup under way or waiting (each entry goes when its last lookup ends). */
  serversWaiting(): number;
}

/**
 * Shares the lookups out fairly: the stations' own lane, and a strangers' lane where one server's previews and
 * checks (a panel listing twenty names that never answer, checked again and again) hold at most `perServer` of
 * `strangerSlots`, a freed slot goes to the waiting server with the fewest in use ({@link createFairSlots}), and
 * no stranger's lookup holds its slot longer than `leaseMs`. Every lookup keeps its deadline, waiting included,
 * and gives its slot back by then.
 */
export function createLookupLanes(resolve: Resolver, limits: LaneLimits = {}): LookupLanes {
  const { stationSlots, strangerSlots, perServer, leaseMs, ...lookup } = limits;
  const timers = lookup.timers ?? realTimers;
  const stations = createConcurrencyLimit(stationSlots ?? STATION_LOOKUP_SLOTS);
  const strangers = createFairSlots(strangerSlots ?? STRANGER_LOOKUP_SLOTS, perServer ?? SERVER_LOOKUP_SLOTS);
  const leased = async (serverId: string, signal: AbortSignal) => {
    const release = await strangers.acquire(serverId, signal);
    const lease = timers.setTimeout(release, leaseMs ?? STRANGER_LOOKUP_LEASE_MS);
    return () => {
      timers.clearTimeout(lease);
      release();
    };
  };
  return {
    stations: boundedResolver(resolve, { ...lookup, slot: (signal) => stations.acquire(signal) }),
    stranger: (serverId) =>
      boundedResolver(resolve, { ...lookup, slot: (signal) => leased(serverId, signal) }),
    serversWaiting: () => strangers.servers(),
  };
}
