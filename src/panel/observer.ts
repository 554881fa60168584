import {
  PanelHttpError,
  PanelNotJsonError,
  PanelShapeError,
  PanelTimeoutError,
  PanelUnreachableError,
} from "./errors.js";

/** How one request to the panel ended: `ok`, or the kind of failure (a few fixed values, for metric labels). */
export type PanelOutcome = "ok" | "http" | "timeout" | "unreachable" | "not-json" | "shape" | "other";

/**
 * Told about the panel client's work, for metrics and the health check. `endpoint` is the API path's first part
 * (`history`, `djs`, `music` …), so labels stay few.
 */
export interface PanelObserver {
  /** One request (its retries included) ended after `seconds`; `error` when it failed. */
  request(endpoint: string, outcome: PanelOutcome, seconds: number, error?: unknown): void;
  /** A caller was served from the cache, or joined a request already under way. */
  cacheHit(endpoint: string): void;
}

/** The outcome label of a failure. */
export function outcomeOf(error: unknown): PanelOutcome {
  if (error instanceof PanelHttpError) return "http";
  if (error instanceof PanelTimeoutError) return "timeout";
  if (error instanceof PanelUnreachableError) return "unreachable";
  if (error instanceof PanelNotJsonError) return "not-json";
  if (error instanceof PanelShapeError) return "shape";
  return "other";
}

/** Times `work` and tells `observer` how it ended; without an observer it is just `work()`. */
export async function observed<T>(
  observer: PanelObserver | undefined,
  endpoint: string,
  work: () => Promise<T>,
): Promise<T> {
  if (!observer) return work();
  const started = performance.now();
  try {
    const result = await work();
    observer.request(endpoint, "ok", (performance.now() - started) / 1000);
    return result;
  } catch (error) {
    observer.request(endpoint, outcomeOf(error), (performance.now() - started) / 1000, error);
    throw error;
  }
}
