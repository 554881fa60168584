import type { Logger } from "../log.js";
import { type VoiceOff, voiceOffText, voiceStatusText } from "../render/radio.js";
import { createStationVoice, type StationVoice } from "../voice/station-voice.js";
import { voiceOffReason } from "../voice/voice-availability.js";
import { loadVoiceLib, type VoiceLib } from "../voice/voice-lib.js";
import type { BotParts, Feature, ReadyParts } from "./feature.js";

/** Whether voice runs on this bot, and its library when it does. */
export interface VoiceSupport {
  readonly voiceOff: VoiceOff | null;
  readonly voiceLib: VoiceLib | null;
}

/**
 * Decides once whether voice runs (it plays the operator's first station: a public bot has none, and it needs a
 * recent Node), says so when it does not, and loads the voice library when it does.
 */
export async function voiceSupport(
  hasOwnStation: boolean,
  log: Logger,
  nodeVersion: string = process.versions.node,
): Promise<VoiceSupport> {
  const voiceOff = voiceOffReason(hasOwnStation, nodeVersion);
  if (voiceOff !== null) {
    log.info(`voice is off, /radio is not registered: ${voiceOffText(voiceOff, "en", nodeVersion)}`);
  }
  return { voiceOff, voiceLib: voiceOff === null ? await loadVoiceLib() : null };
}

/**
 * The station in voice channels: one pipeline and one audio player, every server's voice connection subscribed to
 * it. Built before login, since commands hand it their requests.
 */
export const stationVoice: Feature<BotParts, StationVoice> = async (parts) => {
  const { client, fleet, voiceLib } = parts;
  if (!voiceLib) return null;
  return createStationVoice({
    lib: voiceLib,
    client,
    panel: parts.panel,
    config: parts.config,
    // This shard's servers only: another process joins the voice channels of its own.
    homes: () => fleet.voiceHomes().filter((home) => client.guilds.cache.has(home.guildId)),
    log: parts.log,
    timers: parts.timers,
    ...voiceStatusText(parts.config.announce.locale),
  });
};

/** Joins the servers' home voice channels again, once logged in (nothing to stop: the voice room leaves them). */
export const restoreVoiceHomes: Feature<ReadyParts> = async ({ voice }) => {
  await voice?.restoreHomes();
  return null;
};
