import type { RunReport } from "../announcer/run.js";
import type { Logger } from "../log.js";
import type { Observation } from "../station/changes.js";

/**
 * Who follows the first station's reads: the bot's status line (asynchronous, may fail). Voice channels follow the
 * song of the station each plays, through voice's own watch (`followSong`), not these reads.
 */
export interface FirstStationFollowers {
  readonly statusLine: { observed(observation: Observation | null): Promise<void> } | null;
}

/**
 * What every read of the first station is told to: the status line (a failed update is logged, never in the
 * reader's way). Null when nothing follows the station: then it is not read for it.
 */
export function firstReportFanOut(
  followers: FirstStationFollowers,
  log: Pick<Logger, "error">,
): ((report: RunReport | null) => void) | null {
  const { statusLine } = followers;
  if (!statusLine) return null;
  return (report) => {
    void statusLine
      .observed(report?.observation ?? null)
      .catch((error: unknown) => log.error("status update failed", { error }));
  };
}

/**
 * Each station's song in the voice channels playing it, from this process's reads of the station (voice's own watch
 * reads the stations read elsewhere, or not at all). Undefined without voice.
 */
export function stationReportsTo(
  voice: { stationObserved(station: string, observation: Observation | null): void } | null,
): ((station: string, report: RunReport | null) => void) | undefined {
  if (!voice) return undefined;
  return (station, report) => voice.stationObserved(station, report?.observation ?? null);
}
