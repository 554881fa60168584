import type { Logger } from "./log.js";

/** Something started that must be ended: by its `stop()`, or its `close()` for those that say so. */
export type Stoppable = { stop(): void | Promise<void> } | { close(): void | Promise<void> };

/** What was opened, in order, and the one way to close it all. */
export interface Lifecycle {
  /** Records `part` (null: nothing was started) to be stopped before everything recorded earlier; returns it. */
  add<T extends Stoppable | null>(part: T): T;
  /** Records a clean-up, run before everything recorded earlier. */
  onStop(close: () => void | Promise<void>): void;
  /**
   * Stops everything recorded, in reverse order of opening, once: a second call waits for the first. A part that
   * fails to stop is logged and the rest still stop; the promise then rejects with the first failure.
   */
  stop(): Promise<void>;
}

/** A lifecycle with nothing recorded yet. */
export function createLifecycle(log: Pick<Logger, "error">): Lifecycle {
  const closers: (() => void | Promise<void>)[] = [];
  let stopping: Promise<void> | null = null;
  const closeAll = async () => {
    let failure: { error: unknown } | null = null;
    for (let close = closers.pop(); close; close = closers.pop()) {
      try {
        await close();
      } catch (error) {
        log.error("could not stop a part of the bot; stopping the rest", { error });
        failure ??= { error };
      }
    }
    if (failure) throw failure.error;
  };
  const onStop = (close: () => void | Promise<void>) => {
    closers.push(close);
  };
  return {
    add(part) {
      if (part) onStop(() => ("stop" in part ? part.stop() : part.close()));
      return part;
    },
    onStop,
    stop() {
      stopping ??= closeAll();
      return stopping;
    },
  };
}
