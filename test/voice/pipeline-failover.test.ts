import { execFileSync } from "node:child_process";
import { EventEmitter } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import type { Logger } from "../../src/log.js";
import type { FailoverDirection } from "../../src/voice/failover.js";
import { openHttpStream } from "../../src/voice/open-stream.js";
import type { StreamOutcome } from "../../src/voice/play-session.js";
import { createStationPipeline, type DeadAirChange } from "../../src/voice/station-pipeline.js";
import type { SourceChoice, StreamSource } from "../../src/voice/stream-source.js";
import { FFMPEG, streamServer, toneFile } from "./audio-files.js";

const lines: string[] = [];
const log: Logger = {
  debug: () => undefined,
  info: (message) => lines.push(message),
  warn: (message) => lines.push(message),
  error: (message) => lines.push(message),
};
const realTimers = { setTimeout, clearTimeout, now: Date.now };
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  lines.length = 0;
});

/** Ogg/Opus of `silentS` seconds of digital silence, then `soundS` seconds of a tone. */
function silenceThenTone(silentS: number, soundS: number): Buffer {
  const dir = mkdtempSync(join(tmpdir(), "voice-silence-"));
  const out = join(dir, "silence.ogg");
  const volume = `volume='if(lt(t,${silentS}),0,1)':eval=frame`;
  execFileSync(FFMPEG ?? "ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-f", "lavfi"],
    ...["-i", `sine=frequency=440:duration=${silentS + soundS},${volume}`],
    ...["-c:a", "libopus", "-b:a", "96k", "-frame_duration", "20", "-ar", "48000", "-ac", "2", out],
  ]);
  const data = readFileSync(out);
  rmSync(dir, { recursive: true, force: true });
  return data;
}

/** A pipeline over `choice`, its player draining every packet; records switches, bytes and dead air. */
function pipelineFor(
  choice: () => SourceChoice,
  options: { preferredCheckMs?: number; deadAirMs?: number; stallMs?: number },
) {
  const switches: FailoverDirection[] = [];
  const bytes: { outcome: StreamOutcome; bytes: number }[] = [];
  const deadAir: DeadAirChange[] = [];
  const played: string[] = [];
  const pipeline = createStationPipeline({
    chooseSource: () => Promise.resolve(choice()),
    openStream: (url, signal) => {
      played.push(url);
      recorded.emit("change");
      return openHttpStream(url, signal);
    },
    ffmpegPath: FFMPEG,
    play: (packets: Readable) => packets.resume(),
    silence: () => undefined,
    log,
    timers: realTimers,
    onFailover: (direction) => recorded.emit("change", switches.push(direction)),
    onBytes: (outcome, count) => recorded.emit("change", bytes.push({ outcome, bytes: count })),
    ...options,
  });
  pipeline.on("deadAir", (change) => recorded.emit("change", deadAir.push(change)));
  cleanups.push(() => pipeline.stop());
  return { pipeline, switches, bytes, deadAir, played };
}

/** Told whenever a pipeline records something. */
const recorded = new EventEmitter();

/** Resolves once `check` holds (looked at now and at each thing recorded). */
function until(check: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const look = () => {
      if (!check()) return;
      recorded.off("change", look);
      resolve();
    };
    recorded.on("change", look);
    look();
  });
}

const source = (url: string, format: string): StreamSource => ({ url, format, mount: url, bitrate: 128 });

