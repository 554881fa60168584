import { ChannelType, type Client, PermissionFlagsBits, Routes, type VoiceBasedChannel } from "discord.js";
import type { Logger } from "../log.js";
import { latestOnly } from "./latest-only.js";
import type { Timers } from "../clock.js";

/** A stage topic or channel status changes at most this often (Discord rate-limits both tightly). */
export const DISPLAY_MIN_INTERVAL_MS = 15_000;

/** What a voice or stage channel shows of the song on air: the stage's topic, or the voice channel's status. */
export interface ChannelDisplay {
  /** Sets the text (merged and rate-limited). */
  show(text: string): void;
  close(): void;
}

/**
 * In a stage: becomes a speaker (with Mute Members there) or asks to speak, and opens a stage instance when none is
 * live. Returns whether the bot only asked to speak.
 */
export async function takeTheStage(
  client: Client,
  channel: VoiceBasedChannel,
  topic: string,
  log: Logger,
): Promise<{ requestedToSpeak: boolean; opened: boolean }> {
  if (channel.type !== ChannelType.GuildStageVoice) return { requestedToSpeak: false, opened: false };
  const me = channel.guild.members.me;
  const voice = me?.voice;
  let requestedToSpeak = false;
  try {
    if (me && voice && channel.permissionsFor(me).has(PermissionFlagsBits.MuteMembers)) {
      await voice.setSuppressed(false);
    } else if (voice) {
      await voice.setRequestToSpeak(true);
      requestedToSpeak = true;
      log.info(
        `voice: asked to speak in the stage ${channel.name}; a stage moderator can accept it (or give the bot Mute Members there)`,
      );
    }
  } catch (error) {
    log.warn(`voice: could not become a speaker in the stage ${channel.name}`, { error: String(error) });
  }
  let opened = false;
  if (!channel.stageInstance) {
    try {
      await client.rest.post(Routes.stageInstances(), { body: { channel_id: channel.id, topic } });
      opened = true;
    } catch (error) {
      log.info(`voice: could not open a stage instance in ${channel.name}`, { error: String(error) });
    }
  }
  return { requestedToSpeak, opened };
}

/**
 * Keeps a stage's topic, or a voice channel's status, on the song on air, within rate limits. `told` holds the
 * channels whose missing permission was already logged.
 */
export function channelDisplay(
  client: Client,
  channel: VoiceBasedChannel,
  timers: Timers,
  log: Logger,
  initial: string | null = null,
  told: Set<string> = new Set(),
): ChannelDisplay {
  const stage = channel.type === ChannelType.GuildStageVoice;
  const me = channel.guild.members.me;
  const allowed = me ? channel.permissionsFor(me).has(PermissionFlagsBits.SetVoiceChannelStatus) : false;
  if (!stage && !allowed) {
    // Said once per channel, however often the bot reconnects there.
    if (!told.has(channel.id))
      log.info(
        `voice: not setting the status of ${channel.name}: the bot lacks Set Voice Channel Status there`,
      );
    told.add(channel.id);
    return { show: () => undefined, close: () => undefined };
  }
  const send = stage
    ? async (topic: string) => {
        await client.rest.patch(Routes.stageInstance(channel.id), { body: { topic } });
      }
    : async (status: string) => {
        await client.rest.put(Routes.channelVoiceStatus(channel.id), { body: { status } });
      };
  const setter = latestOnly(
    send,
    DISPLAY_MIN_INTERVAL_MS,
    timers,
    log,
    stage ? "stage topic" : "channel status",
    initial,
  );
  return { show: (text) => setter.set(text), close: () => setter.close() };
}
