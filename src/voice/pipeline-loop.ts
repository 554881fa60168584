import type { DeadAirWatch } from "./dead-air-watch.js";
import { backGuardMs } from "./back-watch.js";
import { PREFERRED_CHECK_MS, switchLine } from "./failover.js";
import { LOOK_MAX_AGE_MS, LOOK_MS } from "./on-air-again.js";
import type { PipelineDeps } from "./pipeline-deps.js";
import { type PlanEffect, type PlanEvent, type PlanState, startPlan, stepPlan } from "./pipeline-plan.js";
import {
  discard,
  type OpenedStream,
  playSession,
  type SessionContext,
  type SessionResult,
} from "./play-session.js";
import type { StreamSession } from "./stream-session.js";
import type { SourceChoice, StreamSource } from "./stream-source.js";

/** A session that played this long counts as healthy: the next drop starts the backoff from 1 s again. */
const HEALTHY_SESSION_MS = 30_000;

/** One run of a pipeline, from `start()` to `stop()`: what stopping it must close. */
export interface Run {
  stopped: boolean;
  controller: AbortController | null;
  session: StreamSession | null;
  wake: (() => void) | null;
  done: Promise<void>;
}

/** What the loop needs from its pipeline. */
export interface LoopContext {
  readonly deps: PipelineDeps;
  /** Channels that must be re-encoded (kept across runs). */
  readonly forceTranscode: Set<string>;
  readonly silence: DeadAirWatch;
  /** Told of each 20 ms Opus packet played: silent or not. */
  readonly packet: (silent: boolean) => void;
  readonly setState: (state: "connecting" | "playing" | "off-air" | "retrying") => void;
  /** Told when a stream begins to play. */
  readonly opened: () => void;
}

/** The plan of one run, changed by each step. */
interface Planner {
  plan: PlanState;
}

/** What to play, and the channel preferred meanwhile. */
type Target = { readonly source: StreamSource; readonly preferred: string };

const NOT_PLAYED: SessionResult = { played: false, transcode: false, handoff: null, ending: null };

function sleep(ctx: LoopContext, current: Run, ms: number): Promise<void> {
  const { timers } = ctx.deps;
  return new Promise<void>((resolve) => {
    const timer = timers.setTimeout(() => {
      current.wake = null;
      resolve();
    }, ms);
    current.wake = () => {
      timers.clearTimeout(timer);
      resolve();
    };
  });
}

function announceSwitch(ctx: LoopContext, effect: Extract<PlanEffect, { kind: "switched" }>): void {
  ctx.deps.log.warn(switchLine(effect.direction, effect.source.mount ?? effect.source.url));
  ctx.deps.onFailover?.(effect.direction);
}

/** Reads the panel for a look: an answer up to {@link LOOK_MAX_AGE_MS} old will do; null when it does not answer. */
function look(deps: PipelineDeps): Promise<SourceChoice | null> {
  return deps.chooseSource(LOOK_MAX_AGE_MS).catch(() => null);
}

/**
 * Waits `ms`, looking at the panel every `lookMs` meanwhile: the wait ends early when the plan says a channel is on
 * air again (or the run stops).
 */
async function waitLooking(ctx: LoopContext, current: Run, planner: Planner, ms: number): Promise<void> {
  const { timers } = ctx.deps;
  const lookMs = ctx.deps.lookMs ?? LOOK_MS;
  const end = timers.now() + ms;
  for (let left = ms; left > 0 && !current.stopped; left = end - timers.now()) {
    await sleep(ctx, current, Math.min(left, lookMs));
    if (current.stopped || timers.now() >= end) return;
    const choice = await look(ctx.deps);
    if (current.stopped || !choice) continue;
    const next = stepPlan(planner.plan, { kind: "looked", choice }, 0);
    planner.plan = next.state;
    if (next.effects.some((effect) => effect.kind === "wake")) return;
  }
}

/** Performs a step's effects; returns what to play, if anything. */
async function perform(
  ctx: LoopContext,
  current: Run,
  planner: Planner,
  effects: readonly PlanEffect[],
): Promise<Target | null> {
  for (const effect of effects) {
    if (effect.kind === "clear-silence") ctx.silence.clear();
    else if (effect.kind === "transcode") ctx.forceTranscode.add(effect.url);
    else if (effect.kind === "switched") announceSwitch(ctx, effect);
    else if (effect.kind === "play") return effect;
    else if (effect.kind === "wait") {
      ctx.setState(effect.status);
      await waitLooking(ctx, current, planner, effect.ms);
    }
  }
  return null;
}

