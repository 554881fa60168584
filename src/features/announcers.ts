import type { RunReport } from "../announcer/run.js";
import type { StationAnnouncers } from "../announcer/station-announcers.js";
import { startStationReaders } from "../announcer/station-readers.js";
import { createDiscordPoster } from "../discord/poster.js";
import type { Feature, ReadyParts } from "./feature.js";

/** The announcers' parts, with who follows the first station's reads (see `firstReportFanOut`). */
export interface AnnouncerParts extends ReadyParts {
  readonly onFirstReport: ((report: RunReport | null) => void) | null;
}

/**
 * One announcer per station, however many servers follow it; /setup changes apply to the next run. With
 * PostgreSQL, each station is read by one process of the fleet.
 */
export const stationAnnouncers: Feature<AnnouncerParts, StationAnnouncers> = async (parts) => {
  const { config, registry, log } = parts;
  const announcer = await startStationReaders({
    registry,
    store: parts.store,
    fleet: parts.fleet,
    targets: parts.targets,
    poster: createDiscordPoster(parts.client.rest, parts.channels.nameOf),
    announce: config.announce,
    first: parts.first,
    onFirstReport: parts.onFirstReport,
    metrics: parts.metrics,
    log,
    timers: parts.timers,
  });
  log.info(
    `${registry.list().length} station(s); announcing on schedule ${config.announce.schedule}` +
      (config.announce.adaptive ? ", and just after each track's expected end" : ""),
  );
  return announcer;
};
