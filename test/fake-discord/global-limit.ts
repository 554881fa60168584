import type { Reply } from "./reply.js";

/** Discord's global rate limit as the fake models it: at most `perSecond` requests in any `windowMs` (default 1 s). */
export interface GlobalLimitOptions {
  readonly perSecond: number;
  readonly windowMs?: number;
}

/**
 * Counts the bot's requests (interaction callbacks and webhooks aside, as Discord exempts them) over a sliding
 * window; one past the limit is answered 429 with `global: true` and not carried out. `limited` counts those 429s.
 */
export class GlobalLimit {
  /** How many requests were answered 429 for the global limit. */
  limited = 0;
  private readonly times: number[] = [];
  private readonly windowMs: number;

  constructor(
    private readonly options: GlobalLimitOptions,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.windowMs = options.windowMs ?? 1000;
  }

  /** The 429 for a request past the limit, or null when it may go (then it is counted). */
  check(path: string): Reply | null {
    if (/^\/(interactions|webhooks)\//.test(path)) return null;
    const now = this.now();
    while (this.times.length > 0 && (this.times[0] ?? 0) <= now - this.windowMs) this.times.shift();
    if (this.times.length < this.options.perSecond) {
      this.times.push(now);
      return null;
    }
    this.limited++;
    const seconds = Math.max(0.001, ((this.times[0] ?? now) + this.windowMs - now) / 1000);
    return {
      status: 429,
      body: { message: "You are being rate limited.", retry_after: seconds, global: true },
      headers: {
        "retry-after": String(Math.ceil(seconds)),
        "x-ratelimit-global": "true",
        "x-ratelimit-scope": "global",
      },
    };
  }
}
