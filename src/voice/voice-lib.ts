import type * as Voice from "@discordjs/voice";

/** The voice library (`@discordjs/voice`), loaded only where it runs. */
export type VoiceLib = typeof Voice;

/** The oldest Node `@discordjs/voice` 0.19 runs on. */
export const VOICE_MIN_NODE = "22.12.0";

/** Whether a Node version (`process.versions.node`) can run voice: 22.12 or newer. Pure. */
export function voiceSupported(nodeVersion: string): boolean {
  const [major = 0, minor = 0] = nodeVersion.split(".").map(Number);
  return major > 22 || (major === 22 && minor >= 12);
}

/**
 * Loads `@discordjs/voice` on Node 22.12 or newer; null on older Nodes, where importing it is not even tried (the
 * rest of the bot works without it). Rejects only when the library is missing or broken on a Node that supports it.
 */
export async function loadVoiceLib(nodeVersion: string = process.versions.node): Promise<VoiceLib | null> {
  if (!voiceSupported(nodeVersion)) return null;
  return await import("@discordjs/voice");
}
