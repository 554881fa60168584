/** A failure the fake answers with, as Discord would. */
export interface DiscordFailure {
  readonly status: number;
  readonly code?: number;
  readonly message?: string;
  /** How many requests get it (default: all until cleared). */
  times?: number;
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
    return {
      status: 429,
      body: { message: "You are being rate limited.", retry_after: 0.05, global: false },
      headers: { "retry-after": "1", "x-ratelimit-scope": "user" },
    };
  }
  return {
    status: failure.status,
    body: { message: failure.message ?? `Error ${failure.status}`, code: failure.code ?? 0 },
  };
}
