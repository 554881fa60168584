import type { Logger } from "./log.js";

/** A job run now and then every so often, never twice at once. */
export interface Repeating<T> {
  /** Runs now (or joins the run in progress); null when it failed (the failure is logged). */
  runNow(): Promise<T | null>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/** Runs `job` at once and then every `everyMs`; a failure is logged and the next run comes as planned. */
export function repeatEvery<T>(everyMs: number, job: () => Promise<T>, log: Logger): Repeating<T> {
  let current: Promise<T | null> | null = null;
  const runNow = (): Promise<T | null> => {
    current ??= job()
      .catch((error: unknown) => {
        log.error("a repeating job failed", { error });
        return null;
      })
      .finally(() => {
        current = null;
      });
    return current;
  };
  const timer = setInterval(() => void runNow(), everyMs);
  timer.unref();
  void runNow();
  return {
    runNow,
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
