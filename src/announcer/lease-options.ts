import type { Timers } from "../clock.js";
import type { Logger } from "../log.js";
import type { ExpectedFleet } from "./expected-fleet.js";
import type { ReaderLocks } from "../store/reader-locks.js";

/** What the leased announcers need besides the registry and the schedule of one station. */
export interface LeaseOptions {
  /** Opens a lock session (again, after one was lost). */
  readonly openLocks: () => Promise<ReaderLocks>;
  /** How often the stations nobody reads are tried: a dead process's stations are taken within this. */
  readonly everyMs: number;
  /**
   * How often the count of processes is looked at between those rounds (default 1 s, at most `everyMs`): a process
   * joining or leaving starts a round in every process at once, and rounds follow at this pace until the stations
   * have settled, so a cold fleet spreads its stations in seconds, not in rounds of `everyMs`.
   */
  readonly quickMs?: number;
  /**
   * Makes ready what reading stations needs before their first read (the servers that follow them, for a process
   * holding its share of the fleet); a failure gives the stations back to the fleet. `letGo`: no longer read here.
   */
  readonly followers?: {
    hold(keys: readonly string[]): Promise<void>;
    letGo(keys: readonly string[]): Promise<void>;
  };
  /** Told when this process starts (true) or stops (false) reading a station. */
  readonly onChange?: (stationKey: string, reading: boolean) => void;
  /** A sharded bot's fleet as it will be (see `sharingProcesses`); null or absent: the live processes alone. */
  readonly expected?: ExpectedFleet | null;
  readonly log: Logger;
  readonly timers: Pick<Timers, "setTimeout" | "clearTimeout"> & Partial<Pick<Timers, "now">>;
}
