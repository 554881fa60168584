import { DiscordAPIError, type REST, Routes } from "discord.js";
import type { Logger } from "../log.js";
import type { PanelClient } from "../panel/client.js";
import { PanelError } from "../panel/errors.js";
import type { Locale } from "../locale.js";
import { renderScheduledEvent } from "../render/scheduled-event.js";
import { listenUrlOf } from "../station/listen-links.js";
import { scheduleItems } from "../station/schedule.js";
import {
  type EventSyncPlan,
  planEventSync,
  type ShowOccurrence,
  upcomingShows,
} from "../station/show-occurrences.js";
import type { AsyncBotStore } from "../store/async-store.js";

/** What keeping the servers' scheduled events in step needs, passed in. */
export interface EventSyncDeps {
  readonly rest: REST;
  readonly panel: PanelClient;
  readonly store: Pick<AsyncBotStore, "syncedEvents" | "saveEvent" | "forgetEvent">;
  readonly log: Logger;
  readonly locale: Locale;
  /** The servers the bot is in now. */
  readonly guildIds: () => readonly string[];
  readonly now: () => number;
}

const WEEK = 7 * 86_400_000;
const MISSING_PERMISSIONS = new Set([50001, 50013]);
const UNKNOWN_EVENT = 10070;

/** A summary of one sync, for logs and tests. */
export interface EventSyncReport {
  readonly created: number;
  readonly updated: number;
  readonly removed: number;
}

/** A sync that did nothing. */
const NONE_SYNCED: EventSyncReport = { created: 0, updated: 0, removed: 0 };

/**
 * Keeps each server's Discord scheduled events in step with the station's radio shows for the next 7 days: one
 * external event per occurrence, created once, updated when the show moves or is renamed, deleted when it is
 * gone. Only events the bot made (remembered in the database) are touched. A server where the bot lacks Manage
 * Events is reported once, with the fix, and skipped; the rest of the bot carries on.
 */
export function createEventSync(deps: EventSyncDeps) {
  const reported = new Set<string>();

  async function run(): Promise<EventSyncReport> {
    const now = deps.now();
    const shows = await readShows(deps, now);
    if (!shows) return NONE_SYNCED;
    let total = NONE_SYNCED;
    for (const guildId of deps.guildIds()) total = addReports(total, await syncGuild(guildId, shows, now));
    return total;
  }

  async function syncGuild(guildId: string, shows: WeekShows, now: number): Promise<EventSyncReport> {
    const plan = planEventSync(shows.wanted, await deps.store.syncedEvents(guildId), now);
    for (const event of plan.forget) await deps.store.forgetEvent(guildId, event.discordId);
    const done = { created: 0, updated: 0, removed: 0 };
    try {
      await applyPlan(deps, guildId, plan, shows.location, done);
      reported.delete(guildId);
    } catch (error) {
      failed(guildId, error);
    }
    return done;
  }

  /** A server without Manage Events is told once (until a sync there works again); other failures are logged. */
  function failed(guildId: string, error: unknown): void {
    if (!(error instanceof DiscordAPIError) || !MISSING_PERMISSIONS.has(Number(error.code))) {
      deps.log.warn(`scheduled events: syncing server ${guildId} failed; trying again later`, { error });
      return;
    }
    if (reported.has(guildId)) return;
    reported.add(guildId);
    deps.log.error(
      `scheduled events: the bot may not manage events in server ${guildId}. Give its role Manage Events, or set SCHEDULE_EVENTS=false.`,
      { reason: error.message },
    );
  }

  return { run };
}

/** Two syncs' figures added up. Pure. */
export function addReports(a: EventSyncReport, b: EventSyncReport): EventSyncReport {
  return { created: a.created + b.created, updated: a.updated + b.updated, removed: a.removed + b.removed };
}

/** The shows of the next 7 days and where to listen. */
interface WeekShows {
  readonly wanted: ShowOccurrence[];
  readonly location: string;
}

/**
 * Carries out a server's plan in Discord and the store, counting into `done` as it goes (so a plan cut short by a
 * failure still reports what it did); throws what Discord refused.
 */
async function applyPlan(
  deps: EventSyncDeps,
  guildId: string,
  plan: EventSyncPlan,
  location: string,
  done: { created: number; updated: number; removed: number },
): Promise<void> {
  const body = (occurrence: ShowOccurrence) => renderScheduledEvent(occurrence, location, deps.locale);
  for (const event of plan.remove) {
    await ignoreUnknown(deps.rest.delete(Routes.guildScheduledEvent(guildId, event.discordId)));
    await deps.store.forgetEvent(guildId, event.discordId);
    done.removed++;
  }
  for (const { discordId, to } of plan.update) {
    const updated = await ignoreUnknown(
      deps.rest.patch(Routes.guildScheduledEvent(guildId, discordId), { body: body(to) }),
    );
    await deps.store.forgetEvent(guildId, discordId);
    if (updated === null) {
      // Someone deleted it in Discord: make it again.
      await create(deps, guildId, to, body(to));
      done.created++;
    } else {
      await deps.store.saveEvent(guildId, { ...to, discordId });
      done.updated++;
    }
  }
  for (const occurrence of plan.create) {
    await create(deps, guildId, occurrence, body(occurrence));
    done.created++;
  }
}

async function create(
  deps: EventSyncDeps,
  guildId: string,
  occurrence: ShowOccurrence,
  body: object,
): Promise<void> {
  const made = (await deps.rest.post(Routes.guildScheduledEvents(guildId), { body })) as { id: string };
  await deps.store.saveEvent(guildId, { ...occurrence, discordId: made.id });
}

/** The shows of the next 7 days and where to listen; null (logged) when the panel cannot be read now. */
async function readShows(deps: EventSyncDeps, now: number): Promise<WeekShows | null> {
  try {
    const from = Math.floor(now / 60_000) * 60_000;
    const [events, djs, channels] = await Promise.all([
      deps.panel.grid({ from, to: from + WEEK }, { maxAgeMs: 0 }),
      deps.panel.djs(),
      deps.panel.channels(),
    ]);
    return {
      wanted: upcomingShows(scheduleItems(events, djs, now), now),
      location: listenUrlOf(channels) ?? deps.panel.address,
    };
  } catch (error) {
    if (!(error instanceof PanelError)) throw error;
    deps.log.warn("scheduled events: could not read the schedule; trying again later", {
      error: error.message,
    });
    return null;
  }
}

/** Resolves with null when Discord no longer knows the event (a person deleted it). */
async function ignoreUnknown<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof DiscordAPIError && (Number(error.code) === UNKNOWN_EVENT || error.status === 404))
      return null;
    throw error;
  }
}
