/** Gives the slot back; calling it again does nothing. */
export type Release = () => void;

/** Why a wait for a slot ended without one. */
export type WaitRefusal = "queue-full" | "aborted";

/** Thrown by {@link ConcurrencyLimit.acquire} when no slot was given. */
export class SlotRefusedError extends Error {
  readonly refusal: WaitRefusal;

  constructor(refusal: WaitRefusal) {
    super(refusal === "queue-full" ? "too many requests are waiting" : "the wait was cancelled");
    this.name = "SlotRefusedError";
    this.refusal = refusal;
  }
}

/** At most `max` holders at once; the others wait in order, at most `maxQueue` of them. */
export interface ConcurrencyLimit {
  /** Waits for a slot in arrival order. Throws {@link SlotRefusedError} when the queue is full or `signal` aborts. */
  acquire(signal?: AbortSignal): Promise<Release>;
  /** A slot now if one is free and nobody is waiting, else undefined (nothing is queued). */
  tryAcquire(): Release | undefined;
  readonly inFlight: number;
  readonly queued: number;
  readonly max: number;
}

/** Creates a FIFO counting semaphore with a bounded queue (`maxQueue` default: unbounded). */
export function createConcurrencyLimit(max: number, maxQueue = Number.POSITIVE_INFINITY): ConcurrencyLimit {
  if (!Number.isInteger(max) || max < 1)
    throw new RangeError(`a concurrency limit must be a whole number ≥ 1`);
  let inFlight = 0;
  const waiters: ((release: Release) => void)[] = [];

  function release(): Release {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = waiters.shift();
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
      return waiters.length;
    },
    max,
    tryAcquire() {
      if (inFlight >= max || waiters.length > 0) return undefined;
      inFlight++;
      return release();
    },
    acquire(signal) {
      if (signal?.aborted) return Promise.reject(new SlotRefusedError("aborted"));
      if (inFlight < max && waiters.length === 0) {
        inFlight++;
        return Promise.resolve(release());
      }
      if (waiters.length >= maxQueue) return Promise.reject(new SlotRefusedError("queue-full"));
      return new Promise<Release>((resolve, reject) => {
        const onAbort = (): void => {
          const index = waiters.indexOf(waiter);
          if (index >= 0) waiters.splice(index, 1);
          reject(new SlotRefusedError("aborted"));
        };
        const waiter = (granted: Release): void => {
          signal?.removeEventListener("abort", onAbort);
          resolve(granted);
        };
        signal?.addEventListener("abort", onAbort, { once: true });
        waiters.push(waiter);
      });
    },
  };
}
