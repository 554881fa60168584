import { realTimers, type Timers } from "../clock.js";

/**
 * The REST requests per second the fleet spends on followers' direct messages (the member checks, the DM channel
 * opens and the posts). Discord allows a bot 50 requests a second over all its shards and processes together
 * (interaction replies aside); 30 leave 20 a second to the announcements, the reports and the other posts, so a
 * DJ with 10,000 followers never starves them and never draws a 429. One process at a time sends (the queue is
 * claimed whole), so this is the fleet's pace.
 */
export const DIRECT_REQUESTS_PER_SECOND = 30;

/**
 * How many requests may go at once after a pause: small, so that no one second holds more than
 * {@link DIRECT_REQUESTS_PER_SECOND} + this.
 */
export const DIRECT_REQUESTS_BURST = 5;

/** Hands out the right to make one REST request, at a steady pace. */
export interface Pacer {
  /** Resolves when a request may go; callers are served in the order they asked. */
  take(): Promise<void>;
}

/** How a {@link Pacer} is set up. */
export interface PacerOptions {
  readonly perSecond: number;
  /** Tokens kept at most (and at the start). */
  readonly burst: number;
  /** Real timers unless given (a test moves its own). */
  readonly clock?: Timers;
}

/**
 * A token bucket: `burst` tokens at the start and at most, one more every 1/`perSecond` s; each `take` spends one,
 * waiting (a timer) when none is left. Waiters are served first come, first served.
 */
export function createPacer(options: PacerOptions): Pacer {
  const { perSecond, burst } = options;
  const clock = options.clock ?? realTimers;
  const msPerToken = 1000 / perSecond;
  let tokens = burst;
  let filledAt = clock.now();
  const waiting: (() => void)[] = [];
  let timer: unknown = null;

  const refill = (): void => {
    const now = clock.now();
    tokens = Math.min(burst, tokens + (now - filledAt) / msPerToken);
    filledAt = now;
  };
  const serve = (): void => {
    timer = null;
    refill();
    while (waiting.length > 0 && tokens >= 1) {
      tokens -= 1;
      waiting.shift()?.();
    }
    if (waiting.length > 0) timer = clock.setTimeout(serve, Math.ceil((1 - tokens) * msPerToken));
  };

  return {
    take() {
      return new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (timer === null) serve();
      });
    },
  };
}
