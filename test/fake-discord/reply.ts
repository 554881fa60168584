/** A failure the fake answers with, as Discord would. */
export interface DiscordFailure {
  readonly status: number;
  readonly code?: number;
  readonly message?: string;
  /** How many requests get it (default: all until cleared). */
  times?: number;
  /** The request is carried out all the same, and only its answer is this failure (Discord took a post, its answer was lost). */
  readonly taken?: boolean;
  /** With 429: the seconds to wait (`retry_after` and the rate-limit headers); default 1. */
  readonly retryAfter?: number;
}

/** What the fake answers a REST request with. */
export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** An error answer as Discord gives it (429 with `retry_after` and the rate limit headers). */
export function errorReply(failure: DiscordFailure): Reply {
  if (failure.status === 429) {
    // A route's limit, as Discord answers it (per route and channel, not global); Retry-After in whole seconds.
    const seconds = failure.retryAfter ?? 1;
    return {
      status: 429,
      body: { message: "You are being rate limited.", retry_after: seconds, global: false },
      headers: {
        "retry-after": String(Math.ceil(seconds)),
        "x-ratelimit-limit": "5",
        "x-ratelimit-remaining": "0",
        "x-ratelimit-reset-after": String(seconds),
        "x-ratelimit-scope": "user",
      },
    };
  }
  return {
    status: failure.status,
    body: { message: failure.message ?? `Error ${failure.status}`, code: failure.code ?? 0 },
  };
}
