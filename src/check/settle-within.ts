/** How a piece of work ended: its value, its error, or out of time. */
export type Settled<T> =
  | { readonly kind: "value"; readonly value: T }
  | { readonly kind: "error"; readonly error: unknown }
  | { readonly kind: "timeout" };

/**
 * Runs `work` with a deadline: settles with its value or error, or with "timeout" after `ms`, when the signal
 * handed to it aborts (so a read in progress stops). Never rejects.
 */
export async function settleWithin<T>(
  work: (signal: AbortSignal) => Promise<T>,
  ms: number,
): Promise<Settled<T>> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Settled<T>>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new DOMException(`no answer within ${ms} ms`, "TimeoutError"));
      resolve({ kind: "timeout" });
    }, ms);
  });
  const settled = (async (): Promise<Settled<T>> => {
    try {
      return { kind: "value", value: await work(controller.signal) };
    } catch (error) {
      return { kind: "error", error };
    }
  })();
  try {
    return await Promise.race([settled, late]);
  } finally {
    clearTimeout(timer);
  }
}
