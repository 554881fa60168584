/** An audio format the simulated station streams in. */
export type StreamFormat = "mp3" | "aac" | "opus";

/** One channel (Icecast mount) of the simulated station and the tone it plays. */
export interface SimulatedMount {
  /** The channel's id in the panel's channel list. */
  readonly id: number;
  /** The path it is served at on the simulator's own address, e.g. `/stream`. */
  readonly mount: string;
  /** What the panel says in `s_format`. */
  readonly format: StreamFormat;
  /** kbit/s, as the panel's string. */
  readonly bitrate: string;
  /** The configured listener limit, as the panel's string. */
  readonly limit: string;
  /** The steady tone this channel plays, in Hz: each channel its own, so a test can tell them apart. */
  readonly toneHz: number;
}

/** The channels of the simulated station, in the panel's order. */
export const MOUNTS: readonly SimulatedMount[] = [
  { id: 1, mount: "/stream", format: "mp3", bitrate: "128", limit: "250", toneHz: 440 },
  { id: 2, mount: "/stream-aac", format: "aac", bitrate: "64", limit: "100", toneHz: 550 },
  { id: 3, mount: "/stream-opus", format: "opus", bitrate: "96", limit: "100", toneHz: 660 },
];

/**
 * The ffmpeg arguments that encode a mount's endless tone to stdout (as fast as it is read: the reader paces it);
 * `silent`: digital silence instead (a station on air with nothing playing: dead air).
 */
export function toneArguments(mount: SimulatedMount, silent = false): string[] {
  const input = ["-hide_banner", "-loglevel", "error", "-nostdin", "-f", "lavfi"];
  const audio = silent ? "anullsrc=r=48000:cl=stereo" : `sine=frequency=${mount.toneHz}:sample_rate=48000`;
  const source = ["-i", audio, "-ac", "2"];
  const bitrate = ["-b:a", `${mount.bitrate}k`];
  const output =
    mount.format === "mp3"
      ? ["-c:a", "libmp3lame", ...bitrate, "-f", "mp3"]
      : mount.format === "aac"
        ? ["-c:a", "aac", ...bitrate, "-f", "adts"]
        : // Pages of one 20 ms packet each, as a live Icecast source sends, not one page a second.
          ["-c:a", "libopus", ...bitrate, "-frame_duration", "20", "-f", "ogg", "-page_duration", "20000"];
  return [...input, ...source, ...output, "-flush_packets", "1", "pipe:1"];
}

/** The Content-Type Icecast serves a format with. */
export function contentTypeOf(format: StreamFormat): string {
  return format === "mp3" ? "audio/mpeg" : format === "aac" ? "audio/aac" : "audio/ogg";
}
