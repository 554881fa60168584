import { EventEmitter } from "node:events";
import type { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import type { Timers } from "../clock.js";
import type { Logger } from "../log.js";
import { reconnectDelayMs } from "./backoff.js";
import { NotTwentyMsError, openSession, type StreamSession } from "./stream-session.js";
import type { SourceChoice, StreamSource } from "./stream-source.js";

/** What the pipeline is doing. */
export type PipelineState = "stopped" | "connecting" | "playing" | "off-air" | "retrying";

/** The edges of a station's pipeline, passed in. */
export interface PipelineDeps {
  /** Reads the panel (or `VOICE_STREAM_URL`) and picks the stream, at every (re)connect. */
  readonly chooseSource: () => Promise<SourceChoice>;
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
  /** A stream that sends nothing for this long is reopened. */
  readonly stallMs?: number;
}

/** A session that played this long counts as healthy: the next drop starts the backoff from 1 s again. */
const HEALTHY_SESSION_MS = 30_000;

/** One station's pipeline: one stream connection and at most one ffmpeg, whatever the number of listeners. */
export interface StationPipeline extends EventEmitter<{ state: [PipelineState] }> {
  readonly state: PipelineState;
  /** Streams opened since the pipeline was made (for logs, metrics and tests). */
  readonly sessionsOpened: number;
  /** Starts reading the station (no-op while running). */
  start(): void;
  /** Closes the stream and kills ffmpeg: nothing runs afterwards. Safe to call twice. */
  stop(): Promise<void>;
}

interface Run {
  stopped: boolean;
  controller: AbortController | null;
  session: StreamSession | null;
  wake: (() => void) | null;
  done: Promise<void>;
}

/**
 * Creates a station's pipeline: the stream (reconnected with backoff 1, 2, 4 … 30 s when it drops or ends; the
 * panel is read again each time, and a station off air is waited for) turned into Opus packets for the player.
 */
export function createStationPipeline(deps: PipelineDeps): StationPipeline {
  const { log, timers } = deps;
  const offAirRetryMs = deps.offAirRetryMs ?? 10_000;
  const stallMs = deps.stallMs ?? 10_000;
  const forceTranscode = new Set<string>();
  const emitter = new EventEmitter<{ state: [PipelineState] }>();
  let state: PipelineState = "stopped";
  let sessionsOpened = 0;
  let run: Run | null = null;

  const setState = (next: PipelineState) => {
    if (next === state) return;
    state = next;
    emitter.emit("state", next);
  };

  const sleep = (current: Run, ms: number) =>
    new Promise<void>((resolve) => {
      const timer = timers.setTimeout(() => {
        current.wake = null;
        resolve();
      }, ms);
      current.wake = () => {
        timers.clearTimeout(timer);
        resolve();
      };
    });

  async function playOnce(
    current: Run,
    source: StreamSource,
  ): Promise<{ played: boolean; transcode: boolean }> {
    const controller = new AbortController();
    current.controller = controller;
    const body = await deps.openStream(source.url, controller.signal);
    if (current.stopped) {
      body.destroy();
      return { played: false, transcode: false };
    }
    sessionsOpened++;
    const session = await openSession(body, deps.ffmpegPath, forceTranscode.has(source.url));
    current.session = session;
    if (current.stopped) {
      session.close();
      return { played: false, transcode: false };
    }
    let stall = timers.setTimeout(
      () => session.packets.destroy(new Error("the stream sent nothing")),
      stallMs,
    );
    body.on("data", () => {
      timers.clearTimeout(stall);
      stall = timers.setTimeout(() => session.packets.destroy(new Error("the stream sent nothing")), stallMs);
    });
    log.info(
      `voice: playing ${source.mount ?? source.url} (${session.mode === "passthrough" ? "Ogg/Opus as it is" : "re-encoded by ffmpeg"})`,
    );
    deps.play(session.packets);
    setState("playing");
    try {
      await finished(session.packets);
      log.warn("voice: the station's stream ended; reconnecting");
      return { played: true, transcode: false };
    } catch (error) {
      if (error instanceof NotTwentyMsError) {
        log.info(`voice: ${error.message}`);
        forceTranscode.add(source.url);
        return { played: true, transcode: true };
      }
      if (!current.stopped)
        log.warn("voice: the station's stream failed; reconnecting", { error: String(error) });
      return { played: true, transcode: false };
    } finally {
      timers.clearTimeout(stall);
      session.close();
      current.session = null;
    }
  }

  async function loop(current: Run): Promise<void> {
    let attempt = 0;
    while (!current.stopped) {
      let choice: SourceChoice | null = null;
      try {
        choice = await deps.chooseSource();
      } catch (error) {
        log.warn("voice: could not read the station's channels", { error: String(error) });
      }
      if (current.stopped) break;
      if (!choice || choice.kind !== "play") {
        setState(choice ? "off-air" : "retrying");
        await sleep(current, choice ? offAirRetryMs : reconnectDelayMs(attempt++));
        continue;
      }
      setState("connecting");
      const started = timers.now();
      let outcome = { played: false, transcode: false };
      try {
        outcome = await playOnce(current, choice.source);
      } catch (error) {
        if (!current.stopped)
          log.warn("voice: could not open the station's stream", { error: String(error) });
      }
      if (current.stopped) break;
      if (outcome.transcode) continue;
      if (outcome.played && timers.now() - started >= HEALTHY_SESSION_MS) attempt = 0;
      setState("retrying");
      await sleep(current, reconnectDelayMs(attempt++));
    }
  }

  Object.defineProperties(emitter, {
    state: { get: () => state },
    sessionsOpened: { get: () => sessionsOpened },
  });
  const pipeline = Object.assign(emitter, {
    start() {
      if (run) return;
      const current: Run = {
        stopped: false,
        controller: null,
        session: null,
        wake: null,
        done: Promise.resolve(),
      };
      run = current;
      current.done = loop(current).catch((error: unknown) => log.error("voice pipeline failed", { error }));
    },
    async stop() {
      const current = run;
      if (!current) return;
      run = null;
      current.stopped = true;
      current.controller?.abort();
      current.session?.close();
      current.wake?.();
      deps.silence();
      await current.done;
      if (!run) setState("stopped");
    },
  });
  return pipeline as StationPipeline;
}
