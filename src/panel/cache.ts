import { abortReason } from "../causes.js";
/** How fresh an answer must be for a caller to accept it. */
export interface Freshness {
  /** Oldest acceptable answer, in ms; defaults to the cache's TTL and can only be shorter. */
  readonly maxAgeMs?: number;
  /**
   * Ends this caller's wait when it aborts. A read this caller starts is its own (no other caller joins it) and is
   * cancelled with it; a read already under way that it joined goes on for the others.
   */
  readonly signal?: AbortSignal;
}

/**
 * A small TTL cache with single-flight: while a load for a key is under way, every caller of that key shares it;
 * a fresh answer is reused until it is `ttlMs` old. Failures are shared by the callers waiting on them but never
 * cached. The number of keys is bounded (oldest dropped first), so paging through history cannot grow it.
 */
export class SingleFlightCache<T> {
  private readonly fresh = new Map<string, { value: T; at: number }>();
  private readonly pending = new Map<string, Promise<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 200,
  ) {}

  /** Returns a fresh cached value for `key`, joins a load under way, or starts `load` (given the caller's signal). */
  get(key: string, load: (signal?: AbortSignal) => Promise<T>, freshness: Freshness = {}): Promise<T> {
    const maxAge = Math.min(this.ttlMs, freshness.maxAgeMs ?? this.ttlMs);
    const hit = this.fresh.get(key);
    if (hit && this.now() - hit.at < maxAge) return Promise.resolve(hit.value);

    const { signal } = freshness;
    const inFlight = this.pending.get(key);
    if (inFlight) return signal ? untilAborted(inFlight, signal) : inFlight;

    const started = this.now();
    if (signal) {
      // A read that may be cancelled is not shared: nobody else's answer ends with this caller's deadline.
      return load(signal).then((value) => {
        this.store(key, value, started);
        return value;
      });
    }
    const promise = load().then(
      (value) => {
        this.pending.delete(key);
        this.store(key, value, started);
        return value;
      },
      (error: unknown) => {
        this.pending.delete(key);
        throw error;
      },
    );
    this.pending.set(key, promise);
    return promise;
  }

  /** Drops every cached answer (loads under way are left to finish). */
  clear(): void {
    this.fresh.clear();
  }

  private store(key: string, value: T, at: number): void {
    this.fresh.delete(key);
    this.fresh.set(key, { value, at });
    if (this.fresh.size > this.maxKeys) {
      const oldest = this.fresh.keys().next().value;
      if (oldest !== undefined) this.fresh.delete(oldest);
    }
  }
}

/** `promise`, or a rejection with the signal's reason once it aborts (the promise itself goes on). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
