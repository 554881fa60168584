import { EventEmitter } from "node:events";
import type { Readable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import type { Timers } from "../../src/clock.js";
import type { Logger } from "../../src/log.js";
import type { FailoverDirection } from "../../src/voice/failover.js";
import { openHttpStream } from "../../src/voice/open-stream.js";
import {
  createStationPipeline,
  type PipelineState,
  type StationPipeline,
} from "../../src/voice/station-pipeline.js";
import type { SourceChoice, StreamSource } from "../../src/voice/stream-source.js";
import { FFMPEG, streamServer, toneFile } from "./audio-files.js";

const quiet: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/**
 * A clock that stands still, whose timers of a second or more never fire: the backoff, the off-air wait and the
 * minute's check of the preferred channel never end on their own. Only the looks at the panel (every 20 ms here)
 * can bring the sound back.
 */
const stillTimers: Timers = {
  now: () => 0,
  setTimeout: (callback, ms) => (ms < 1_000 ? setTimeout(callback, ms) : null),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout | undefined),
};

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** What the pipeline did, told as it happens. */
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

/** A pipeline over the panel's `choice`, on the still clock; records its states, switches and looks. */
function pipelineFor(choice: () => SourceChoice) {
  const states: PipelineState[] = [];
  const switches: FailoverDirection[] = [];
  /** What each read that accepts only a fresh answer (every look, and each read after a wait) was answered. */
  const looks: SourceChoice[] = [];
  const pipeline: StationPipeline = createStationPipeline({
    chooseSource: (maxAgeMs) => {
      const answer = choice();
      if (maxAgeMs !== undefined) recorded.emit("change", looks.push(answer));
      return Promise.resolve(answer);
    },
    openStream: openHttpStream,
    ffmpegPath: FFMPEG,
    play: (packets: Readable) => packets.resume(),
    silence: () => undefined,
    log: quiet,
    timers: stillTimers,
    lookMs: 20,
    onFailover: (direction) => recorded.emit("change", switches.push(direction)),
  });
  pipeline.on("state", (state) => recorded.emit("change", states.push(state)));
  cleanups.push(() => pipeline.stop());
  return { pipeline, states, switches, looks };
}

const source = (url: string, format: string): StreamSource => ({ url, format, mount: url, bitrate: 128 });
const shows = (choice: SourceChoice | undefined, url: string) =>
  choice?.kind === "play" && [choice.source, ...(choice.alternatives ?? [])].some((s) => s.url === url);

describe.skipIf(!FFMPEG)(
  "the station pipeline, back as soon as the panel shows a channel on air again",
  () => {
    it("tries a channel at once, without waiting out the backoff, when the panel shows it on air again", async () => {
      const short = toneFile("mp3", 440, 1);
      let answers = 0;
      let back = false;
      const server = await streamServer(() =>
        ++answers === 1 || back ? { status: 200, body: short } : { status: 404 },
      );
      cleanups.push(server.close);
      let onAir = true;
      const only = source(server.url, "mp3");
      const { pipeline, states, looks } = pipelineFor(() =>
        onAir ? { kind: "play", source: only } : { kind: "off-air" },
      );
      pipeline.start();
      // Played, dropped, opened again at once (404): the backoff, the panel still showing the channel on air.
      await until(() => states.includes("retrying"));
      expect(server.connections).toBe(2);
      onAir = false;
      const seenOff = looks.length;
      await until(() => looks.slice(seenOff).some((l) => l.kind === "off-air"));
      back = true;
      onAir = true;
      await until(() => states.filter((s) => s === "playing").length >= 2);
      expect(server.connections).toBe(3);
    }, 20_000);

    it("plays a station off air at once when the panel shows it on air again", async () => {
      const server = await streamServer(() => ({ status: 200, body: toneFile("mp3", 440, 1) }));
      cleanups.push(server.close);
      let onAir = false;
      const { pipeline, states, looks } = pipelineFor(() =>
        onAir ? { kind: "play", source: source(server.url, "mp3") } : { kind: "off-air" },
      );
      pipeline.start();
      await until(() => states.includes("off-air") && looks.length >= 1);
      expect(server.connections).toBe(0);
      onAir = true;
      await until(() => states.includes("playing"));
      expect(server.connections).toBe(1);
    }, 20_000);

    it("goes back to the preferred channel at once when the panel shows it on air again", async () => {
      const short = toneFile("ogg", 660, 1);
      let answers = 0;
      let back = false;
      const preferred = await streamServer(() =>
        ++answers === 1 || back ? { status: 200, body: short } : { status: 404 },
      );
      const other = await streamServer(() => ({ status: 200, body: toneFile("mp3", 440, 30) }));
      cleanups.push(preferred.close, other.close);
      let preferredOnAir = true;
      const both = (): SourceChoice =>
        preferredOnAir
          ? { kind: "play", source: source(preferred.url, "ogg"), alternatives: [source(other.url, "mp3")] }
          : { kind: "play", source: source(other.url, "mp3") };
      const { pipeline, switches, looks } = pipelineFor(both);
      pipeline.start();
      // Dropped, refused once, then the other channel: the panel still showed the preferred one on air.
      await until(() => switches.length >= 1);
      expect(switches).toEqual(["fallback"]);
      preferredOnAir = false;
      const seenOff = looks.length;
      await until(() => looks.slice(seenOff).some((l) => !shows(l, preferred.url)));
      back = true;
      preferredOnAir = true;
      await until(() => switches.length >= 2);
      expect(switches).toEqual(["fallback", "back"]);
    }, 20_000);
  },
);