/** What to tell the plan next: a stream handed over, else a fresh read of the panel (null once stopped). */
async function nextEvent(
  ctx: LoopContext,
  current: Run,
  opened: OpenedStream | null,
): Promise<PlanEvent | null> {
  if (opened) return { kind: "handed-off", source: opened.source };
  try {
    // As fresh as a look's: a read after a wait must not play what the panel showed before it.
    const choice = await ctx.deps.chooseSource(LOOK_MAX_AGE_MS);
    return current.stopped ? null : { kind: "read", choice };
  } catch (error) {
    ctx.deps.log.warn("voice: could not read the station's channels", { error: String(error) });
    return current.stopped ? null : { kind: "unread" };
  }
}

/** What one session needs, wired to the run and its plan. */
function sessionContext(ctx: LoopContext, current: Run, planner: Planner, target: Target): SessionContext {
  const { deps } = ctx;
  const { source, preferred } = target;
  return {
    chooseSource: deps.chooseSource,
    openStream: deps.openStream,
    ffmpegPath: deps.ffmpegPath,
    forceTranscode: ctx.forceTranscode.has(source.url),
    play: deps.play,
    log: deps.log,
    timers: deps.timers,
    stallMs: deps.stallMs ?? 5_000,
    preferred,
    preferredCheckMs: deps.preferredCheckMs ?? PREFERRED_CHECK_MS,
    lookMs: deps.lookMs ?? LOOK_MS,
    backGuardMs: backGuardMs(planner.plan.flaps),
    preferredSeenOnAir: planner.plan.seen?.has(preferred) ?? false,
    playing: (session) => {
      ctx.opened();
      const next = stepPlan(planner.plan, { kind: "playing", source, preferred }, 0);
      planner.plan = next.state;
      for (const effect of next.effects) if (effect.kind === "switched") announceSwitch(ctx, effect);
      const how = session.mode === "passthrough" ? "Ogg/Opus as it is" : "re-encoded by ffmpeg";
      deps.log.info(`voice: playing ${source.mount ?? source.url} (${how})`);
      ctx.setState("playing");
    },
    packet: ctx.packet,
    bytes: (kind, count) => deps.onBytes?.(kind, count),
    stopped: () => current.stopped,
    hold: (controller, session) => {
      current.controller = controller;
      current.session = session;
    },
  };
}

/**
 * Reads the station until the run stops: asks the plan (`pipeline-plan.ts`) what to play and how long to wait,
 * and plays each stream connection through `playSession`.
 */
export async function runPipelineLoop(ctx: LoopContext, current: Run): Promise<void> {
  const { log, timers } = ctx.deps;
  const planner: Planner = { plan: startPlan() };
  let handoff: OpenedStream | null = null;
  const step = async (event: PlanEvent) => {
    const next = stepPlan(planner.plan, event, ctx.deps.offAirRetryMs ?? 10_000);
    planner.plan = next.state;
    return perform(ctx, current, planner, next.effects);
  };
  while (!current.stopped) {
    const opened = handoff;
    handoff = null;
    const event = await nextEvent(ctx, current, opened);
    if (!event) break;
    const target = await step(event);
    if (!target) continue;
    const { source } = target;
    ctx.setState("connecting");
    const started = timers.now();
    let outcome = NOT_PLAYED;
    try {
      outcome = await playSession(sessionContext(ctx, current, planner, target), source, opened);
    } catch (error) {
      planner.plan = stepPlan(planner.plan, { kind: "refused", source }, 0).state;
      if (opened) discard(opened);
      if (!current.stopped) log.warn("voice: could not open the station's stream", { error: String(error) });
    }
    if (current.stopped) {
      if (outcome.handoff) discard(outcome.handoff);
      break;
    }
    handoff = outcome.transcode ? null : outcome.handoff;
    const healthy = timers.now() - started >= HEALTHY_SESSION_MS;
    await step({ kind: "ended", source, end: { ...outcome, handoff: handoff !== null, healthy } });
  }
}
