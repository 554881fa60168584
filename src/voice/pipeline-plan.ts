import { reconnectDelayMs } from "./backoff.js";
import { type FailoverDirection, nextSource, switchDirection } from "./failover.js";
import { cameBackOnAir, onAirUrls } from "./on-air-again.js";
import type { StreamOutcome } from "./play-session.js";
import type { SourceChoice, StreamSource } from "./stream-source.js";

/** A choice that says what to play. */
type PlayChoice = Extract<SourceChoice, { kind: "play" }>;

/** What a station's pipeline remembers between its stream connections: which channel to play next and when. */
export interface PlanState {
  /** Reconnect attempts since the last healthy session (the backoff's exponent). */
  readonly attempt: number;
  /** The channel that played last (null: nothing yet), to tell a failover from a first play. */
  readonly previous: string | null;
  /** The channel opened again once after a drop (a second drop fails over). */
  readonly retried: string | null;
  /** The panel's best when playing began: preferred through failovers, even while the panel shows it off. */
  readonly home: string | null;
  /** The channel that just failed: the next one is picked most like it. */
  readonly failed: StreamSource | null;
  /** Channels that dropped or stalled a moment ago, left out until the backoff. */
  readonly avoid: ReadonlySet<string>;
  /** The last choice that said what to play. */
  readonly lastChoice: PlayChoice | null;
  /** The channels the panel showed on air when last read (null: not read yet). */
  readonly seen: ReadonlySet<string> | null;
  /** The session playing began by going back to the preferred channel. */
  readonly returning: boolean;
  /** Returns to the preferred channel in a row that did not last (it dropped again before it was healthy). */
  readonly flaps: number;
}

/** How a session ended, as the plan sees it. */
export interface SessionEnd {
  readonly played: boolean;
  readonly transcode: boolean;
  /** The preferred channel answered again and is open. */
  readonly handoff: boolean;
  readonly ending: StreamOutcome | null;
  /** The session played long enough to count as healthy. */
  readonly healthy: boolean;
}

/** What happens to the pipeline, in order. */
export type PlanEvent =
  /** The panel could not be read. */
  | { readonly kind: "unread" }
  | { readonly kind: "read"; readonly choice: SourceChoice }
  /** A look at the panel while waiting. */
  | { readonly kind: "looked"; readonly choice: SourceChoice }
  /** A stream already open (the preferred channel found again) is to play. */
  | { readonly kind: "handed-off"; readonly source: StreamSource }
  /** A session's first packets went to the player. */
  | { readonly kind: "playing"; readonly source: StreamSource; readonly preferred: string }
  /** A stream could not be opened. */
  | { readonly kind: "refused"; readonly source: StreamSource }
  | { readonly kind: "ended"; readonly source: StreamSource; readonly end: SessionEnd };

/** What the driver does, in order; with no wait or play, it reads the panel again. */
export type PlanEffect =
  | { readonly kind: "wait"; readonly status: "off-air" | "retrying"; readonly ms: number }
  | { readonly kind: "clear-silence" }
  | { readonly kind: "play"; readonly source: StreamSource; readonly preferred: string }
  | { readonly kind: "transcode"; readonly url: string }
  /** Playing began on another channel than before: a failover, or back to the preferred one. */
  | { readonly kind: "switched"; readonly direction: FailoverDirection; readonly source: StreamSource }
  /** The panel shows a channel on air again: the wait ends now, and the panel is read to play it. */
  | { readonly kind: "wake" };

/** A step's result. */
export interface PlanStep {
  readonly state: PlanState;
  readonly effects: readonly PlanEffect[];
}

/** The plan of a pipeline that just started. */
export function startPlan(): PlanState {
  return {
    attempt: 0,
    previous: null,
    retried: null,
    home: null,
    failed: null,
    avoid: new Set(),
    lastChoice: null,
    seen: null,
    returning: false,
    flaps: 0,
  };
}

const NONE: readonly PlanEffect[] = [];

