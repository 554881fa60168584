import { EventEmitter } from "node:events";
import type { Readable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import type { Logger } from "../../src/log.js";
import { opusPacketMs } from "../../src/voice/opus-frames.js";
import { openHttpStream } from "../../src/voice/open-stream.js";
import {
  createStationPipeline,
  type PipelineState,
  type StationPipeline,
} from "../../src/voice/station-pipeline.js";
import type { SourceChoice } from "../../src/voice/stream-source.js";
import { dominantHz, FFMPEG, streamServer, toneFile } from "./audio-files.js";

const quiet: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
const realTimers = { setTimeout, clearTimeout, now: Date.now };
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A pipeline over `url` whose player is a collector of every packet played, per session. */
function pipelineFor(choice: () => SourceChoice, options: { offAirRetryMs?: number } = {}) {
  const sessions: Buffer[][] = [];
  const played = new EventEmitter();
  let silenced = 0;
  /** Resolves when session `index` (0 for the first) has ended. */
  const ended = (index: number): Promise<void> =>
    new Promise((resolve) => {
      const check = () => {
        if (closed.has(index)) {
          played.off("closed", check);
          resolve();
        }
      };
      played.on("closed", check);
      check();
    });
  const closed = new Set<number>();
  const pipeline: StationPipeline = createStationPipeline({
    chooseSource: () => Promise.resolve(choice()),
    openStream: openHttpStream,
    ffmpegPath: FFMPEG,
    play: (packets: Readable) => {
      const packetsOfSession: Buffer[] = [];
      sessions.push(packetsOfSession);
      packets.on("data", (packet: Buffer) => packetsOfSession.push(packet));
      const index = sessions.length - 1;
      packets.once("close", () => {
        closed.add(index);
        played.emit("closed");
      });
    },
    silence: () => {
      silenced++;
    },
    log: quiet,
    timers: realTimers,
    ...options,
  });
  cleanups.push(() => pipeline.stop());
  return { pipeline, sessions, ended, silenced: () => silenced };
}

const play = (url: string): SourceChoice => ({
  kind: "play",
  source: { url, format: null, mount: "/stream" },
});

function stateReached(pipeline: StationPipeline, wanted: PipelineState): Promise<void> {
  return new Promise((resolve) => {
    const check = (state: PipelineState) => {
      if (state !== wanted) return;
      pipeline.off("state", check);
      resolve();
    };
    pipeline.on("state", check);
  });
}

describe.skipIf(!FFMPEG)("the station pipeline", () => {
  it("re-encodes an MP3 stream with ffmpeg into 20 ms Opus packets of the same tone", async () => {
    const mp3 = toneFile("mp3", 440, 2);
    const server = await streamServer(() => ({ status: 200, body: mp3 }));
    cleanups.push(server.close);
    const { pipeline, sessions, ended } = pipelineFor(() => play(server.url));
    pipeline.start();
    await stateReached(pipeline, "playing");
    await ended(0);
    const packets = sessions[0] ?? [];
    expect(packets.every((p) => opusPacketMs(p) === 20)).toBe(true);
    expect(packets.length).toBeGreaterThanOrEqual(95);
    expect(packets.length).toBeLessThanOrEqual(105);
    expect(Math.abs(dominantHz(packets) - 440) / 440).toBeLessThan(0.02);
  });

  it("passes an Ogg/Opus stream through as it is: the very packets of the stream, no ffmpeg", async () => {
    const ogg = toneFile("ogg", 660, 2);
    const server = await streamServer(() => ({ status: 200, body: ogg }));
    cleanups.push(server.close);
    const { pipeline, sessions, ended } = pipelineFor(() => play(server.url));
    pipeline.start();
    await ended(0);
    const packets = sessions[0] ?? [];
    expect(packets.length).toBeGreaterThanOrEqual(100);
    expect(Math.abs(dominantHz(packets) - 660) / 660).toBeLessThan(0.02);
  });

  it("re-encodes an Ogg/Opus stream whose packets are not 20 ms (Discord plays one packet per 20 ms)", async () => {
    const ogg = toneFile("ogg", 550, 2, 60);
    const server = await streamServer(() => ({ status: 200, body: ogg }));
    cleanups.push(server.close);
    const { pipeline, sessions, ended } = pipelineFor(() => play(server.url));
    pipeline.start();
    await ended(0);
    await ended(1);
    const packets = sessions[1] ?? [];
    expect(packets.every((p) => opusPacketMs(p) === 20)).toBe(true);
    expect(Math.abs(dominantHz(packets) - 550) / 550).toBeLessThan(0.02);
  });

  it("reconnects after the stream ends, and after a refused connection", async () => {
    const mp3 = toneFile("mp3", 440, 1);
    let answers = 0;
    const server = await streamServer(() => (++answers === 2 ? { status: 503 } : { status: 200, body: mp3 }));
    cleanups.push(server.close);
    const { pipeline, sessions, ended } = pipelineFor(() => play(server.url));
    pipeline.start();
    await ended(0);
    await stateReached(pipeline, "retrying");
    // 1 s, then the refusal, then 2 s: the third connection plays again.
    await stateReached(pipeline, "playing");
    expect(server.connections).toBe(3);
    expect(pipeline.sessionsOpened).toBe(2);
    expect(sessions.length).toBe(2);
  });

  it("waits while the station is off air and plays when it comes back", async () => {
    const mp3 = toneFile("mp3", 440, 1);
    const server = await streamServer(() => ({ status: 200, body: mp3 }));
    cleanups.push(server.close);
    let onAir = false;
    let asked = 0;
    const { pipeline } = pipelineFor(
      () => {
        asked++;
        return onAir ? play(server.url) : { kind: "off-air" };
      },
      { offAirRetryMs: 50 },
    );
    pipeline.start();
    await stateReached(pipeline, "off-air");
    expect(server.connections).toBe(0);
    onAir = true;
    await stateReached(pipeline, "playing");
    expect(asked).toBeGreaterThanOrEqual(2);
    expect(server.connections).toBe(1);
  });

  it("stops everything on stop(): the stream is closed, the player silenced, nothing reconnects", async () => {
    const mp3 = toneFile("mp3", 440, 30);
    const server = await streamServer(() => ({ status: 200, body: mp3 }));
    cleanups.push(server.close);
    const { pipeline, ended, silenced } = pipelineFor(() => play(server.url));
    pipeline.start();
    await stateReached(pipeline, "playing");
    await pipeline.stop();
    await ended(0);
    expect(pipeline.state).toBe("stopped");
    expect(silenced()).toBe(1);
    expect(server.connections).toBe(1);
  });
});
