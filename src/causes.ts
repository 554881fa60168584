/** How deep an error's causes are followed: wrappers (ofetch, undici, the panel client) nest a few, never this many. */
const MAX_DEPTH = 8;

/**
 * An error and its causes, outermost first (`error.cause`, then its cause, …), at most {@link MAX_DEPTH}; an
 * `AggregateError`'s errors follow it (undici's connection errors gather one per address). Pure.
 */
export function causesOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e: unknown = error; e && chain.length < MAX_DEPTH; e = (e as { cause?: unknown }).cause) {
    chain.push(e);
    if (e instanceof AggregateError) chain.push(...(e.errors as unknown[]));
  }
  return chain;
}

/** The first of an error and its causes that `is` accepts (see {@link causesOf}). Pure. */
export function causeThat<T>(error: unknown, is: (cause: unknown) => cause is T): T | undefined {
  return causesOf(error).find(is);
}

/** Why a wait was given up: the signal's reason when it is an error, else an `AbortError`. */
export function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException("The wait was aborted", "AbortError");
}
