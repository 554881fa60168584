import { schedule } from "node-cron";
import type { Logger } from "../log.js";

/** The base schedule (`ANNOUNCE_SCHEDULE`): it runs whatever the planner says, and is the ceiling. */
export interface BaseSchedule {
  start(tick: () => Promise<void>): void;
  /** When it runs next, in the bot's clock, or null when not within sight. */
  nextRun(): number | null;
  /** Stops the beats, and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * The base schedule on node-cron (five fields, or six with seconds first), on the machine's local clock. A beat
 * that comes while the previous run is still going is skipped (node-cron's `noOverlap`); a failed run is logged
 * and the next beat comes as usual.
 */
export function cronSchedule(expression: string, log: Logger): BaseSchedule {
  let task: ReturnType<typeof schedule> | null = null;
  let running: Promise<void> | null = null;
  return {
    start(tick) {
      const run = () => {
        running = tick().catch((error: unknown) => log.error("scheduled run failed", { error }));
        return running;
      };
      task = schedule(expression, run, {
        noOverlap: true,
        name: "announcer",
        logger: {
          info: (message) => log.debug(`node-cron: ${message}`),
          warn: (message) => log.debug(`node-cron: ${message}`),
          error: (message, error) => log.error(`node-cron: ${String(message)}`, { error }),
          debug: (message) => log.debug(`node-cron: ${String(message)}`),
        },
      });
    },
    nextRun: () => task?.getNextRun()?.getTime() ?? null,
    async stop() {
      const stopping = task;
      task = null;
      await stopping?.stop();
      await stopping?.destroy();
      await running;
    },
  };
}
