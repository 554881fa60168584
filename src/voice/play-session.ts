import type { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import { isSilentPacket } from "./dead-air.js";
import { type OpenedStream, type PreferredWatchContext, watchForPreferred } from "./preferred-watch.js";
import { NotTwentyMsError, openSession, type StreamSession } from "./stream-session.js";
import type { StreamSource } from "./stream-source.js";

/** How a stream connection ended, for the bytes-read counter: a fixed set, never an address or a station. */
export type StreamOutcome = "ok" | "dropped" | "stalled" | "failed";

/** Every {@link StreamOutcome}, in the order `/metrics` shows them. */
export const STREAM_OUTCOMES: readonly StreamOutcome[] = ["ok", "dropped", "stalled", "failed"];

export { discard, type OpenedStream } from "./preferred-watch.js";

/** What one session needs from its pipeline (and, while another channel than the preferred one plays, its watch). */
export interface SessionContext extends PreferredWatchContext {
  readonly ffmpegPath: string | null;
  readonly forceTranscode: boolean;
  readonly play: (packets: Readable) => void;
  readonly stallMs: number;
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
  const stopWatch = watchForPreferred(
    ctx,
    source,
    () => ending === null && !ctx.stopped(),
    (opened) => {
      handoff = opened;
      ending = "ok";
      session.close();
    },
  );
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
    stopWatch();
    session.close();
    ctx.hold(null, null);
    ctx.bytes(ending ?? "ok", session.bytesRead());
  }
  return { played: true, transcode, handoff, ending: ending ?? "ok" };
}
