import type { Logger } from "../log.js";
import type { Timers } from "../clock.js";

/**
 * Sends a value (a stage topic, a channel status) at most once every `minMs`, and only when it changed: values that
 * arrive meanwhile are merged into the latest, which goes out when the interval has passed. A failed send is logged
 * once per kind of failure and not retried until the next value. `initial` is what the field shows already.
 */
export function latestOnly(
  send: (value: string) => Promise<void>,
  minMs: number,
  timers: Timers,
  log: Logger,
  what: string,
  initial: string | null = null,
) {
  let sent: string | null = initial;
  let sentAt = -Infinity;
  let pending: string | null = null;
  let timer: unknown = null;
  let lastError: string | null = null;
  let closed = false;

  const flush = async () => {
    timer = null;
    if (closed || pending === null || pending === sent) return;
    const value = pending;
    pending = null;
    sentAt = timers.now();
    try {
      await send(value);
      sent = value;
      lastError = null;
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      if (text !== lastError) log.warn(`voice: could not set the ${what}`, { error: text });
      lastError = text;
    }
  };

  return {
    set(value: string): void {
      if (closed) return;
      pending = value;
      if (timer) return;
      const wait = Math.max(0, sentAt + minMs - timers.now());
      timer = timers.setTimeout(() => void flush(), wait);
    },
    close(): void {
      closed = true;
      if (timer) timers.clearTimeout(timer);
      timer = null;
    },
  };
}
