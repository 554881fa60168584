import type { RunReport } from "../announcer/run.js";
import type { Logger } from "../log.js";
import type { Observation } from "../station/changes.js";

/** Who shows the first station's song: the status line (asynchronous, may fail) and the voice channels. */
export interface FirstStationFollowers {
  readonly statusLine: { observed(observation: Observation | null): Promise<void> } | null;
  readonly voice: { observed(observation: Observation | null): void } | null;
}

/**
 * What every read of the first station is told to: both followers, each on its own (a failed status update is
 * logged, never in the reader's way). Null when nobody follows the station: then it is not read for them.
 */
export function firstReportFanOut(
  followers: FirstStationFollowers,
  log: Pick<Logger, "error">,
): ((report: RunReport | null) => void) | null {
  const { statusLine, voice } = followers;
  if (!statusLine && !voice) return null;
  return (report) => {
    const observation = report?.observation ?? null;
    voice?.observed(observation);
    void statusLine
      ?.observed(observation)
      .catch((error: unknown) => log.error("status update failed", { error }));
  };
}
