import { type Client, Events, type VoiceBasedChannel } from "discord.js";
import type { Timers } from "../clock.js";

/** A voice or stage channel from the gateway's cache, or null when it is not one (or not known). */
export function voiceChannelOf(client: Client, guildId: string, channelId: string): VoiceBasedChannel | null {
  const channel = client.guilds.cache.get(guildId)?.channels.cache.get(channelId);
  return channel?.isVoiceBased() ? channel : null;
}

/** Voice states in a channel, from the gateway's cache (members may not be cached; their states are). */
export function voiceStatesIn(client: Client, guildId: string, channelId: string) {
  return client.guilds.cache.get(guildId)?.voiceStates.cache.filter((state) => state.channelId === channelId);
}

/** The people in a channel: bots do not count; a member the cache does not know is counted as a person. */
export function humansIn(client: Client, guildId: string, channelId: string): number {
  return (
    voiceStatesIn(client, guildId, channelId)?.filter(
      (state) => state.id !== client.user?.id && state.member?.user.bot !== true,
    ).size ?? 0
  );
}

/** Resolves when the gateway shows the bot in a channel; rejects after `timeoutMs`. */
export function botArrives(
  client: Client,
  timers: Timers,
  guildId: string,
  channelId: string,
  timeoutMs: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const there = () =>
      client.guilds.cache.get(guildId)?.voiceStates.cache.get(client.user?.id ?? "")?.channelId;
    if (there() === channelId) return resolve();
    const check = () => {
      if (there() !== channelId) return;
      done();
      resolve();
    };
    const timer = timers.setTimeout(() => {
      done();
      reject(new Error(`the bot did not arrive in ${channelId}`));
    }, timeoutMs);
    const done = () => {
      timers.clearTimeout(timer);
      client.off(Events.VoiceStateUpdate, check);
    };
    client.on(Events.VoiceStateUpdate, check);
  });
}
