import { schedule } from "node-cron";
import type { Logger } from "../log.js";

/** The base schedule (`ANNOUNCE_SCHEDULE`): it runs whatever the planner says, and is the ceiling. */
export interface BaseSchedule {
  start(tick: () => Promise<void>): void;
  /** When it runs next, in the bot's clock, or null when not within sight. */
  nextRun(): number | null;
  stop(): Promise<void>;
}

/** The base schedule on node-cron (with seconds), never overlapping itself. */
export function cronSchedule(expression: string, log: Logger): BaseSchedule {
  let task: ReturnType<typeof schedule> | null = null;
  return {
    start(tick) {
      task = schedule(expression, tick, {
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
      await task?.stop();
      await task?.destroy();
    },
  };
}
