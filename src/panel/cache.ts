/** How fresh an answer must be for a caller to accept it. */
export interface Freshness {
  /** Oldest acceptable answer, in ms; defaults to the cache's TTL and can only be shorter. */
  readonly maxAgeMs?: number;
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

  /** Returns a fresh cached value for `key`, joins a load under way, or starts `load`. */
  get(key: string, load: () => Promise<T>, freshness: Freshness = {}): Promise<T> {
    const maxAge = Math.min(this.ttlMs, freshness.maxAgeMs ?? this.ttlMs);
    const hit = this.fresh.get(key);
    if (hit && this.now() - hit.at < maxAge) return Promise.resolve(hit.value);

    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;

    const started = this.now();
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
