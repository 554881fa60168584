import type { ScheduleItem } from "../station/schedule.js";
import { djKey } from "./dj-key.js";
import type { Follow } from "./follow.js";
import { reminderEventId } from "./follow-queue.js";

/** One reminder already queued: a scheduled occurrence at one lead time (its event id), and who was told of it. */
export interface QueuedReminder {
  /** `reminderEventId(station, show id, start, minutes)`. */
  readonly event: string;
  /** The occurrence's start, Unix ms: the entry is forgotten a while after it. */
  readonly start: number;
  /** The users told, by user id: a user following from two servers is told once. */
  readonly users: readonly string[];
}

/** What the station's reminders keep in the store (shared by every process): the reminders queued lately. */
export interface RemindersState {
  readonly queued: readonly QueuedReminder[];
}

/** No reminder queued yet. */
export const NO_REMINDERS: RemindersState = { queued: [] };

/** A reminder to send now: the follow it goes to, the occurrence it is about, and its event id. */
export interface DueReminder {
  readonly follow: Follow;
  readonly item: ScheduleItem;
  readonly minutes: 15 | 30 | 60;
  readonly eventId: string;
}

/** What to remind now, and the state that says so. */
export interface ReminderPlan {
  readonly state: RemindersState;
  readonly reminders: readonly DueReminder[];
}

/**
 * How long a queued reminder is remembered after its show's start. Past the start it can never be due again (see
 * {@link reminderPlan}), so this only covers processes whose clocks differ by up to this much: one a little
 * behind must still see what one a little ahead queued.
 */
export const REMEMBER_AFTER_START_MS = 10 * 60_000;

/**
 * A reminder is not sent in the last minute before its show: the follower would read it as the show begins, and
 * the "your DJ is live" message follows at once.
 */
export const LAST_CALL_MS = 60_000;

/** The saved state, or none when it is missing or not one (never saved, or written by something else). Pure. */
export function remindersStateOf(saved: unknown): RemindersState {
  if (typeof saved !== "object" || saved === null) return NO_REMINDERS;
  const { queued } = saved as { queued?: unknown };
  if (!Array.isArray(queued)) return NO_REMINDERS;
  const kept = queued.flatMap((entry: unknown): QueuedReminder[] => {
    if (typeof entry !== "object" || entry === null) return [];
    const { event, start, users } = entry as Partial<Record<keyof QueuedReminder, unknown>>;
    if (typeof event !== "string" || typeof start !== "number" || !Array.isArray(users)) return [];
    return [{ event, start, users: users.filter((user): user is string => typeof user === "string") }];
  });
  return { queued: kept };
}

/** Whose reminder of an event is queued (user id), by event id. */
function toldOf(state: RemindersState): Map<string, Set<string>> {
  const told = new Map<string, Set<string>>();
  for (const entry of state.queued) {
    const users = told.get(entry.event) ?? new Set<string>();
    for (const user of entry.users) users.add(user);
    told.set(entry.event, users);
  }
  return told;
}

/**
 * The state with `reminders` added to what is queued and the entries long past their start forgotten, so it stays
 * as small as the reminders of the shows about to start. Pure.
 */
export function markReminded(
  state: RemindersState,
  reminders: readonly DueReminder[],
  now: number,
): RemindersState {
  const told = toldOf(state);
  const starts = new Map(state.queued.map((entry) => [entry.event, entry.start]));
  for (const { eventId, item, follow } of reminders) {
    told.set(eventId, (told.get(eventId) ?? new Set<string>()).add(follow.userId));
    starts.set(eventId, item.start);
  }
  const queued = [...told].flatMap(([event, users]): QueuedReminder[] => {
    const start = starts.get(event) ?? 0;
    return start + REMEMBER_AFTER_START_MS > now ? [{ event, start, users: [...users].sort() }] : [];
  });
  return { queued };
}

/** Of one user's follows of a DJ at one lead time from several servers, the one told: the oldest, then by server. */
function firstFollow(a: Follow, b: Follow): number {
  return a.createdAt - b.createdAt || (a.guildId < b.guildId ? -1 : a.guildId > b.guildId ? 1 : 0);
}

/** What the plan decides from. */
export interface ReminderPlanInput {
  readonly station: string;
  /** The schedule ahead (`scheduleItems`): only radio shows naming a DJ are reminded. */
  readonly items: readonly ScheduleItem[];
  /** The station's follows with a reminder (`remindedFollowsOf`). */
  readonly follows: readonly Follow[];
  readonly now: number;
  readonly state: RemindersState;
}

/**
 * The reminders due now, and the state that records them. A follow of a DJ with a reminder of `minutes` is due
 * for each radio show of that DJ (matched by `djKey`) in the schedule given, from `minutes` before its start until
 * {@link LAST_CALL_MS} before it, once per user, occurrence (show id and start, so a periodic show's every
 * occurrence) and lead time, whichever servers the user follows from.
 *
 * Reminders late because the bot was down are still sent while the show is more than a minute away: the message
 * shows the start as a time, which reads "in 7 minutes" as well as "in 15". A show moved is a new occurrence (a
 * new start): reminded at its new time, whether or not its old time was; a show moved or removed is not reminded
 * at its old time, as only the schedule given is read. Times are Unix ms, so daylight saving changes nothing. Pure.
 */
export function reminderPlan(input: ReminderPlanInput): ReminderPlan {
  const { now } = input;
  const followsOf = new Map<string, Follow[]>();
  for (const follow of input.follows) {
    if (follow.remindMinutes === null) continue;
    const key = djKey(follow.dj);
    followsOf.set(key, [...(followsOf.get(key) ?? []), follow]);
  }
  const told = toldOf(input.state);
  const reminders: DueReminder[] = [];
  for (const item of input.items) {
    if (item.kind !== "show" || item.djName === null || item.start - LAST_CALL_MS <= now) continue;
    const chosen = new Map<string, { follow: Follow; minutes: 15 | 30 | 60; eventId: string }>();
    for (const follow of followsOf.get(djKey(item.djName)) ?? []) {
      const minutes = follow.remindMinutes;
      if (minutes === null || item.start - minutes * 60_000 > now) continue;
      const eventId = reminderEventId(input.station, item.id, item.start, minutes);
      if (told.get(eventId)?.has(follow.userId)) continue;
      const key = `${eventId}\u0000${follow.userId}`;
      const other = chosen.get(key);
      if (!other || firstFollow(follow, other.follow) < 0) chosen.set(key, { follow, minutes, eventId });
    }
    for (const { follow, minutes, eventId } of chosen.values()) {
      reminders.push({ follow, item, minutes, eventId });
      // The same occurrence listed twice by the schedule is told once.
      told.set(eventId, (told.get(eventId) ?? new Set<string>()).add(follow.userId));
    }
  }
  return { state: markReminded(input.state, reminders, now), reminders };
}
