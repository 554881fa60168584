import type { VoiceOff } from "../render/radio.js";
import { voiceSupported } from "./voice-lib.js";

/**
 * Whether the station plays in voice here, and if not why: this Node is too old, or the bot has no station of the
 * operator's to play (a public bot). The one place this is decided: the start, `/radio` and `/setup` all ask it.
 * Null: voice runs. Pure.
 */
export function voiceOffReason(hasOwnStation: boolean, nodeVersion: string): VoiceOff | null {
  if (!voiceSupported(nodeVersion)) return "node";
  return hasOwnStation ? null : "no-station";
}
