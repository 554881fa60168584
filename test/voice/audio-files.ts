import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import OpusScript from "opusscript";
import { resolveFfmpeg } from "../../src/voice/ffmpeg.js";

/** The ffmpeg the tests make their audio with (the same the bot uses). */
export const FFMPEG = resolveFfmpeg(process.env.FFMPEG_PATH ?? null);

/** A tone made by ffmpeg now: `seconds` of a sine at `hz`, as MP3 or as Ogg/Opus (`frameMs` long packets). */
export function toneFile(format: "mp3" | "ogg", hz: number, seconds: number, frameMs = 20): Buffer {
  if (!FFMPEG) throw new Error("no ffmpeg for the tests");
  const dir = mkdtempSync(join(tmpdir(), "voice-tone-"));
  const out = join(dir, `tone.${format}`);
  const codec =
    format === "mp3"
      ? ["-c:a", "libmp3lame", "-b:a", "128k"]
      : ["-c:a", "libopus", "-b:a", "96k", "-frame_duration", String(frameMs), "-ar", "48000", "-ac", "2"];
  execFileSync(FFMPEG, [
    ...[
      "-hide_banner",
      "-loglevel",
      "error",
      "-f",
      "lavfi",
      "-i",
      `sine=frequency=${hz}:duration=${seconds}`,
    ],
    ...codec,
    out,
  ]);
  const data = readFileSync(out);
  rmSync(dir, { recursive: true, force: true });
  return data;
}

/** An HTTP server on 127.0.0.1:0 that answers every GET with `body()` (or `status` without a body). */
export async function streamServer(answer: () => { status: number; body?: Buffer }) {
  let connections = 0;
  const server: Server = createServer((req, res) => {
    connections++;
    const { status, body } = answer();
    res.writeHead(status, { "content-type": "application/octet-stream" });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/stream`,
    get connections() {
      return connections;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Decodes Opus packets (48 kHz stereo) and estimates the tone's frequency from the left channel's zero crossings. */
export function dominantHz(packets: readonly Buffer[]): number {
  const decoder = new OpusScript(48_000, 2, OpusScript.Application.AUDIO);
  const samples: number[] = [];
  for (const packet of packets) {
    const pcm = decoder.decode(packet);
    for (let i = 0; i + 1 < pcm.length; i += 4) samples.push(pcm.readInt16LE(i));
  }
  decoder.delete();
  // Skip the encoder's first 100 ms (its start-up) before counting.
  const from = Math.min(4_800, samples.length);
  let crossings = 0;
  for (let i = from + 1; i < samples.length; i++) {
    if ((samples[i - 1] ?? 0) < 0 && (samples[i] ?? 0) >= 0) crossings++;
  }
  return crossings / ((samples.length - from) / 48_000);
}