describe.skipIf(!FFMPEG)("the station pipeline's failover, bytes and dead air", () => {
  it("plays the next channel at once when the one playing drops, and the preferred one again when it answers", async () => {
    const short = toneFile("ogg", 660, 1);
    const long = toneFile("mp3", 440, 30);
    // The preferred channel plays a second of its tone, then is off (404) until it comes back.
    let answers = 0;
    let back = false;
    const preferred = await streamServer(() =>
      ++answers === 1 || back ? { status: 200, body: short } : { status: 404 },
    );
    const other = await streamServer(() => ({ status: 200, body: long }));
    cleanups.push(preferred.close, other.close);
    const choice: SourceChoice = {
      kind: "play",
      source: source(preferred.url, "ogg"),
      alternatives: [source(other.url, "mp3")],
    };
    const { pipeline, switches, bytes, played } = pipelineFor(() => choice, { preferredCheckMs: 200 });
    pipeline.start();
    await until(() => switches.length >= 1);
    expect(switches).toEqual(["fallback"]);
    // Cut, it was opened again once at once (refused), then the other channel played.
    expect(played.slice(0, 3)).toEqual([preferred.url, preferred.url, other.url]);
    // The preferred channel's first stream ended (dropped); its bytes are counted so.
    expect(bytes[0]).toEqual({ outcome: "dropped", bytes: short.length });
    back = true;
    await until(() => switches.length >= 2);
    expect(switches).toEqual(["fallback", "back"]);
    // The fallback was left by the bot: its bytes count as read fine.
    await until(() => bytes.length >= 2);
    expect(bytes[1]?.outcome).toBe("ok");
    expect(bytes[1]?.bytes).toBeGreaterThan(0);
    expect(lines.some((line) => line.includes("failing over to"))).toBe(true);
    expect(lines.some((line) => line.includes("back on"))).toBe(true);
  }, 20_000);

  it("fails over at once when the channel playing stalls (sends nothing), counting its bytes as stalled", async () => {
    const ogg = toneFile("ogg", 660, 2);
    const head = ogg.subarray(0, 4_000);
    // Sends the start of the stream, then nothing, and never ends.
    const stuck = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "audio/ogg" });
      res.write(head);
    });
    await new Promise<void>((resolve) => stuck.listen(0, "127.0.0.1", resolve));
    const stuckUrl = `http://127.0.0.1:${(stuck.address() as AddressInfo).port}/stream`;
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          stuck.closeAllConnections();
          stuck.close(() => resolve());
        }),
    );
    const other = await streamServer(() => ({ status: 200, body: toneFile("mp3", 440, 30) }));
    cleanups.push(other.close);
    const { pipeline, switches, bytes, played } = pipelineFor(
      () => ({ kind: "play", source: source(stuckUrl, "ogg"), alternatives: [source(other.url, "mp3")] }),
      { stallMs: 300 },
    );
    pipeline.start();
    await until(() => switches.length >= 1);
    expect(switches).toEqual(["fallback"]);
    expect(played).toEqual([stuckUrl, other.url]);
    expect(bytes[0]).toEqual({ outcome: "stalled", bytes: head.length });
  }, 20_000);

  it("keeps reconnecting to the only channel a station has, as before (no failover to tell)", async () => {
    const short = toneFile("mp3", 440, 1);
    const only = await streamServer(() => ({ status: 200, body: short }));
    cleanups.push(only.close);
    const { pipeline, switches, bytes } = pipelineFor(
      () => ({ kind: "play", source: source(only.url, "mp3") }),
      {},
    );
    pipeline.start();
    await until(() => bytes.length >= 2);
    expect(only.connections).toBeGreaterThanOrEqual(2);
    expect(switches).toEqual([]);
    expect(bytes[0]).toEqual({ outcome: "dropped", bytes: short.length });
  }, 20_000);

  it("tells dead air once after the silence threshold, then that the sound is back", async () => {
    const ogg = silenceThenTone(2, 1);
    const server = await streamServer(() => ({ status: 200, body: ogg }));
    cleanups.push(server.close);
    const { pipeline, deadAir } = pipelineFor(() => ({ kind: "play", source: source(server.url, "ogg") }), {
      deadAirMs: 1_000,
    });
    pipeline.start();
    await until(() => deadAir.length >= 2);
    expect(deadAir).toEqual(["dead-air", "sound-back"]);
    expect(pipeline.deadAir).toBe(false);
  }, 20_000);

  it("tells nothing of a silence shorter than the threshold, or with dead air off", async () => {
    const ogg = silenceThenTone(2, 1);
    const server = await streamServer(() => ({ status: 200, body: ogg }));
    cleanups.push(server.close);
    const longer = pipelineFor(() => ({ kind: "play", source: source(server.url, "ogg") }), {
      deadAirMs: 5_000,
    });
    const off = pipelineFor(() => ({ kind: "play", source: source(server.url, "ogg") }), { deadAirMs: 0 });
    longer.pipeline.start();
    off.pipeline.start();
    await until(() => longer.bytes.length >= 1 && off.bytes.length >= 1);
    expect(longer.deadAir).toEqual([]);
    expect(off.deadAir).toEqual([]);
  }, 20_000);
});
