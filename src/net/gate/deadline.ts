/** An abort signal that fires after `ms` or when `outer` aborts, whichever is first; dispose it when done. */
export interface Deadline {
  readonly signal: AbortSignal;
  /** True when the time ran out (not when `outer` aborted). */
  readonly expired: boolean;
  dispose(): void;
}

/** Starts a deadline: on expiry the signal aborts with a `TimeoutError`, like `AbortSignal.timeout`. */
export function startDeadline(ms: number, outer?: AbortSignal | null): Deadline {
  const controller = new AbortController();
  let expired = false;
  const onOuterAbort = (): void => controller.abort(outer?.reason);
  const timer = setTimeout(() => {
    expired = true;
    controller.abort(new DOMException(`no answer within ${ms} ms`, "TimeoutError"));
  }, ms);
  if (outer?.aborted) onOuterAbort();
  else outer?.addEventListener("abort", onOuterAbort, { once: true });
  return {
    signal: controller.signal,
    get expired() {
      return expired;
    },
    dispose() {
      clearTimeout(timer);
      outer?.removeEventListener("abort", onOuterAbort);
    },
  };
}
