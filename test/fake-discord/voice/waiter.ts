import { EventEmitter } from "node:events";

/** How long a wait lasts before it fails with what it was waiting for (below vitest's 20 s test timeout). */
export const DEFAULT_WAIT_MS = 15_000;

/**
 * Something tests can await a condition on: every change calls {@link Waitable.changed}, and
 * {@link Waitable.until} resolves once its predicate holds (checked at once and after each change), or rejects
 * after `timeoutMs` with a message that says what it waited for and what it saw instead.
 */
export class Waitable extends EventEmitter {
  /** Tells the waiters to look again. */
  protected changed(): void {
    this.emit("change");
  }

  /** Resolves with the predicate's first non-undefined, non-false value. */
  until<T>(
    predicate: () => T | undefined | false,
    what: string,
    describe: () => unknown = () => "",
    timeoutMs = DEFAULT_WAIT_MS,
  ): Promise<T> {
    const now = predicate();
    if (now !== undefined && now !== false) return Promise.resolve(now);
    return new Promise<T>((resolve, reject) => {
      const check = () => {
        const value = predicate();
        if (value === undefined || value === false) return;
        clearTimeout(timer);
        this.off("change", check);
        resolve(value);
      };
      const timer = setTimeout(() => {
        this.off("change", check);
        reject(
          new Error(`timed out after ${timeoutMs} ms waiting for ${what}; saw ${JSON.stringify(describe())}`),
        );
      }, timeoutMs);
      this.on("change", check);
    });
  }
}
