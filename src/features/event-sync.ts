import type { EventSyncReport } from "../discord/event-sync.js";
import { createStationEventSync } from "../discord/station-event-sync.js";
import { type Repeating, repeatEvery } from "../repeat.js";
import type { Feature, ReadyParts } from "./feature.js";

/** The servers' scheduled events are refreshed this often (and at start). */
const EVENT_SYNC_EVERY_MS = 10 * 60_000;

/** With `SCHEDULE_EVENTS=true`, keeps each server's scheduled events in step with its station's shows. */
export const scheduledEvents: Feature<ReadyParts, Repeating<EventSyncReport>> = async (parts) => {
  const { config, client, log } = parts;
  if (!config.scheduleEvents) return null;
  const sync = createStationEventSync({
    rest: client.rest,
    stations: parts.directory,
    store: parts.store,
    log,
    locale: config.announce.locale,
    guildIds: () => [...client.guilds.cache.keys()],
    now: parts.now,
  });
  const events = repeatEvery(EVENT_SYNC_EVERY_MS, sync.run, log);
  log.info("keeping the servers' scheduled events in step with the station's shows");
  return events;
};