/** Every channel may be tried again; waits `ms` (or the backoff, counting an attempt) in `status`. */
function rest(state: PlanState, status: "off-air" | "retrying", ms: number | null): PlanStep {
  const reset = { ...state, home: null, avoid: new Set<string>(), failed: null };
  if (ms !== null) return { state: reset, effects: [{ kind: "wait", status, ms }] };
  const wait = reconnectDelayMs(state.attempt);
  return {
    state: { ...reset, attempt: state.attempt + 1 },
    effects: [{ kind: "wait", status, ms: wait }],
  };
}

function read(before: PlanState, choice: SourceChoice, offAirRetryMs: number): PlanStep {
  const state = { ...before, seen: onAirUrls(choice) };
  if (choice.kind !== "play") {
    const off = rest(state, "off-air", offAirRetryMs);
    return { state: off.state, effects: [{ kind: "clear-silence" }, ...off.effects] };
  }
  const home = state.home ?? choice.source.url;
  const next = nextSource(choice, state.avoid, state.failed);
  const chosen = { ...state, lastChoice: choice, home };
  if (!next) return rest(chosen, "retrying", null);
  return { state: chosen, effects: [{ kind: "play", source: next, preferred: home }] };
}

/** A return to the preferred channel that dropped before it was healthy is a flap; its healthy session ends them. */
function flapsAfter(state: PlanState, source: StreamSource, end: SessionEnd): number {
  if (source.url !== state.home) return state.flaps;
  if (end.healthy) return 0;
  return state.returning && end.played ? state.flaps + 1 : state.flaps;
}

/** While waiting: the wait ends at once when the panel shows a channel on air that it did not show before. */
function looked(state: PlanState, choice: SourceChoice): PlanStep {
  const seen = onAirUrls(choice);
  const wake = cameBackOnAir(state.seen, seen);
  return { state: { ...state, seen }, effects: wake ? [{ kind: "wake" }] : NONE };
}

function ended(before: PlanState, source: StreamSource, end: SessionEnd): PlanStep {
  if (end.transcode) return { state: before, effects: [{ kind: "transcode", url: source.url }] };
  const state = { ...before, flaps: flapsAfter(before, source, end) };
  if (end.handoff) return { state: { ...state, avoid: new Set(), failed: null, attempt: 0 }, effects: NONE };
  const attempt = end.played && end.healthy ? 0 : state.attempt;
  // A stream cut or ended is opened again at once, once (a restarted server); a second failure, a refused
  // stream or a stall hands over to another channel on air at once (failover); with none left, the backoff.
  const again = (end.ending === "dropped" || end.ending === "failed") && state.retried !== source.url;
  const after = { ...state, attempt, failed: source, retried: again ? source.url : null };
  if (again) return { state: after, effects: NONE };
  const avoided = { ...after, avoid: new Set([...state.avoid, source.url]) };
  if (avoided.lastChoice && nextSource(avoided.lastChoice, avoided.avoid, source))
    return { state: avoided, effects: NONE };
  return rest(avoided, "retrying", null);
}

/**
 * The pipeline's next step: which channel plays, when to read the panel again, how long to wait. Pure; the driver
 * (`pipeline-loop.ts`) opens the streams and keeps the timers.
 */
export function stepPlan(state: PlanState, event: PlanEvent, offAirRetryMs: number): PlanStep {
  switch (event.kind) {
    case "unread":
      return rest(state, "retrying", null);
    case "read":
      return read(state, event.choice, offAirRetryMs);
    case "looked":
      return looked(state, event.choice);
    case "handed-off":
      return {
        state,
        effects: [{ kind: "play", source: event.source, preferred: state.home ?? event.source.url }],
      };
    case "playing": {
      const direction = switchDirection(state.previous, event.source.url, event.preferred);
      const next = { ...state, previous: event.source.url, returning: direction === "back" };
      return {
        state: next,
        effects: direction ? [{ kind: "switched", direction, source: event.source }] : NONE,
      };
    }
    case "refused":
      // What the listener was to hear first: a refused first channel makes the next one a fallback too.
      return { state: { ...state, previous: state.previous ?? event.source.url }, effects: NONE };
    case "ended":
      return ended(state, event.source, event.end);
  }
}
