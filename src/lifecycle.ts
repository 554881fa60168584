import type { Logger } from "./log.js";

/** Something started that must be ended: by its `stop()`, or its `close()` for those that say so. */
export type Stoppable = { stop(): void | Promise<void> } | { close(): void | Promise<void> };

/** What was opened, in order, and the one way to close it all. */
export interface Lifecycle {
  /**
   * Records `part` (null: nothing was started) to be stopped before everything recorded earlier; returns it.
   * `name` is what a stop that overruns its bound says had not finished (default: "a part of the bot").
   */
  add<T extends Stoppable | null>(part: T, name?: string): T;
  /** Records a clean-up, run before everything recorded earlier; `name` as for {@link Lifecycle.add}. */
  onStop(close: () => void | Promise<void>, name?: string): void;
  /**
   * Stops everything recorded, in reverse order of opening, once: a second call waits for the first. A part that
   * fails to stop is logged and the rest still stop; the promise then rejects with the first failure.
   */
  stop(): Promise<void>;
  /** The names of the parts not stopped yet, the one stopping now first (all of them before a stop). */
  unfinished(): string[];
}

const UNNAMED = "a part of the bot";

/** A lifecycle with nothing recorded yet. */
export function createLifecycle(log: Pick<Logger, "error">): Lifecycle {
  const closers: { readonly close: () => void | Promise<void>; readonly name: string }[] = [];
  let current: string | null = null;
  let stopping: Promise<void> | null = null;
  const closeAll = async () => {
    let failure: { error: unknown } | null = null;
    for (let closer = closers.pop(); closer; closer = closers.pop()) {
      current = closer.name;
      try {
        await closer.close();
      } catch (error) {
        log.error("could not stop a part of the bot; stopping the rest", { error, part: closer.name });
        failure ??= { error };
      }
      current = null;
    }
    if (failure) throw failure.error;
  };
  const onStop = (close: () => void | Promise<void>, name = UNNAMED) => {
    closers.push({ close, name });
  };
  return {
    add(part, name) {
      if (part) onStop(() => ("stop" in part ? part.stop() : part.close()), name);
      return part;
    },
    onStop,
    stop() {
      stopping ??= closeAll();
      return stopping;
    },
    unfinished() {
      const waiting = closers.map((closer) => closer.name).reverse();
      return current === null ? waiting : [current, ...waiting];
    },
  };
}
