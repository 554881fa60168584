import { PanelError, PanelHttpError, PanelUnreachableError } from "./errors.js";

/** Statuses a GET is asked again for: the panel (or a proxy in front of it) is busy or between restarts. */
const RETRY_STATUSES = new Set([429, 502, 503, 504]);

/** How a GET is asked again: extra attempts, the first backoff (doubled each time), the cap on any wait. */
export interface RetryPolicy {
  readonly retries: number;
  readonly baseMs: number;
  readonly maxDelayMs: number;
  /** In [0, 1): the jitter, backoff × (0.5 + random). */
  readonly random: () => number;
}

/**
 * How long to wait before asking again after the failed attempt number `tries` (0 for the first), or null to give
 * up: after `policy.retries` retries, and for anything but no answer (a refused or reset connection) and 429, 502,
 * 503 or 504. A panel's `Retry-After` is honoured, capped like the backoff. Pure but for `policy.random`.
 */
export function retryWait(error: unknown, tries: number, policy: RetryPolicy): number | null {
  if (!(error instanceof PanelError) || tries >= policy.retries || !isRetryable(error)) return null;
  const backoff = policy.baseMs * 2 ** tries * (0.5 + policy.random());
  const asked = error instanceof PanelHttpError ? error.retryAfterMs : undefined;
  return Math.min(policy.maxDelayMs, asked ?? backoff);
}

/**
 * A timeout is not retried: the panel is slow, and asking again would add load and double the wait. Nor is a
 * `PanelRefusedError`: the bot refused on purpose, and asking again would be refused again.
 */
function isRetryable(error: PanelError): boolean {
  if (error instanceof PanelUnreachableError) return true;
  return error instanceof PanelHttpError && RETRY_STATUSES.has(error.status);
}
