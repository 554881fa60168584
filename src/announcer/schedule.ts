import { schedule } from "node-cron";
import type { Logger } from "../log.js";
import type { RunReport } from "./run.js";

/** A running schedule. */
export interface AnnouncerSchedule {
  /** Runs now (or joins the run in progress) and resolves with its report; the schedule goes on as before. */
  runNow(): Promise<RunReport | null>;
  /** Stops the schedule and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

/** Runs the announcer on a node-cron schedule, never two runs at once. */
export function scheduleAnnouncer(
  expression: string,
  run: (now: number) => Promise<RunReport>,
  log: Logger,
  now: () => number = Date.now,
): AnnouncerSchedule {
  let current: Promise<RunReport | null> | null = null;
  const tick = async (): Promise<RunReport | null> => {
    try {
      return await run(now());
    } catch (error) {
      log.error("announcer run failed", { error });
      return null;
    }
  };
  const runNow = (): Promise<RunReport | null> => {
    current ??= tick().finally(() => {
      current = null;
    });
    return current;
  };
  const task = schedule(
    expression,
    async () => {
      await runNow();
    },
    {
      noOverlap: true,
      name: "announcer",
      logger: {
        info: (message) => log.debug(`node-cron: ${message}`),
        warn: (message) => log.debug(`node-cron: ${message}`),
        error: (message, error) => log.error(`node-cron: ${String(message)}`, { error }),
        debug: (message) => log.debug(`node-cron: ${String(message)}`),
      },
    },
  );
  return {
    runNow,
    async stop() {
      await task.stop();
      await current;
      await task.destroy();
    },
  };
}
