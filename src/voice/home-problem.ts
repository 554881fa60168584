import { ChannelType, type Client } from "discord.js";
import type { VoiceControl } from "./control.js";
import { joinProblem } from "./join-problems.js";
import { voiceChannelOf, voiceStatesIn } from "./voice-cache.js";

/** Why the bot could not stay in a channel, "unknown-channel", or null when it can. */
export function homeProblem(
  client: Client,
  guildId: string,
  channelId: string,
): ReturnType<VoiceControl["homeProblem"]> {
  const channel = voiceChannelOf(client, guildId, channelId);
  const me = client.guilds.cache.get(guildId)?.members.me;
  if (!channel || !me) return { kind: "unknown-channel" };
  const states = voiceStatesIn(client, guildId, channelId);
  return joinProblem({
    type: channel.type === ChannelType.GuildStageVoice ? "stage" : "voice",
    permissions: channel.permissionsFor(me).bitfield,
    userLimit: channel.userLimit,
    members: states?.size ?? 0,
    botInside: states?.has(me.id) ?? false,
  });
}
