import type { Readable } from "node:stream";
import type { Timers } from "../clock.js";
import type { Logger } from "../log.js";
import type { FailoverDirection } from "./failover.js";
import type { StreamOutcome } from "./play-session.js";
import type { SourceChoice } from "./stream-source.js";

/** The edges of a station's pipeline, passed in. */
export interface PipelineDeps {
  /**
   * Reads the panel (or `VOICE_STREAM_URL`) and picks the stream, at every (re)connect and at every look while
   * waiting; a look passes how old a cached answer may be.
   */
  readonly chooseSource: (maxAgeMs?: number) => Promise<SourceChoice>;
  /** Opens the stream (an HTTP GET); rejects on a failed answer; aborting the signal closes it. */
  readonly openStream: (url: string, signal: AbortSignal) => Promise<Readable>;
  readonly ffmpegPath: string | null;
  /** Hands a session's Opus packets to the one audio player of the station. */
  readonly play: (packets: Readable) => void;
  /** Stops the audio player (the pipeline stopped). */
  readonly silence: () => void;
  readonly log: Logger;
  readonly timers: Timers;
  /** How often to look at the panel again while the station is off air. */
  readonly offAirRetryMs?: number;
  /** A stream that sends nothing for this long is left (for another channel on air, else reopened). */
  readonly stallMs?: number;
  /** While another channel plays, how often the preferred one is tried again whatever the panel shows. */
  readonly preferredCheckMs?: number;
  /** How often the panel is looked at while waiting or while another channel plays (a channel back on air: at once). */
  readonly lookMs?: number;
  /** Silence this long while playing is dead air (0: never told). */
  readonly deadAirMs?: number;
  /** Bytes read from a stream, told when its connection ends, by how it ended. */
  readonly onBytes?: (outcome: StreamOutcome, bytes: number) => void;
  /** A switch to another channel of the station, or back to the preferred one. */
  readonly onFailover?: (direction: FailoverDirection) => void;
}
