/**
 * The largest Opus packet taken for digital silence. A 20 ms frame of silence from a VBR encoder (ffmpeg's, the
 * bot's own, and most stations') is 3 bytes; a frame of sound, even very quiet, is hundreds.
 */
export const SILENT_PACKET_BYTES = 10;

/** Whether an Opus packet holds digital silence. Pure. */
export function isSilentPacket(packet: Uint8Array): boolean {
  return packet.length <= SILENT_PACKET_BYTES;
}

/** A pipeline's silence so far: since when it has been silent (null: sound), and whether it was told. */
export interface DeadAirState {
  readonly silentSince: number | null;
  readonly alerted: boolean;
}

/** Sound, nothing told. */
export const NO_DEAD_AIR: DeadAirState = { silentSince: null, alerted: false };

/** What a packet changed: dead air begins (tell once), or the sound is back after it. */
export type DeadAirEvent = "dead-air" | "sound-back";

/**
 * The next state after a packet (`silent` or not) at `at`, and what to tell: "dead-air" once the silence has
 * lasted `thresholdMs` (once per silence), "sound-back" at the first sound after it. `thresholdMs` 0: never. Pure.
 */
export function deadAirStep(
  state: DeadAirState,
  silent: boolean,
  at: number,
  thresholdMs: number,
): { readonly state: DeadAirState; readonly event: DeadAirEvent | null } {
  if (!silent) {
    return { state: NO_DEAD_AIR, event: state.alerted ? "sound-back" : null };
  }
  if (thresholdMs <= 0) return { state: NO_DEAD_AIR, event: null };
  const silentSince = state.silentSince ?? at;
  if (!state.alerted && at - silentSince >= thresholdMs) {
    return { state: { silentSince, alerted: true }, event: "dead-air" };
  }
  return { state: state.silentSince === null ? { silentSince, alerted: state.alerted } : state, event: null };
}
