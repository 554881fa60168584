import type { Logger } from "../log.js";
import type { Observation } from "../station/changes.js";

/** What a station's reads tell its followers' work: the live DJ, and the reminders' clock. */
export interface StationFollowParts {
  /** Whether anyone follows a DJ of the station (a figure kept fresh by the caller; asked on every run). */
  readonly wanted: () => boolean;
  readonly live: { observed(observation: Observation | null, now: number): Promise<number> };
  /** Absent where no reminders are kept (a test). */
  readonly reminders?: { tick(now: number): Promise<number> };
}

/** A station's followers' work after each of its reads, one read's at a time, off the announcer's own path. */
export interface StationFollows {
  /** Told each read of the station (null observation: the panel did not answer); returns at once. */
  afterRead(observation: Observation | null, now: number): void;
  /** Whether anyone follows a DJ of the station: its reader reads it then even with no channel to announce in. */
  wanted(): boolean;
  /** Resolves once the work of every read so far is over. */
  settled(): Promise<void>;
}

/**
 * Runs a station's follow work after each read without holding up the read: the announcements of the read are
 * out already, the messages to followers are only queued here (sent by the follow sender). A read that comes
 * while the last one's work is still running waits its turn, so the steps stay in the order the reads saw; when
 * several reads wait, only the newest is worked on (older looks at the DJ are stale).
 */
export function createStationFollows(parts: StationFollowParts, log: Logger): StationFollows {
  let running: Promise<void> = Promise.resolve();
  let waiting: { observation: Observation | null; now: number } | null = null;

  async function work(observation: Observation | null, now: number): Promise<void> {
    try {
      await parts.live.observed(observation, now);
      if (observation) await parts.reminders?.tick(now);
    } catch (error) {
      log.warn("follows: a station's follow work failed; trying again on the next read", {
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }

  return {
    wanted: parts.wanted,
    afterRead(observation, now) {
      const queuedBefore = waiting !== null;
      waiting = { observation, now };
      if (queuedBefore) return;
      running = running.then(async () => {
        const next = waiting;
        waiting = null;
        if (next) await work(next.observation, next.now);
      });
    },
    async settled() {
      for (let last: Promise<void> | null = null; last !== running;) {
        last = running;
        await last;
      }
    },
  };
}
