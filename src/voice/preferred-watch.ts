import type { Readable } from "node:stream";
import type { Timers } from "../clock.js";
import type { Logger } from "../log.js";
import { startBackWatch, watchBack } from "./back-watch.js";
import { backTarget } from "./failover.js";
import { LOOK_MAX_AGE_MS } from "./on-air-again.js";
import type { SourceChoice, StreamSource } from "./stream-source.js";

/** A stream already opened (the preferred channel found again), handed to the next session. */
export interface OpenedStream {
  readonly source: StreamSource;
  readonly body: Readable;
  readonly controller: AbortController;
}

/** What watching for the preferred channel needs from the session playing another one. */
export interface PreferredWatchContext {
  /** Reads the panel; `maxAgeMs`: how old a cached answer may be. */
  readonly chooseSource: (maxAgeMs?: number) => Promise<SourceChoice>;
  readonly openStream: (url: string, signal: AbortSignal) => Promise<Readable>;
  readonly log: Logger;
  readonly timers: Timers;
  /**
   * The station's preferred channel (the panel's best when it began): while another plays, the panel is looked at
   * every `lookMs`, and the preferred one tried when it shows it on air again (after `backGuardMs` since the last
   * try), else every `preferredCheckMs`.
   */
  readonly preferred: string;
  readonly preferredCheckMs: number;
  readonly lookMs: number;
  readonly backGuardMs: number;
  /** Whether the panel showed the preferred channel on air when it was last read. */
  readonly preferredSeenOnAir: boolean;
}

/**
 * While `playing` (another channel than the preferred one) plays, looks at the panel every `lookMs`; when
 * `watchBack` says so, opens the preferred channel and hands it to `found` (while `active()`). Returns what stops
 * the watch.
 */
export function watchForPreferred(
  ctx: PreferredWatchContext,
  playing: StreamSource,
  active: () => boolean,
  found: (opened: OpenedStream) => void,
): () => void {
  const { timers } = ctx;
  if (playing.url === ctx.preferred) return () => undefined;
  let watch = startBackWatch(playing.url, ctx.preferred, timers.now(), ctx.preferredSeenOnAir);
  const rule = { checkMs: ctx.preferredCheckMs, guardMs: ctx.backGuardMs };
  const tickMs = Math.min(ctx.lookMs, ctx.preferredCheckMs);
  let tick: unknown = null;
  // Said once a fallback: the panel shows the preferred channel off air, so its coming back is news.
  let toldOff = false;
  const look = async () => {
    tick = null;
    if (!active()) return;
    const choice = await ctx.chooseSource(LOOK_MAX_AGE_MS).catch(() => null);
    const target = backTarget(choice, playing.url, ctx.preferred);
    const seen = watchBack(
      watch,
      { preferredOnAir: choice === null ? null : target !== null, now: timers.now() },
      rule,
    );
    if (choice !== null && target === null && !toldOff) {
      toldOff = true;
      ctx.log.info(
        "voice: the preferred channel is off air on the panel; back on it once the panel shows it on air",
      );
    }
    watch = seen.watch;
    if (seen.tryNow && target && active()) {
      const opened = await openPreferred(ctx, target);
      if (opened && active()) return found(opened);
      if (opened) discard(opened);
    }
    if (active()) tick = timers.setTimeout(() => void look(), tickMs);
  };
  tick = timers.setTimeout(() => void look(), tickMs);
  return () => {
    if (tick !== null) timers.clearTimeout(tick);
    tick = null;
  };
}

/** Closes a stream opened for a handoff that will not happen (the pipeline stopped, or the session ended first). */
export function discard(opened: OpenedStream): void {
  // Its body may fail as it closes: nobody reads it any more.
  opened.body.on("error", () => undefined);
  opened.body.destroy();
  opened.controller.abort();
}

/** Opens the preferred channel, which the panel shows on air; null when it does not answer. */
async function openPreferred(ctx: PreferredWatchContext, target: StreamSource): Promise<OpenedStream | null> {
  const controller = new AbortController();
  try {
    const body = await ctx.openStream(target.url, controller.signal);
    return { source: target, body, controller };
  } catch (error) {
    ctx.log.debug(`voice: ${target.mount ?? "the preferred channel"} does not answer yet`, {
      error: String(error),
    });
    return null;
  }
}
