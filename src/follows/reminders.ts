import type { Logger } from "../log.js";
import { isSkippedRead } from "../net/gate/background-read.js";
import type { Freshness } from "../panel/cache.js";
import type { PanelClient } from "../panel/client.js";
import { scheduleItems, type ScheduleItem } from "../station/schedule.js";
import type { AsyncBotStore } from "../store/async-store.js";
import type { Follow } from "./follow.js";
import { FOLLOW_OUTBOX } from "./follow-queue.js";
import { reminderDeliveries, reminderKey, renderReminders, type ReminderWords } from "./reminder-messages.js";
import {
  markReminded,
  NO_REMINDERS,
  reminderPlan,
  type RemindersState,
  remindersStateOf,
} from "./reminder-plan.js";

/** What one station's reminders need, passed in: the panel, the store, and what their messages are made of. */
export interface RemindersDeps extends ReminderWords {
  readonly panel: Pick<PanelClient, "grid" | "djs">;
  readonly store: Pick<AsyncBotStore, "commitStep" | "remindedFollowsOf">;
  readonly log: Logger;
}

/** One station's reminders, stepped by its announcer. */
export interface Reminders {
  /** Queues the reminders due at `now`; resolves to how many were queued. Never rejects. */
  tick(now: number): Promise<number>;
}

/** How often the station's reminded follows are read again. */
export const FOLLOWS_EVERY_MS = 60_000;
/** How long a read of the schedule stands before the next: the panel is asked every 5 minutes at most. */
export const GRID_EVERY_MS = 5 * 60_000;
/**
 * How far ahead the schedule is read: the longest lead time (an hour) past the end of the read's 5 minutes, and
 * some margin, so a show whose hour-ahead reminder falls due before the next read is in this one.
 */
export const GRID_AHEAD_MS = 75 * 60_000;

/** Where the fleet keeps the station's queued reminders. */
export function remindersStateKey(station: string): string {
  return `reminders:${station}`;
}

/** A read of the schedule: its items, and when it was made. */
interface GridRead {
  readonly at: number;
  readonly items: readonly ScheduleItem[];
}

/** Whether a read made at `read.at` is due again at `now`: `everyMs` old, or the clock went back. Pure. */
function readDue(read: { readonly at: number }, now: number, everyMs: number): boolean {
  return now - read.at >= everyMs || now < read.at;
}

/** The schedule of the next {@link GRID_AHEAD_MS}, with its hosts named from the DJs. */
async function readGrid(
  panel: RemindersDeps["panel"],
  now: number,
  freshness?: Freshness,
): Promise<GridRead> {
  const [events, djs] = await Promise.all([
    panel.grid({ from: now, to: now + GRID_AHEAD_MS }, freshness),
    panel.djs(),
  ]);
  return { at: now, items: scheduleItems(events, djs, now) };
}

/**
 * Queues the reminders due at `now` through the station's shared step; resolves to how many were queued and the
 * reminded state the step kept (`known`, what this process last saw, only spares it rendering none).
 */
async function queueReminders(
  deps: RemindersDeps,
  known: RemindersState,
  now: number,
  follows: readonly Follow[],
  items: readonly ScheduleItem[],
): Promise<{ queued: number; seen: RemindersState }> {
  const { station } = deps;
  const planned = reminderPlan({ station, items, follows, now, state: known }).reminders;
  if (planned.length === 0) return { queued: 0, seen: known };
  const messages = await renderReminders(planned, deps);
  let seen: RemindersState = known;
  const queued = await deps.store.commitStep(
    { state: remindersStateKey(station), outbox: FOLLOW_OUTBOX },
    (saved) => {
      const state = remindersStateOf(saved);
      // Another process may have queued some since this one last looked: the saved state decides.
      const due = reminderPlan({ station, items, follows, now, state }).reminders.filter((r) =>
        messages.has(reminderKey(r)),
      );
      seen = markReminded(state, due, now);
      if (due.length === 0) return null;
      return { state: seen, deliveries: reminderDeliveries(due, messages) };
    },
    now,
  );
  return { queued, seen };
}

/**
 * The reminders of one station's followers. Each tick reads the station's reminded follows (at most every minute)
 * and, only when there are some, the schedule of the next 75 minutes (at most every 5 minutes). When a reminder
 * falls due by that schedule, the schedule is read again at once, fresh, and only what it still lists is
 * reminded: a show moved or removed since the last read is not reminded at its old time. The reminders go to the
 * followers' outbox (`FOLLOW_OUTBOX`) through one shared step (`reminders:<station>`), which holds what was queued,
 * so two processes ticking one station (a shard takeover) never queue a reminder twice. A panel or store failure
 * queues nothing and is logged once until it answers again; the next tick tries again.
 */
export function createReminders(deps: RemindersDeps): Reminders {
  const { log, station } = deps;
  let follows: { at: number; list: readonly Follow[] } | null = null;
  let grid: GridRead | null = null;
  /** What this process last saw queued: the step's own state is the word, this only spares needless reads. */
  let known: RemindersState = NO_REMINDERS;
  let failing: string | null = null;

  function failed(what: string, error: unknown): 0 {
    if (isSkippedRead(error)) return 0;
    if (failing !== what) {
      log.warn(`reminders: ${what} failed on ${station}; trying again on the next run`, {
        error: error instanceof Error ? error.message : String(error),
      });
    }
    failing = what;
    return 0;
  }

  async function tick(now: number): Promise<number> {
    try {
      if (!follows || readDue(follows, now, FOLLOWS_EVERY_MS))
        follows = { at: now, list: await deps.store.remindedFollowsOf(station) };
    } catch (error) {
      return failed("reading the reminded follows", error);
    }
    if (follows.list.length === 0) {
      grid = null;
      failing = null;
      return 0;
    }
    try {
      if (!grid || readDue(grid, now, GRID_EVERY_MS)) grid = await readGrid(deps.panel, now);
      const due = reminderPlan({ station, items: grid.items, follows: follows.list, now, state: known });
      if (due.reminders.length === 0) {
        failing = null;
        return 0;
      }
      grid = await readGrid(deps.panel, now, { maxAgeMs: 0 });
    } catch (error) {
      return failed("reading the schedule", error);
    }
    try {
      const { queued, seen } = await queueReminders(deps, known, now, follows.list, grid.items);
      known = seen;
      failing = null;
      return queued;
    } catch (error) {
      return failed("queueing the reminders", error);
    }
  }

  return { tick };
}
