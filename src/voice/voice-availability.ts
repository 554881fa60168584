import type { VoiceOff } from "../render/radio.js";
import { voiceSupported } from "./voice-lib.js";

/**
 * Whether the stations play in voice here, and if not why: this Node is too old. Every mode plays (one station, a
 * network, a public bot, shards). The one place this is decided: the start, `/radio` and `/setup` all ask it.
 * Null: voice runs. Pure.
 */
export function voiceOffReason(nodeVersion: string): VoiceOff | null {
  return voiceSupported(nodeVersion) ? null : "node";
}
