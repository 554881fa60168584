/** Gives the slot back; calling it again does nothing. */
export type Release = () => void;

/** Why a wait for a slot ended without one. */
export type WaitRefusal = "queue-full" | "aborted";

/**
 * Who waits: a person's request (`urgent`, the default) takes the next free slot ahead of every `background` one
 * (the announcer's reads). Background waiters are never refused for the queue's length: their callers bound them
 * (one read per station at a time, each with a deadline of its own).
 */
export type Priority = "urgent" | "background";

/** Thrown by {@link ConcurrencyLimit.acquire} when no slot was given. */
export class SlotRefusedError extends Error {
  readonly refusal: WaitRefusal;

  constructor(refusal: WaitRefusal) {
    super(refusal === "queue-full" ? "too many requests are waiting" : "the wait was cancelled");
    this.name = "SlotRefusedError";
    this.refusal = refusal;
  }
}

/** At most `max` holders at once; the others wait, urgent ones first, each kind in arrival order. */
export interface ConcurrencyLimit {
  /**
   * Waits for a slot. Throws {@link SlotRefusedError} when `signal` aborts, or for an urgent wait when
   * `maxQueue` urgent ones already wait.
   */
  acquire(signal?: AbortSignal, priority?: Priority): Promise<Release>;
  /** A slot now if one is free and nobody is waiting, else undefined (nothing is queued). */
  tryAcquire(): Release | undefined;
  /**
   * Changes the limit: a higher one lets waiters in at once; a lower one takes effect as slots come back (nobody
   * in flight is stopped).
   */
  setMax(max: number): void;
  readonly inFlight: number;
  readonly queued: number;
  readonly max: number;
}

function checkedMax(max: number): number {
  if (!Number.isInteger(max) || max < 1)
    throw new RangeError(`a concurrency limit must be a whole number ≥ 1`);
  return max;
}

/** Creates a counting semaphore with two queues: urgent (bounded by `maxQueue`, default unbounded) and background. */
export function createConcurrencyLimit(
  initialMax: number,
  maxQueue = Number.POSITIVE_INFINITY,
): ConcurrencyLimit {
  let max = checkedMax(initialMax);
  let inFlight = 0;
  const urgent: ((release: Release) => void)[] = [];
  const background: ((release: Release) => void)[] = [];
  const nextWaiter = () => urgent.shift() ?? background.shift();

  function release(): Release {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      // Over a lowered limit: the slot is not passed on.
      const next = inFlight > max ? undefined : nextWaiter();
      // The slot passes straight to the next in line, so nobody can overtake the queue in between.
      if (next) next(release());
      else inFlight--;
    };
  }

  return {
    get inFlight() {
      return inFlight;
    },
    get queued() {
      return urgent.length + background.length;
    },
    get max() {
      return max;
    },
    setMax(next) {
      max = checkedMax(next);
      while (inFlight < max) {
        const waiter = nextWaiter();
        if (!waiter) break;
        inFlight++;
        waiter(release());
      }
    },
    tryAcquire() {
      if (inFlight >= max || urgent.length + background.length > 0) return undefined;
      inFlight++;
      return release();
    },
    acquire(signal, priority = "urgent") {
      if (signal?.aborted) return Promise.reject(new SlotRefusedError("aborted"));
      if (inFlight < max && urgent.length + background.length === 0) {
        inFlight++;
        return Promise.resolve(release());
      }
      const queue = priority === "urgent" ? urgent : background;
      if (priority === "urgent" && urgent.length >= maxQueue)
        return Promise.reject(new SlotRefusedError("queue-full"));
      return new Promise<Release>((resolve, reject) => {
        const onAbort = (): void => {
          const index = queue.indexOf(waiter);
          if (index >= 0) queue.splice(index, 1);
          reject(new SlotRefusedError("aborted"));
        };
        const waiter = (granted: Release): void => {
          signal?.removeEventListener("abort", onAbort);
          resolve(granted);
        };
        signal?.addEventListener("abort", onAbort, { once: true });
        queue.push(waiter);
      });
    },
  };
}
