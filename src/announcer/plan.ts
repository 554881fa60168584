/** The track on air as far as timing goes: when the panel says it started and how long it is. */
export interface TrackTiming {
  /** The history entry id. */
  readonly id: number;
  /** Start, in the panel's clock (ms). */
  readonly startedAt: number;
  /** Length in ms; null or 0 when the panel does not know (a live show). */
  readonly lengthMs: number | null;
  /** False for what cannot be predicted: a live DJ on air, or metadata that is not a library track or a jingle. */
  readonly predictable: boolean;
  /** When the bot first saw this entry, in the bot's clock. */
  readonly firstSeenAt: number;
}

/** Everything the planner knows after a run. All times in the bot's clock unless said otherwise. */
export interface PlanInput {
  readonly now: number;
  /** Whether the run that just ended read the panel successfully. */
  readonly panelOk: boolean;
  readonly track: TrackTiming | null;
  /** Reads since the track's expected end that still showed the same track. */
  readonly readsAfterEnd: number;
  /** The panel's clock minus the bot's, as estimated; null when nothing is known yet. */
  readonly clockOffsetMs: number | null;
  /** When the base schedule (`ANNOUNCE_SCHEDULE`) runs next; null when not within sight. */
  readonly nextBaseRun: number | null;
}

/** The planner's answer: read at `at`, or leave it to the base schedule (`at` null), and why. */
export interface Plan {
  readonly at: number | null;
  readonly reason:
    "track-end" | "track-late" | "panel-failing" | "unpredictable" | "no-track" | "gave-up" | "base-sooner";
}

/**
 * When to read after the expected end, for each read that still found the old track: the panel shows the next
 * track up to a couple of seconds late, so the first look is just after the end, then the waits grow.
 */
export const READ_OFFSETS_AFTER_END_MS: readonly number[] = [1_000, 2_200, 4_000, 7_000, 12_000];
/** Never read again sooner than this after a run, whatever the clocks say: no tight loop. */
export const MIN_GAP_MS = 500;
/** A planned read this close before a base run is left to the base run. */
const BASE_MARGIN_MS = 500;

/**
 * Decides when to read the panel next. Pure. The base schedule keeps running regardless and is the ceiling; this
 * only adds an earlier read where the track's end is predictable:
 * - the panel failing, a live show, no track: nothing earlier than the base schedule;
 * - otherwise just after the track's expected end (its start plus its length, moved from the panel's clock into
 *   the bot's by the estimated offset), then after growing waits while the old track is still shown, then give up
 *   until the base schedule sees a change.
 * The end is never trusted past what was seen: a track first seen at `firstSeenAt` ends by `firstSeenAt + length`
 * at the latest, so a panel clock that is far behind the estimate cannot push the read past the track.
 */
export function planNextRead(input: PlanInput): Plan {
  const { track } = input;
  if (!input.panelOk) return { at: null, reason: "panel-failing" };
  if (!track) return { at: null, reason: "no-track" };
  const end = expectedEnd(track, input.clockOffsetMs);
  if (end === null) return { at: null, reason: "unpredictable" };
  const step = READ_OFFSETS_AFTER_END_MS[input.readsAfterEnd];
  if (step === undefined) return { at: null, reason: "gave-up" };
  // The gaps between late reads grow too, even when the end is long past (a clock estimate that is off).
  const at = Math.max(end + step, input.now + MIN_GAP_MS * (input.readsAfterEnd + 1));
  if (input.nextBaseRun !== null && at >= input.nextBaseRun - BASE_MARGIN_MS) {
    return { at: null, reason: "base-sooner" };
  }
  return { at, reason: input.readsAfterEnd === 0 ? "track-end" : "track-late" };
}

/**
 * When a predictable track should end, in the bot's clock, or null when it cannot be told. Never later than its
 * length after the bot first saw it: it had started by then, whatever the clocks say.
 */
export function expectedEnd(track: TrackTiming, clockOffsetMs: number | null): number | null {
  if (!track.predictable || !track.lengthMs || track.lengthMs <= 0) return null;
  const byPanelClock = track.startedAt + track.lengthMs - (clockOffsetMs ?? 0);
  return Math.min(byPanelClock, track.firstSeenAt + track.lengthMs);
}
