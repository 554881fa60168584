import { cronSchedule, type BaseSchedule } from "./base-schedule.js";
import type { Logger } from "../log.js";
import { type CronFields, nextCronMatch, parseCronFields } from "./cron-fields.js";

/** setTimeout's longest delay; a later run is reached in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * The base schedule on `ANNOUNCE_SCHEDULE` without node-cron where the expression allows: node-cron reads the
 * local time through Intl.DateTimeFormat at every tick, and that first Intl date format makes ICU map ~8.5 MiB of
 * its data and code into the bot's resident memory (measured on Node 24; the bot otherwise needs no Intl). Plain
 * expressions (numbers, names, `*`, ranges, lists, steps) run on the local clock here, matched as node-cron matches
 * them; anything else (`L`, `W`, `#`, nicknames) still runs on node-cron. Never overlaps itself.
 */
export function localCronSchedule(expression: string, log: Logger): BaseSchedule {
  const fields = parseCronFields(expression);
  return fields ? onLocalClock(fields, log) : cronSchedule(expression, log);
}

function onLocalClock(fields: CronFields, log: Logger): BaseSchedule {
  let timer: NodeJS.Timeout | undefined;
  let next: number | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const arm = (tick: () => Promise<void>, after: number) => {
    next = nextCronMatch(fields, after);
    if (next === null || stopped) return;
    const due = next;
    const wait = () => {
      const left = due - Date.now();
      if (left > 0) {
        timer = setTimeout(wait, Math.min(left, MAX_DELAY_MS));
        return;
      }
      // The next beat first: a tick asks nextRun() for the one after it (a station's phase is a share of the gap).
      arm(tick, Math.max(due, Date.now()));
      // A run still in progress is not joined: this beat is skipped, as node-cron's noOverlap does.
      if (!running) {
        running = tick()
          .catch((error: unknown) => log.error("scheduled run failed", { error }))
          .finally(() => {
            running = null;
          });
      }
    };
    timer = setTimeout(wait, Math.min(Math.max(due - Date.now(), 0), MAX_DELAY_MS));
  };

  return {
    start(tick) {
      stopped = false;
      arm(tick, Date.now());
    },
    nextRun: () => (stopped ? null : next),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
