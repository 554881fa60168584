import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import type { InputFormat } from "./input-format.js";

/**
 * The ffmpeg the bot runs: `FFMPEG_PATH` when set; else the binary of the optional registry package for this
 * platform (`@ffmpeg-installer/linux-x64` on Linux x64, installed by `npm install`); else `ffmpeg` on the PATH when
 * `onPath` says it exists; else null (only Ogg/Opus streams can play then).
 */
export function resolveFfmpeg(
  configured: string | null,
  onPath: (name: string) => boolean = () => false,
): string | null {
  if (configured) return configured;
  const packaged = packagedFfmpeg();
  if (packaged) return packaged;
  return onPath("ffmpeg") ? "ffmpeg" : null;
}

function packagedFfmpeg(): string | null {
  const name = `@ffmpeg-installer/${process.platform}-${process.arch}`;
  try {
    const require = createRequire(import.meta.url);
    const dir = require.resolve(`${name}/package.json`).replace(/package\.json$/, "");
    const binary = `${dir}ffmpeg${process.platform === "win32" ? ".exe" : ""}`;
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

/**
 * ffmpeg's arguments: the station's stream on stdin (any format ffmpeg reads: MP3, AAC, Ogg…), Ogg/Opus on stdout
 * in 20 ms packets, 48 kHz stereo as Discord wants, one Ogg page per packet so nothing waits to fill a page.
 * `input` (sniffed from the stream's first bytes) spares the probing, so the first packet comes out at once.
 */
export function transcodeArgs(input: InputFormat | null, bitrateKbps = 128): string[] {
  // A known format needs no probing at all; anything else gets a short probe (about 4 KiB).
  const probe = input ? ["-f", input, "-probesize", "32"] : ["-probesize", "4096"];
  return [
    ...["-hide_banner", "-nostdin", "-loglevel", "error"],
    ...probe,
    // Standard input only: no address or file name from a panel ever reaches ffmpeg, and no protocol but the pipe.
    ...["-analyzeduration", "0", "-protocol_whitelist", "pipe", "-i", "pipe:0", "-vn", "-map", "0:a:0"],
    ...["-ac", "2", "-ar", "48000", "-c:a", "libopus", "-b:a", `${bitrateKbps}k`],
    ...["-frame_duration", "20", "-application", "audio", "-vbr", "on"],
    ...["-f", "ogg", "-page_duration", "20000", "-flush_packets", "1", "pipe:1"],
  ];
}
