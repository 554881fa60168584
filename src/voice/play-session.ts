import type { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import type { Timers } from "../clock.js";
import type { Logger } from "../log.js";
import { isSilentPacket } from "./dead-air.js";
import { startBackWatch, watchBack } from "./back-watch.js";
import { backTarget } from "./failover.js";
import { LOOK_MAX_AGE_MS } from "./on-air-again.js";
import { NotTwentyMsError, openSession, type StreamSession } from "./stream-session.js";
import type { SourceChoice, StreamSource } from "./stream-source.js";

/** How a stream connection ended, for the bytes-read counter: a fixed set, never an address or a station. */
export type StreamOutcome = "ok" | "dropped" | "stalled" | "failed";

/** Every {@link StreamOutcome}, in the order `/metrics` shows them. */
export const STREAM_OUTCOMES: readonly StreamOutcome[] = ["ok", "dropped", "stalled", "failed"];

/** A stream already opened (the preferred channel found again), handed to the next session. */
export interface OpenedStream {
  readonly source: StreamSource;
  readonly body: Readable;
  readonly controller: AbortController;
}

/** What one session needs from its pipeline. */
export interface SessionContext {
  /** Reads the panel; `maxAgeMs`: how old a cached answer may be. */
  readonly chooseSource: (maxAgeMs?: number) => Promise<SourceChoice>;
  readonly openStream: (url: string, signal: AbortSignal) => Promise<Readable>;
  readonly ffmpegPath: string | null;
  readonly forceTranscode: boolean;
  readonly play: (packets: Readable) => void;
  readonly log: Logger;
  readonly timers: Timers;
  readonly stallMs: number;
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
  /** Told once the session's first packets go to the player. */
  readonly playing: (session: StreamSession) => void;
  /** Told of each 20 ms Opus packet: silent or not. */
  readonly packet: (silent: boolean) => void;
  readonly bytes: (outcome: StreamOutcome, bytes: number) => void;
  /** Whether the pipeline was stopped (then nothing is logged as a failure). */
  readonly stopped: () => boolean;
  /** Keeps what stops the session now: the stream's abort and the session's close. */
  readonly hold: (controller: AbortController | null, session: StreamSession | null) => void;
}

/** How a session ended. `handoff`: the preferred channel answered again and is open, ready to play. */
export interface SessionResult {
  readonly played: boolean;
  readonly transcode: boolean;
  readonly handoff: OpenedStream | null;
  /** How the connection ended (null: it never played). */
  readonly ending: StreamOutcome | null;
}

const NOT_PLAYED: SessionResult = { played: false, transcode: false, handoff: null, ending: null };

/**
 * Plays one stream connection until it ends, stalls (nothing for `stallMs`) or fails; while it is not the preferred
 * channel, looks at the panel now and then and, when the preferred one answers again, ends with it open.
 */
export async function playSession(
  ctx: SessionContext,
  source: StreamSource,
  opened: OpenedStream | null,
): Promise<SessionResult> {
  const { log, timers } = ctx;
  const controller = opened?.controller ?? new AbortController();
  ctx.hold(controller, null);
  const body = opened?.body ?? (await ctx.openStream(source.url, controller.signal));
  if (ctx.stopped()) {
    body.destroy();
    return NOT_PLAYED;
  }
  let bodyFailed = false;
  body.once("error", () => (bodyFailed = true));
  const session = await openSession(body, ctx.ffmpegPath, ctx.forceTranscode);
  ctx.hold(controller, session);
  if (ctx.stopped()) {
    session.close();
    return NOT_PLAYED;
  }
  let ending: StreamOutcome | null = null;
  let handoff: OpenedStream | null = null;
  const stalled = () => {
    ending = "stalled";
    session.packets.destroy(new Error("the stream sent nothing"));
  };
  let stall = timers.setTimeout(stalled, ctx.stallMs);
  body.on("data", () => {
    timers.clearTimeout(stall);
    stall = timers.setTimeout(stalled, ctx.stallMs);
  });
  let watch = startBackWatch(source.url, ctx.preferred, timers.now(), ctx.preferredSeenOnAir);
  const rule = { checkMs: ctx.preferredCheckMs, guardMs: ctx.backGuardMs };
  const tickMs = Math.min(ctx.lookMs, ctx.preferredCheckMs);
  let tick: unknown = null;
  const lookForPreferred = async () => {
    tick = null;
    if (ending !== null || ctx.stopped()) return;
    const choice = await ctx.chooseSource(LOOK_MAX_AGE_MS).catch(() => null);
    const target = backTarget(choice, source.url, ctx.preferred);
    const preferredOnAir = choice === null ? null : target !== null;
    const seen = watchBack(watch, { preferredOnAir, now: timers.now() }, rule);
    watch = seen.watch;
    if (seen.tryNow && target && ending === null && !ctx.stopped()) {
      const found = await openPreferred(ctx, target);
      if (found && ending === null && !ctx.stopped()) {
        handoff = found;
        ending = "ok";
        session.close();
        return;
      }
      if (found) discard(found);
    }
    if (ending === null && !ctx.stopped()) tick = timers.setTimeout(() => void lookForPreferred(), tickMs);
  };
  if (source.url !== ctx.preferred) tick = timers.setTimeout(() => void lookForPreferred(), tickMs);
  ctx.play(session.packets);
  session.packets.on("data", (packet: Buffer) => ctx.packet(isSilentPacket(packet)));
  ctx.playing(session);
  let transcode = false;
  try {
    await finished(session.packets);
    log.warn("voice: the station's stream ended; reconnecting");
    ending ??= "dropped";
  } catch (error) {
    if (error instanceof NotTwentyMsError) {
      log.info(`voice: ${error.message}`);
      ending = "ok";
      transcode = true;
    } else {
      if (ctx.stopped()) ending = "ok";
      else if (!handoff)
        log.warn("voice: the station's stream failed; reconnecting", { error: String(error) });
      ending ??= bodyFailed ? "dropped" : "failed";
    }
  } finally {
    timers.clearTimeout(stall);
    if (tick !== null) timers.clearTimeout(tick);
    session.close();
    ctx.hold(null, null);
    ctx.bytes(ending ?? "ok", session.bytesRead());
  }
  return { played: true, transcode, handoff, ending: ending ?? "ok" };
}

/** Closes a stream opened for a handoff that will not happen (the pipeline stopped, or the session ended first). */
export function discard(opened: OpenedStream): void {
  // Its body may fail as it closes: nobody reads it any more.
  opened.body.on("error", () => undefined);
  opened.body.destroy();
  opened.controller.abort();
}

/** Opens the preferred channel, which the panel shows on air; null when it does not answer. */
async function openPreferred(ctx: SessionContext, target: StreamSource): Promise<OpenedStream | null> {
  if (ctx.stopped()) return null;
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
