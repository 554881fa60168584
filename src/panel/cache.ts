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
  /**
   * False: the answer this caller loads is not kept for later callers (a read nobody else asks for, such as a
   * backfill's older history pages). It still joins, and is joined by, a read under way.
   */
  readonly keep?: boolean;
}

/** What a load gives the cache: the answer and its approximate size in bytes (its body's length). */
export interface Loaded<T> {
  readonly value: T;
  readonly bytes: number;
}

/** How much a cache holds at most. */
export interface CacheBounds {
  /** Answers kept (default 200). */
  readonly maxKeys?: number;
  /** Their sizes together (default {@link CACHE_MAX_BYTES}); a larger answer alone is not kept. */
  readonly maxBytes?: number;
}

/** The bytes of answers one panel client's cache keeps at most: 2 MB, two of the largest answers it reads. */
export const CACHE_MAX_BYTES = 2 * 1_048_576;

interface Entry<T> {
  readonly value: T;
  readonly at: number;
  readonly bytes: number;
}

/**
 * A small TTL cache with single-flight: while a load for a key is under way, every caller of that key shares it;
 * a fresh answer is reused until it is `ttlMs` old. Failures are shared by the callers waiting on them but never
 * cached. It is bounded in keys and in bytes (oldest dropped first), and an answer past its TTL is dropped when it
 * is asked for and, oldest first, whenever an answer is stored, so nothing stays for good once unused.
 */
export class SingleFlightCache<T> {
  private readonly fresh = new Map<string, Entry<T>>();
  private readonly pending = new Map<string, Promise<T>>();
  private readonly maxKeys: number;
  private readonly maxBytes: number;
  private heldBytes = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    bounds: CacheBounds = {},
  ) {
    this.maxKeys = bounds.maxKeys ?? 200;
    this.maxBytes = bounds.maxBytes ?? CACHE_MAX_BYTES;
  }

  /** Answers kept and their sizes together (expired ones not yet dropped included). */
  held(): { readonly keys: number; readonly bytes: number } {
    return { keys: this.fresh.size, bytes: this.heldBytes };
  }

  /** Returns a fresh cached value for `key`, joins a load under way, or starts `load` (given the caller's signal). */
  get(
    key: string,
    load: (signal?: AbortSignal) => Promise<Loaded<T>>,
    freshness: Freshness = {},
  ): Promise<T> {
    const maxAge = Math.min(this.ttlMs, freshness.maxAgeMs ?? this.ttlMs);
    const hit = this.fresh.get(key);
    if (hit && this.now() - hit.at >= this.ttlMs) this.drop(key, hit);
    else if (hit && this.now() - hit.at < maxAge) return Promise.resolve(hit.value);

    const { signal } = freshness;
    const keep = freshness.keep ?? true;
    const inFlight = this.pending.get(key);
    if (inFlight) return signal ? untilAborted(inFlight, signal) : inFlight;

    const started = this.now();
    if (signal) {
      // A read that may be cancelled is not shared: nobody else's answer ends with this caller's deadline.
      return load(signal).then((loaded) => {
        if (keep) this.store(key, loaded, started);
        return loaded.value;
      });
    }
    const promise = load().then(
      (loaded) => {
        this.pending.delete(key);
        if (keep) this.store(key, loaded, started);
        return loaded.value;
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
    this.heldBytes = 0;
  }

  private store(key: string, loaded: Loaded<T>, at: number): void {
    const old = this.fresh.get(key);
    if (old) this.drop(key, old);
    this.sweep();
    if (loaded.bytes > this.maxBytes) return;
    this.fresh.set(key, { value: loaded.value, at, bytes: loaded.bytes });
    this.heldBytes += loaded.bytes;
    while (this.fresh.size > this.maxKeys || this.heldBytes > this.maxBytes) {
      const [oldestKey, oldest] = this.fresh.entries().next().value ?? [];
      if (oldestKey === undefined || oldest === undefined) break;
      this.drop(oldestKey, oldest);
    }
  }

  /**
   * Drops expired answers from the oldest end, up to the first one still fresh: each answer is dropped once, so
   * the work is bounded by the answers stored. (Answers are stored about in the order they were loaded; one that
   * took longer waits behind a younger one for at most the load's time.)
   */
  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.fresh) {
      if (now - entry.at < this.ttlMs) return;
      this.drop(key, entry);
    }
  }

  private drop(key: string, entry: Entry<T>): void {
    this.fresh.delete(key);
    this.heldBytes -= entry.bytes;
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
