import type { RunReport } from "../announcer/run.js";
import type { StationAnnouncers } from "../announcer/station-announcers.js";
import { expectedFleet } from "../announcer/expected-fleet.js";
import { startStationReaders } from "../announcer/station-readers.js";
import { createDiscordPoster } from "../discord/poster.js";
import { posterChannels } from "../discord/poster-channels.js";
import type { Feature, ReadyParts } from "./feature.js";
import { followWork } from "./follows.js";

/** The announcers' parts, with who follows the first station's reads (see `firstReportFanOut`). */
export interface AnnouncerParts extends ReadyParts {
  readonly onFirstReport: ((report: RunReport | null) => void) | null;
  /** Told every read of every station this process reads. */
  readonly onStationReport?: (station: string, report: RunReport | null) => void;
}

/**
 * While the bot keeps figures, each station's audience is read once a minute (the channels, one request, shared with
 * the commands' cache), and a station no channel announces is read that often too: the retention is sized for a
 * sample a minute.
 */
const AUDIENCE_EVERY_MS = 60_000;

/** The announcers, and the follow work their reads started (`followsQueued`: resolves once it is all done). */
export interface AnnouncersWithFollows extends StationAnnouncers {
  followsQueued(): Promise<void>;
}

/**
 * One announcer per station, however many servers follow it; /setup changes apply to the next run. With
 * PostgreSQL, each station is read by one process of the fleet.
 */
export const stationAnnouncers: Feature<AnnouncerParts, AnnouncersWithFollows> = async (parts) => {
  const { config, registry, log } = parts;
  const follows = followWork({ ...parts, locale: config.announce.locale });
  const announcer = await startStationReaders({
    registry,
    store: parts.store,
    fleet: parts.fleet,
    targets: parts.targets,
    poster: createDiscordPoster(parts.client.rest, posterChannels(parts.client, parts.channels)),
    announce: config.announce,
    first: parts.first,
    onFirstReport: parts.onFirstReport,
    ...(parts.onStationReport ? { onStationReport: parts.onStationReport } : {}),
    metrics: parts.metrics,
    ...(config.stats.enabled ? { audienceEveryMs: AUDIENCE_EVERY_MS } : {}),
    log,
    timers: parts.timers,
    expected: expectedFleet(parts.shard),
    follows: follows.forStation,
  });
  // The operator's stations are known to every process, open only where read or used: both counts say what it holds.
  const total = Math.max(registry.known().length, registry.list().length);
  log.info(
    `${total} station(s), ${registry.list().length} open in this process; announcing on schedule ${config.announce.schedule}` +
      (config.announce.adaptive ? ", and just after each track's expected end" : ""),
  );
  return {
    ...announcer,
    followsQueued: () => follows.settled(),
    // The follow work of the last reads queues its messages before the store closes.
    async stop() {
      await announcer.stop();
      await follows.settled();
    },
  };
};
