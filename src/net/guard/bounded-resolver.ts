import { realTimers, type Timers } from "../../clock.js";
import type { Resolver } from "./resolver.js";

/** How long the guard waits for a name to resolve (queueing included) before it refuses it as `lookup-failed`. */
export const LOOKUP_TIMEOUT_MS = 5_000;
/** Lookups under way at once; more wait for a free slot, within their own deadline. */
export const MAX_CONCURRENT_LOOKUPS = 16;

/** The deadline and the cap of a {@link boundedResolver}. */
export interface LookupLimits {
  /** Default {@link LOOKUP_TIMEOUT_MS}. */
  readonly timeoutMs?: number;
  /** Default {@link MAX_CONCURRENT_LOOKUPS}. */
  readonly maxConcurrent?: number;
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
 * Wraps a resolver with a deadline and a cap on lookups under way. A lookup past its deadline is rejected with
 * {@link LookupTimeoutError}, but keeps its slot until it really ends: the slot stands for the work the resolver
 * is still doing (a DNS query, or a thread), so a resolver that hangs cannot be asked again and again. A lookup
 * over the cap waits (rather than being refused at once) because bursts are normal when many servers start up
 * together; its deadline counts from the call, so no caller waits longer than the deadline either way.
 */
export function boundedResolver(resolve: Resolver, limits: LookupLimits = {}): Resolver {
  const timeoutMs = limits.timeoutMs ?? LOOKUP_TIMEOUT_MS;
  const max = limits.maxConcurrent ?? MAX_CONCURRENT_LOOKUPS;
  const timers = limits.timers ?? realTimers;
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    running--;
    waiting.shift()?.();
  };
  const start = (hostname: string): Promise<readonly string[]> => {
    running++;
    const lookup = Promise.resolve().then(() => resolve(hostname));
    void lookup.then(release, release);
    return lookup;
  };

  return (hostname) =>
    new Promise<readonly string[]>((resolveAnswer, reject) => {
      let settled = false;
      const finish = (act: () => void) => {
        if (settled) return;
        settled = true;
        timers.clearTimeout(timer);
        act();
      };
      const run = (): void => {
        void start(hostname).then(
          (addresses) => finish(() => resolveAnswer(addresses)),
          (error: unknown) => finish(() => reject(error instanceof Error ? error : new Error(String(error)))),
        );
      };
      const timer = timers.setTimeout(() => {
        const queued = waiting.indexOf(run);
        if (queued >= 0) waiting.splice(queued, 1);
        finish(() => reject(new LookupTimeoutError(hostname, timeoutMs)));
      }, timeoutMs);
      if (running < max) run();
      else waiting.push(run);
    });
}
