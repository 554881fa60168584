import type { Timers } from "../clock.js";
import type { Logger } from "../log.js";
import { nextDecisionAt, pipelineWanted, shouldLeave } from "./audience.js";
import type { Feed, StationFeeds } from "./station-feeds.js";
import type { VoiceEntry } from "./voice-entry.js";

/** What watching the audience needs, passed in. */
export interface AudienceWatchDeps {
  /** The stations' pipelines: started while a station is heard, released when no channel plays it. */
  readonly feeds: Pick<StationFeeds<Feed>, "start" | "stop" | "isRunning" | "release" | "keys">;
  readonly timers: Timers;
  readonly log: Logger;
  readonly idleMs: number;
  readonly leaveMs: number;
  readonly entries: ReadonlyMap<string, VoiceEntry>;
  /** People (bots aside) in an entry's channel now. */
  readonly humansOf: (entry: VoiceEntry) => number;
  /** How the logs name an entry's channel. */
  readonly channelName: (entry: VoiceEntry) => string;
  /** Leaves a channel nobody listened in for too long (or goes back to the server's home channel). */
  readonly leave: (entry: VoiceEntry) => void;
}

/** Acts on who is listening: opens and closes each station's stream, leaves empty channels. */
export interface AudienceWatch {
  /** Looks at every channel again and acts; also plans the next look when nothing changes before then. */
  evaluate(): void;
  close(): void;
}

/** A station's audience over time: when somebody last listened, and how many did at the last look. */
interface Heard {
  lastHumanAt: number | null;
  humansBefore: number;
}

/**
 * Watches the voice room's audience, station by station: each station's pipeline runs while anyone listens to it
 * (and `idleMs` after), and its feed is released once no channel plays it. The decisions are `audience.ts`'s.
 */
export function createAudienceWatch(deps: AudienceWatchDeps): AudienceWatch {
  const { feeds, timers, log, entries } = deps;
  const heard = new Map<string, Heard>();
  let decisionTimer: unknown = null;
  let closed = false;

  /** Starts or stops one station's pipeline; returns when it can next change by itself (ms), or null. */
  function decide(key: string, channels: readonly VoiceEntry[], now: number): number | null {
    const humansNow = channels.map(deps.humansOf);
    const humans = humansNow.reduce((sum, n) => sum + n, 0);
    const state = heard.get(key) ?? { lastHumanAt: null, humansBefore: 0 };
    if (humans > 0 || state.humansBefore > 0) state.lastHumanAt = now;
    state.humansBefore = humans;
    if (channels.length === 0) {
      // No channel plays the station: nobody can hear it, whatever the idle time says.
      heard.delete(key);
      if (feeds.isRunning(key)) log.info(`voice: no channel plays ${key} any more; its stream is closed`);
      void feeds.release(key);
      return null;
    }
    heard.set(key, state);
    const wanted = pipelineWanted(humans, state.lastHumanAt, now, deps.idleMs);
    const running = feeds.isRunning(key);
    if (wanted && !running) {
      log.info(`voice: someone is listening to ${key}; opening its stream`);
      feeds.start(key);
    } else if (!wanted && running) {
      state.lastHumanAt = null;
      log.info(`voice: nobody is listening to ${key}; its stream is closed until someone joins`);
      void feeds.stop(key);
    }
    const audiences = channels.map((e, i) => ({
      home: e.home,
      humans: humansNow[i] ?? 0,
      emptySince: e.emptySince,
    }));
    return nextDecisionAt(audiences, state.lastHumanAt, feeds.isRunning(key), deps.idleMs, deps.leaveMs);
  }

  function evaluate(): void {
    if (closed) return;
    const now = timers.now();
    for (const entry of entries.values()) {
      entry.emptySince = deps.humansOf(entry) > 0 ? null : (entry.emptySince ?? now);
    }
    for (const entry of [...entries.values()]) {
      if (shouldLeave({ ...entry, humans: deps.humansOf(entry) }, now, deps.leaveMs)) {
        log.info(`voice: nobody listened in ${deps.channelName(entry)}; leaving`);
        deps.leave(entry);
      }
    }
    const byStation = new Map<string, VoiceEntry[]>(feeds.keys().map((key) => [key, []]));
    for (const entry of entries.values()) {
      byStation.set(entry.station, [...(byStation.get(entry.station) ?? []), entry]);
    }
    const times = [...byStation].flatMap(([key, channels]) => {
      const at = decide(key, channels, now);
      return at === null ? [] : [at];
    });
    if (decisionTimer) timers.clearTimeout(decisionTimer);
    decisionTimer = null;
    if (times.length > 0)
      decisionTimer = timers.setTimeout(evaluate, Math.max(0, Math.min(...times) - now) + 5);
  }

  return {
    evaluate,
    close() {
      closed = true;
      if (decisionTimer) timers.clearTimeout(decisionTimer);
    },
  };
}
