import type { ScheduleItem } from "./schedule.js";

/** A radio show's occurrence as a Discord scheduled event should show it. Times in Unix ms. */
export interface ShowOccurrence {
  /** The panel's show (event) id: one show has many occurrences. */
  readonly showId: number;
  readonly name: string;
  readonly start: number;
  readonly end: number;
  readonly djName: string | null;
}

/** What the bot last wrote to Discord for one occurrence. */
export interface SyncedEvent extends ShowOccurrence {
  readonly discordId: string;
}

/** What to do to bring a server's events in step with the schedule. */
export interface EventSyncPlan {
  readonly create: readonly ShowOccurrence[];
  readonly update: readonly { readonly discordId: string; readonly to: ShowOccurrence }[];
  readonly remove: readonly SyncedEvent[];
  /** Events whose start has passed: Discord runs them now; the bot forgets them without touching them. */
  readonly forget: readonly SyncedEvent[];
}

/** How far apart an occurrence may move and still be the same event (a show moved within the day). */
const SAME_EVENT_WITHIN_MS = 12 * 3_600_000;
/** Discord refuses events that start in the past; leave a margin for the request itself. */
const START_MARGIN_MS = 60_000;

/** The radio shows of a schedule that are still to start: music blocks are not events. Pure. */
export function upcomingShows(items: readonly ScheduleItem[], now: number): ShowOccurrence[] {
  return items
    .filter((item) => item.kind === "show" && item.start > now + START_MARGIN_MS && item.name !== "")
    .map((item) => ({
      showId: item.id,
      name: item.name,
      start: item.start,
      end: item.end,
      djName: item.djName,
    }));
}

/**
 * Pairs the occurrences the schedule wants with the events the bot made before. Occurrences of the same show are
 * paired by nearest start (within 12 hours), so a moved or renamed show is updated, not deleted and created
 * again; an unchanged one is left alone. Pure.
 */
export function planEventSync(
  wanted: readonly ShowOccurrence[],
  synced: readonly SyncedEvent[],
  now: number,
): EventSyncPlan {
  const forget = synced.filter((event) => event.start <= now + START_MARGIN_MS);
  const open = synced.filter((event) => event.start > now + START_MARGIN_MS);
  const create: ShowOccurrence[] = [];
  const update: { discordId: string; to: ShowOccurrence }[] = [];
  const taken = new Set<string>();
  for (const occurrence of [...wanted].sort((a, b) => a.start - b.start)) {
    const match = open
      .filter((event) => event.showId === occurrence.showId && !taken.has(event.discordId))
      .map((event) => ({ event, distance: Math.abs(event.start - occurrence.start) }))
      .filter(({ distance }) => distance <= SAME_EVENT_WITHIN_MS)
      .sort((a, b) => a.distance - b.distance)[0]?.event;
    if (!match) {
      create.push(occurrence);
      continue;
    }
    taken.add(match.discordId);
    if (!sameOccurrence(match, occurrence)) update.push({ discordId: match.discordId, to: occurrence });
  }
  const remove = open.filter((event) => !taken.has(event.discordId));
  return { create, update, remove, forget };
}

function sameOccurrence(a: ShowOccurrence, b: ShowOccurrence): boolean {
  return a.name === b.name && a.start === b.start && a.end === b.end && a.djName === b.djName;
}
