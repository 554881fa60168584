import { EventEmitter } from "node:events";
import { createDeadAirWatch, type DeadAirChange } from "./dead-air-watch.js";
import type { PipelineDeps } from "./pipeline-deps.js";
import { type LoopContext, type Run, runPipelineLoop } from "./pipeline-loop.js";

/** What the pipeline is doing. */
export type PipelineState = "stopped" | "connecting" | "playing" | "off-air" | "retrying";

export type { DeadAirChange } from "./dead-air-watch.js";

export type { PipelineDeps } from "./pipeline-deps.js";

/** The pipeline's events: its state, and its dead air. */
type PipelineEvents = { state: [PipelineState]; deadAir: [DeadAirChange] };

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

/**
 * Creates a station's pipeline: the stream (reconnected with backoff 1, 2, 4 … 30 s when it drops or ends; the
 * panel is read again each time, and a station off air is waited for) turned into Opus packets for the player.
 * When the channel playing drops or stalls, the station's next channel on air plays at once (one like it first),
 * and the preferred one again once it answers.
 */
export function createStationPipeline(deps: PipelineDeps): StationPipeline {
  const { log } = deps;
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
  const loop: LoopContext = {
    deps,
    forceTranscode,
    silence,
    setState,
    opened: () => sessionsOpened++,
    // Silence is measured in audio played (20 ms a packet), so a slow or bursty stream counts right.
    packet: (silent) => silence.packet(silent, (audioMs += 20)),
  };

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
      current.done = runPipelineLoop(loop, current).catch((error: unknown) =>
        log.error("voice pipeline failed", { error }),
      );
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
