import type { StationDirectory } from "../registry/directory.js";
import { createEventSync, type EventSyncDeps, type EventSyncReport } from "./event-sync.js";

/** What keeping every server's events in step with its own station needs. */
export interface StationEventSyncDeps extends Omit<EventSyncDeps, "panel"> {
  readonly stations: StationDirectory;
}

/**
 * Keeps each server's scheduled events in step with its own station's shows: one sync per station (it keeps which
 * servers lack Manage Events), each reading its station's schedule once for all the servers on it. A station no
 * server uses is not read.
 */
export function createStationEventSync(deps: StationEventSyncDeps) {
  const syncs = new Map<string, ReturnType<typeof createEventSync>>();
  let guildsOf = new Map<string, string[]>();

  async function run(): Promise<EventSyncReport> {
    const grouped = new Map<string, string[]>();
    for (const guildId of deps.guildIds()) {
      const station = deps.stations.stationOf(guildId);
      if (station) grouped.set(station.key, [...(grouped.get(station.key) ?? []), guildId]);
    }
    guildsOf = grouped;
    const total = { created: 0, updated: 0, removed: 0 };
    for (const key of grouped.keys()) {
      const station = deps.stations.registry.get(key);
      if (!station) continue;
      let sync = syncs.get(key);
      if (!sync) {
        sync = createEventSync({ ...deps, panel: station.panel, guildIds: () => guildsOf.get(key) ?? [] });
        syncs.set(key, sync);
      }
      const done = await sync.run();
      total.created += done.created;
      total.updated += done.updated;
      total.removed += done.removed;
    }
    return total;
  }

  return { run };
}
