import type { Station } from "../registry/station.js";
import type { StationRegistry } from "../registry/registry.js";
import type { AnnouncerSchedule } from "./schedule.js";

/** Every station's announcer, as one schedule to the rest of the bot. */
export interface StationAnnouncers extends AnnouncerSchedule {
  /** A station's own schedule (its own reads, its own adaptive timing). */
  of(stationKey: string): AnnouncerSchedule | undefined;
}

/**
 * Gives each station of the registry one announcer schedule, now and whenever a station is opened later (a public
 * bot's `/setup station`); the operator's stations, known but not yet open, are opened here (one process reads all). `runNow` runs them all and answers with the first station's report.
 */
export function createStationAnnouncers(
  registry: StationRegistry,
  scheduleFor: (station: Station) => AnnouncerSchedule,
): StationAnnouncers {
  const schedules = new Map<string, AnnouncerSchedule>();
  let stopped = false;
  const add = (station: Station) => {
    if (!stopped && !schedules.has(station.key)) schedules.set(station.key, scheduleFor(station));
  };
  // Without reader locks this process reads every station: the operator's known ones are opened and kept (all
  // before the first schedule, which tells a lone station from several by what is open).
  for (const key of registry.known()) registry.hold(key, "reader");
  for (const station of registry.list()) add(station);
  registry.onOpen(add);
  // A station nobody follows any more is closed by the registry: its schedule stops with it.
  registry.onClose((station) => {
    const schedule = schedules.get(station.key);
    schedules.delete(station.key);
    void schedule?.stop();
  });
  return {
    of: (key) => schedules.get(key),
    ...together(schedules),
    async stop() {
      stopped = true;
      await Promise.all([...schedules.values()].map((schedule) => schedule.stop()));
    },
  };
}

/** Runs and settles a set of schedules as one: `runNow` answers with the first one's report. */
export function together(
  schedules: ReadonlyMap<string, AnnouncerSchedule>,
): Pick<AnnouncerSchedule, "runNow" | "settled"> {
  const all = () => [...schedules.values()];
  return {
    async runNow() {
      const reports = await Promise.all(all().map((schedule) => schedule.runNow()));
      return reports[0] ?? null;
    },
    async settled() {
      await Promise.all(all().map((schedule) => schedule.settled()));
    },
  };
}
