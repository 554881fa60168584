import { EventEmitter } from "node:events";
import { reconnectDelayMs } from "./backoff.js";
import { createDeadAirWatch, type DeadAirChange } from "./dead-air-watch.js";
import { nextSource, PREFERRED_CHECK_MS, switchDirection, switchLine } from "./failover.js";
import type { PipelineDeps } from "./pipeline-deps.js";
import { discard, type OpenedStream, playSession, type SessionResult } from "./play-session.js";
import type { StreamSession } from "./stream-session.js";
import type { SourceChoice, StreamSource } from "./stream-source.js";

/** What the pipeline is doing. */
export type PipelineState = "stopped" | "connecting" | "playing" | "off-air" | "retrying";

export type { DeadAirChange } from "./dead-air-watch.js";

export type { PipelineDeps } from "./pipeline-deps.js";

/** The pipeline's events: its state, and its dead air. */
type PipelineEvents = { state: [PipelineState]; deadAir: [DeadAirChange] };

/** A session that played this long counts as healthy: the next drop starts the backoff from 1 s again. */
const HEALTHY_SESSION_MS = 30_000;

/** One station's pipeline: one stream connection and at most one ffmpeg, whatever the number of listeners. */
export interface StationPipeline extends EventEmitter<PipelineEvents> {
  readonly state: PipelineState;
  /** Whether the station has been silent for `deadAirMs` and the sound is not back yet. */
  readonly deadAir: boolean;
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
 * When the channel playing drops or stalls, the station's next channel on air plays at once (one like it first),
 * and the preferred one again once it answers.
 */
export function createStationPipeline(deps: PipelineDeps): StationPipeline {
  const { log, timers } = deps;
  const offAirRetryMs = deps.offAirRetryMs ?? 10_000;
  const stallMs = deps.stallMs ?? 5_000;
  const forceTranscode = new Set<string>();
  const emitter = new EventEmitter<PipelineEvents>();
  let state: PipelineState = "stopped";
  let sessionsOpened = 0;
  let run: Run | null = null;
  let audioMs = 0;
  const silence = createDeadAirWatch(deps.deadAirMs ?? 0, (change) => emitter.emit("deadAir", change));

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

  async function loop(current: Run): Promise<void> {
    let attempt = 0;
    let previous: string | null = null;
    let retried: string | null = null;
    let home: string | null = null;
    let failed: StreamSource | null = null;
    let handoff: OpenedStream | null = null;
    let lastChoice: Extract<SourceChoice, { kind: "play" }> | null = null;
    const avoid = new Set<string>();
    /** Every channel failed (or the only one): the backoff, then every channel may be tried again. */
    const backOff = async () => {
      home = null;
      avoid.clear();
      failed = null;
      setState("retrying");
      await sleep(current, reconnectDelayMs(attempt++));
    };
    while (!current.stopped) {
      let source: StreamSource;
      let preferred: string;
      const opened = handoff;
      handoff = null;
      if (opened) {
        source = opened.source;
        preferred = home ?? opened.source.url;
      } else {
        let choice: SourceChoice | null = null;
        try {
          choice = await deps.chooseSource();
        } catch (error) {
          log.warn("voice: could not read the station's channels", { error: String(error) });
        }
        if (current.stopped) break;
        if (!choice || choice.kind !== "play") {
          if (choice) silence.clear();
          home = null;
          avoid.clear();
          failed = null;
          setState(choice ? "off-air" : "retrying");
          await sleep(current, choice ? offAirRetryMs : reconnectDelayMs(attempt++));
          continue;
        }
        lastChoice = choice;
        // The panel's best when playing began stays preferred through failovers, even while the panel shows it off.
        home ??= choice.source.url;
        preferred = home;
        const next = nextSource(choice, avoid, failed);
        if (!next) {
          await backOff();
          continue;
        }
        source = next;
      }
      setState("connecting");
      const started = timers.now();
      let outcome: SessionResult = { played: false, transcode: false, handoff: null, ending: null };
      try {
        outcome = await playSession(
          {
            chooseSource: deps.chooseSource,
            openStream: deps.openStream,
            ffmpegPath: deps.ffmpegPath,
            forceTranscode: forceTranscode.has(source.url),
            play: deps.play,
            log,
            timers,
            stallMs,
            preferred,
            preferredCheckMs: deps.preferredCheckMs ?? PREFERRED_CHECK_MS,
            playing: (session) => {
              sessionsOpened++;
              const direction = switchDirection(previous, source.url, preferred);
              previous = source.url;
              const name = source.mount ?? source.url;
              if (direction) {
                log.warn(switchLine(direction, name));
                deps.onFailover?.(direction);
              }
              log.info(
                `voice: playing ${name} (${session.mode === "passthrough" ? "Ogg/Opus as it is" : "re-encoded by ffmpeg"})`,
              );
              setState("playing");
            },
            // Silence is measured in audio played (20 ms a packet), so a slow or bursty stream counts right.
            packet: (silent) => silence.packet(silent, (audioMs += 20)),
            bytes: (kind, count) => deps.onBytes?.(kind, count),
            stopped: () => current.stopped,
            hold: (controller, session) => {
              current.controller = controller;
              current.session = session;
            },
          },
          source,
          opened,
        );
      } catch (error) {
        // What the listener was to hear first: a refused first channel makes the next one a fallback too.
        previous ??= source.url;
        if (opened) discard(opened);
        if (!current.stopped)
          log.warn("voice: could not open the station's stream", { error: String(error) });
      }
      if (current.stopped) {
        if (outcome.handoff) discard(outcome.handoff);
        break;
      }
      if (outcome.transcode) {
        forceTranscode.add(source.url);
        continue;
      }
      if (outcome.handoff) {
        handoff = outcome.handoff;
        avoid.clear();
        failed = null;
        attempt = 0;
        continue;
      }
      if (outcome.played && timers.now() - started >= HEALTHY_SESSION_MS) attempt = 0;
      failed = source;
      // A stream cut or ended is opened again at once, once (a restarted server); a second failure, a refused
      // stream or a stall hands over to another channel on air at once (failover); with none left, the backoff.
      const again: boolean =
        (outcome.ending === "dropped" || outcome.ending === "failed") && retried !== source.url;
      retried = again ? source.url : null;
      if (again) continue;
      avoid.add(source.url);
      if (lastChoice && nextSource(lastChoice, avoid, failed)) continue;
      await backOff();
    }
  }

  Object.defineProperties(emitter, {
    state: { get: () => state },
    sessionsOpened: { get: () => sessionsOpened },
    deadAir: { get: () => silence.alerted },
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
      silence.clear();
      if (!run) setState("stopped");
    },
  });
  return pipeline as StationPipeline;
}
