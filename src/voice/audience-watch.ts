import type { Client } from "discord.js";
import type { Timers } from "../clock.js";
import type { Logger } from "../log.js";
import { nextDecisionAt, pipelineWanted, shouldLeave } from "./audience.js";
import type { StationPipeline } from "./station-pipeline.js";
import { humansIn, voiceChannelOf } from "./voice-cache.js";
import type { VoiceEntry } from "./voice-entry.js";

/** What watching the audience needs, passed in. */
export interface AudienceWatchDeps {
  readonly client: Client;
  readonly pipeline: StationPipeline;
  readonly timers: Timers;
  readonly log: Logger;
  readonly idleMs: number;
  readonly leaveMs: number;
  readonly entries: ReadonlyMap<string, VoiceEntry>;
  /** Leaves a channel nobody listened in for too long (or goes back to the server's home channel). */
  readonly leave: (entry: VoiceEntry) => void;
}

/** Acts on who is listening: opens and closes the station's stream, leaves empty channels. */
export interface AudienceWatch {
  /** Looks at every channel again and acts; also plans the next look when nothing changes before then. */
  evaluate(): void;
  close(): void;
}

/** Watches the voice room's audience; the decisions themselves are the pure functions of `audience.ts`. */
export function createAudienceWatch(deps: AudienceWatchDeps): AudienceWatch {
  const { client, pipeline, timers, log, entries } = deps;
  let running = false;
  let lastHumanAt: number | null = null;
  let humansBefore = 0;
  let decisionTimer: unknown = null;
  let closed = false;
  const humansOf = (entry: VoiceEntry) => humansIn(client, entry.guildId, entry.channelId);

  function evaluate(): void {
    if (closed) return;
    const now = timers.now();
    let humans = 0;
    for (const entry of entries.values()) {
      const here = humansOf(entry);
      humans += here;
      entry.emptySince = here > 0 ? null : (entry.emptySince ?? now);
    }
    if (humans > 0 || humansBefore > 0) lastHumanAt = now;
    humansBefore = humans;
    for (const entry of [...entries.values()]) {
      if (shouldLeave({ ...entry, humans: humansOf(entry) }, now, deps.leaveMs)) {
        log.info(
          `voice: nobody listened in ${voiceChannelOf(client, entry.guildId, entry.channelId)?.name ?? entry.channelId}; leaving`,
        );
        deps.leave(entry);
      }
    }
    const wanted = pipelineWanted(humans, lastHumanAt, now, deps.idleMs);
    if (wanted && !running) {
      running = true;
      log.info("voice: someone is listening; opening the station's stream");
      pipeline.start();
    } else if (!wanted && running) {
      running = false;
      lastHumanAt = null;
      log.info("voice: nobody is listening; the stream is closed until someone joins");
      void pipeline.stop();
    }
    if (decisionTimer) timers.clearTimeout(decisionTimer);
    decisionTimer = null;
    const audiences = [...entries.values()].map((e) => ({
      home: e.home,
      humans: humansOf(e),
      emptySince: e.emptySince,
    }));
    const at = nextDecisionAt(audiences, lastHumanAt, running, deps.idleMs, deps.leaveMs);
    if (at !== null) decisionTimer = timers.setTimeout(evaluate, Math.max(0, at - now) + 5);
  }

  return {
    evaluate,
    close() {
      closed = true;
      if (decisionTimer) timers.clearTimeout(decisionTimer);
    },
  };
}
