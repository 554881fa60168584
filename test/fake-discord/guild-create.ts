import type { FakeGuild } from "./guilds.js";
import { memberOf, type VoiceStateWire } from "./voice-states.js";

/** GUILD_CREATE for a fake guild: its roles, channels, the bot and whoever is in voice already. */
export function guildCreate(
  guild: FakeGuild,
  botUserId: string,
  voiceStates: readonly VoiceStateWire[],
  stageInstances: readonly unknown[] = [],
): Record<string, unknown> {
  const humans = voiceStates.filter((s) => s.user_id !== botUserId).map((s) => memberOf(s.user_id));
  return {
    id: guild.id,
    name: guild.name,
    icon: null,
    owner_id: "100000000000000001",
    afk_timeout: 300,
    verification_level: 0,
    default_message_notifications: 0,
    explicit_content_filter: 0,
    roles: guild.roles,
    emojis: [],
    features: [],
    mfa_level: 0,
    system_channel_flags: 0,
    premium_tier: 0,
    preferred_locale: "en-US",
    nsfw_level: 0,
    premium_progress_bar_enabled: false,
    joined_at: new Date().toISOString(),
    large: false,
    unavailable: false,
    member_count: 1 + humans.length,
    voice_states: voiceStates.map(({ member: _member, guild_id: _guild, ...state }) => state),
    members: [memberOf(botUserId, true, [guild.botRoleId]), ...humans],
    channels: guild.channels.map((c, position) => channelObject(guild.id, c, position)),
    threads: [],
    presences: [],
    stage_instances: stageInstances,
    guild_scheduled_events: [],
    stickers: [],
    soundboard_sounds: [],
  };
}

/** A channel object as Discord sends it (GUILD_CREATE, CHANNEL_UPDATE). */
export function channelObject(
  guildId: string,
  channel: FakeGuild["channels"][number],
  position: number,
): Record<string, unknown> {
  const type = channel.type ?? 0;
  return {
    id: channel.id,
    type,
    name: channel.name,
    guild_id: guildId,
    position,
    permission_overwrites: channel.permission_overwrites ?? [],
    ...(type === 0 ? {} : { bitrate: 64_000, user_limit: channel.user_limit ?? 0, rtc_region: null }),
  };
}
