/**
 * Which process reads which station, decided by PostgreSQL: each name (a station) is held by at most one session at
 * a time. Session-level advisory locks (`pg_try_advisory_lock`), not a lease table: no heartbeat writes, no clocks
 * to agree on, and PostgreSQL lets go of them the moment the holder's connection ends, so a process killed with
 * `kill -9` (its socket closed by the kernel) frees its stations at once. With PostgreSQL, needs a direct connection or a pooler in
 * session mode: a transaction-mode pooler would hand the session, and its locks, to someone else.
 */
export interface ReaderLocks {
  /** Takes a name unless another process holds it; true when this process holds it now. */
  tryAcquire(name: string): Promise<boolean>;
  /**
   * Takes up to `max` of `names` that no other process holds, in their order, in one round trip however many
   * names there are; answers with the names taken (those this process already held count, and are answered too).
   */
  tryAcquireMany(names: readonly string[], max: number): Promise<string[]>;
  /** Waits up to `timeoutMs` for the holder to let go (a standby taking over); true when this process holds it. */
  acquire(name: string, timeoutMs: number): Promise<boolean>;
  release(name: string): Promise<void>;
  /** The names this process holds, while its session lives. */
  held(): string[];
  /**
   * Settles when the session ends: with the error that broke it (connection lost, or no answer to a check within
   * `checks.answerWithinMs`), or null after `close`. Every lock is gone then, and the process must stop those readers.
   */
  readonly lost: Promise<Error | null>;
  /** The lock sessions alive now over the fleet, this one included: the processes that share the stations. */
  sessions(): Promise<number>;
  /**
   * For each group of names (a panel's stations, by the panel's origin), how many lock sessions of the fleet,
   * this one included, hold at least one of them now: the processes reading that panel. One round trip however
   * many names; a group nobody holds answers 0.
   */
  readersOf(groups: ReadonlyMap<string, readonly string[]>): Promise<Map<string, number>>;
  close(): Promise<void>;
}
