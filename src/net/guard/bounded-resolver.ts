import { abortReason } from "../../causes.js";
import { realTimers, type Timers } from "../../clock.js";
import type { Resolver } from "./resolver.js";

/** How long the guard waits for a name to resolve (queueing included) before it refuses it as `lookup-failed`. */
export const LOOKUP_TIMEOUT_MS = 5_000;
/** Lookups under way at once; more wait for a free slot, within their own deadline. */
export const MAX_CONCURRENT_LOOKUPS = 16;

/** Gives a lookup slot back; calling it again does nothing. */
export type SlotRelease = () => void;

/** Waits for a lookup slot; rejects when `signal` aborts first (the lookup's deadline passed while it queued). */
export type SlotTaker = (signal: AbortSignal) => Promise<SlotRelease>;

/** The deadline and the cap of a {@link boundedResolver}. */
export interface LookupLimits {
  /** Default {@link LOOKUP_TIMEOUT_MS}. */
  readonly timeoutMs?: number;
  /** Default {@link MAX_CONCURRENT_LOOKUPS}; ignored when `slot` is given. */
  readonly maxConcurrent?: number;
  /** Where the slots come from (a lane of slots shared with other resolvers); default: `maxConcurrent` of its own. */
  readonly slot?: SlotTaker;
  readonly timers?: Timers;
}

/** A lookup that missed its deadline: not "not found", so the guard says `lookup-failed`. */
export class LookupTimeoutError extends Error {
  readonly code = "ETIMEOUT";

  constructor(hostname: string, timeoutMs: number) {
    super(`looking up ${hostname} took over ${timeoutMs} ms`);
    this.name = "LookupTimeoutError";
  }
}

/**
 * Wraps a resolver with a deadline and a cap on lookups under way. A lookup waits for a slot, then resolves; past
 * its deadline (counted from the call, queueing included) it is rejected with {@link LookupTimeoutError} and its
 * slot is given back at once: a name that never answers costs a slot for the deadline and no more. (The resolver
 * under it, c-ares, ends its own query by its own timeout and holds no thread, so nothing piles up behind it.) A
 * lookup over the cap waits rather than being refused, because bursts are normal when many servers start up together.
 */
export function boundedResolver(resolve: Resolver, limits: LookupLimits = {}): Resolver {
  const timeoutMs = limits.timeoutMs ?? LOOKUP_TIMEOUT_MS;
  const timers = limits.timers ?? realTimers;
  const take = limits.slot ?? ownSlots(limits.maxConcurrent ?? MAX_CONCURRENT_LOOKUPS);

  return (hostname) =>
    new Promise<readonly string[]>((answer, reject) => {
      const deadline = new AbortController();
      let release: SlotRelease | undefined;
      let settled = false;
      const finish = (act: () => void) => {
        if (settled) return;
        settled = true;
        timers.clearTimeout(timer);
        release?.();
        act();
      };
      const timer = timers.setTimeout(() => {
        finish(() => reject(new LookupTimeoutError(hostname, timeoutMs)));
        deadline.abort();
      }, timeoutMs);
      take(deadline.signal).then(
        (given) => {
          if (settled) return given();
          release = given;
          Promise.resolve()
            .then(() => resolve(hostname))
            .then(
              (addresses) => finish(() => answer(addresses)),
              (error: unknown) =>
                finish(() => reject(error instanceof Error ? error : new Error(String(error)))),
            );
        },
        // Only an aborted wait rejects, and the deadline that aborted it has already answered.
        () => undefined,
      );
    });
}

/** `max` slots of the resolver's own, given in arrival order; a wait whose signal aborts leaves the queue. */
function ownSlots(max: number): SlotTaker {
  let running = 0;
  const waiting: ((release: SlotRelease) => void)[] = [];
  const slot = (): SlotRelease => {
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const next = waiting.shift();
      if (next) next(slot());
      else running--;
    };
  };
  return (signal) =>
    new Promise((resolve, reject) => {
      if (running < max) {
        running++;
        return resolve(slot());
      }
      const waiter = (release: SlotRelease) => {
        signal.removeEventListener("abort", onAbort);
        resolve(release);
      };
      const onAbort = () => {
        waiting.splice(waiting.indexOf(waiter), 1);
        reject(abortReason(signal));
      };
      signal.addEventListener("abort", onAbort, { once: true });
      waiting.push(waiter);
    });
}
