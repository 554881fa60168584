import { type buildConnector, Dispatcher, Pool } from "undici";
import { realTimers, type Timers } from "../../clock.js";

/** How long an origin's pool may sit idle (nothing in flight or queued) before it is closed and forgotten. */
export const ORIGIN_IDLE_MS = 60_000;
/** Origins kept at once by default; past it the longest-idle pool is closed first. */
export const MAX_ORIGINS = 1_024;

/** How an {@link OriginPools} connects, and how long and how many origins it keeps. */
export interface OriginPoolsOptions {
  /** The connector every pool uses (the guarded connector: addresses judged at connect time). */
  readonly connect: buildConnector.connector;
  /** Default {@link ORIGIN_IDLE_MS}. */
  readonly idleMs?: number;
  /** Default {@link MAX_ORIGINS}. */
  readonly maxOrigins?: number;
  readonly timers?: Timers;
}

/** An origin's pool as the keeping decisions see it. */
export interface KeptOrigin {
  readonly origin: string;
  /** When a request was last handed to it. */
  readonly lastUsed: number;
  /** Requests in flight or waiting (a stream being read counts until its body ends). */
  readonly busy: boolean;
}

/** The origins to close now: those idle for `idleMs` and more. Pure. */
export function idleOrigins(kept: Iterable<KeptOrigin>, now: number, idleMs: number): string[] {
  return [...kept].filter((entry) => !entry.busy && now - entry.lastUsed >= idleMs).map((e) => e.origin);
}

/**
 * The origins to close so that one more fits under `max`: the idle ones, least recently used first. A busy pool is
 * never closed (its requests are bounded by the gates above), so the count may pass `max` while they run. Pure.
 */
export function originsToMakeRoom(kept: readonly KeptOrigin[], max: number): string[] {
  const over = kept.length + 1 - max;
  if (over <= 0) return [];
  return kept
    .filter((entry) => !entry.busy)
    .sort((a, b) => a.lastUsed - b.lastUsed)
    .slice(0, over)
    .map((entry) => entry.origin);
}

interface Entry {
  readonly pool: Pool;
  lastUsed: number;
}

/**
 * An undici dispatcher with one connection pool per origin that forgets an origin once its pool is idle. undici's
 * `Agent` keeps every origin's pool for ever (about 22 KB each): on a public bot, where strangers name the
 * addresses, that is memory any server can grow without end. Here a pool idle for `idleMs` is closed and dropped
 * (one timer, armed only while pools are kept and never keeping the process alive), and a new origin past
 * `maxOrigins` first closes the longest-idle one.
 */
export class OriginPools extends Dispatcher {
  readonly #pools = new Map<string, Entry>();
  readonly #connect: buildConnector.connector;
  readonly #idleMs: number;
  readonly #max: number;
  readonly #timers: Timers;
  #sweep: unknown = null;
  #closed = false;

  constructor(options: OriginPoolsOptions) {
    super();
    this.#connect = options.connect;
    this.#idleMs = options.idleMs ?? ORIGIN_IDLE_MS;
    this.#max = options.maxOrigins ?? MAX_ORIGINS;
    this.#timers = options.timers ?? realTimers;
  }

  /** How many origins have a pool now. */
  get size(): number {
    return this.#pools.size;
  }

  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandlers): boolean {
    if (this.#closed) throw new Error("the connection pools are closed");
    const origin = String(options.origin);
    const entry = this.#pools.get(origin) ?? this.#open(origin);
    entry.lastUsed = this.#timers.now();
    this.#armSweep();
    return entry.pool.dispatch(options, handler);
  }

  override close(): Promise<void>;
  override close(callback: () => void): void;
  override close(callback?: () => void): Promise<void> | void {
    const done = this.#shut().then(() => undefined);
    if (!callback) return done;
    void done.then(callback);
  }

  override destroy(): Promise<void>;
  override destroy(err: Error | null): Promise<void>;
  override destroy(callback: () => void): void;
  override destroy(err: Error | null, callback: () => void): void;
  override destroy(errOrCallback?: Error | null | (() => void), callback?: () => void): Promise<void> | void {
    const err = typeof errOrCallback === "function" ? null : (errOrCallback ?? null);
    const then = typeof errOrCallback === "function" ? errOrCallback : callback;
    const done = this.#shut((pool) => pool.destroy(err)).then(() => undefined);
    if (!then) return done;
    void done.then(then);
  }

  #open(origin: string): Entry {
    for (const gone of originsToMakeRoom(this.#entries(), this.#max)) this.#drop(gone);
    const pool = new Pool(origin, { connect: this.#connect });
    // As undici's Agent does: a caller told "busy" by `dispatch` waits for this dispatcher's drain.
    pool.on("drain", (from: URL) => void this.emit("drain", from));
    const entry: Entry = { pool, lastUsed: this.#timers.now() };
    this.#pools.set(origin, entry);
    return entry;
  }

  #entries(): KeptOrigin[] {
    return [...this.#pools].map(([origin, { pool, lastUsed }]) => ({
      origin,
      lastUsed,
      busy: pool.stats.size > 0,
    }));
  }

  #drop(origin: string): void {
    const entry = this.#pools.get(origin);
    if (!entry) return;
    this.#pools.delete(origin);
    void entry.pool.close().catch(() => undefined);
  }

  #armSweep(): void {
    if (this.#sweep !== null) return;
    this.#sweep = this.#timers.setTimeout(() => {
      this.#sweep = null;
      for (const origin of idleOrigins(this.#entries(), this.#timers.now(), this.#idleMs)) this.#drop(origin);
      if (this.#pools.size > 0 && !this.#closed) this.#armSweep();
    }, this.#idleMs / 2);
    (this.#sweep as { unref?: () => void }).unref?.();
  }

  async #shut(end: (pool: Pool) => Promise<void> = (pool) => pool.close()): Promise<void> {
    this.#closed = true;
    if (this.#sweep !== null) this.#timers.clearTimeout(this.#sweep);
    this.#sweep = null;
    const pools = [...this.#pools.values()].map((entry) => entry.pool);
    this.#pools.clear();
    await Promise.all(pools.map(end));
  }
}
