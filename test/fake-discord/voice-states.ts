import type { FakeChannel, FakeGuild } from "./guilds.js";
import { has, PERMISSION, permissionsIn } from "./permissions.js";

/** A voice state as Discord sends it in VOICE_STATE_UPDATE (and, without `member`, in GUILD_CREATE). */
export interface VoiceStateWire {
  guild_id: string;
  channel_id: string | null;
  user_id: string;
  session_id: string;
  deaf: boolean;
  mute: boolean;
  self_deaf: boolean;
  self_mute: boolean;
  self_stream: boolean;
  self_video: boolean;
  suppress: boolean;
  request_to_speak_timestamp: string | null;
  member?: Record<string, unknown>;
}

/** Why the fake ignored a voice state update, as Discord silently does, or what it did. */
export type VoiceJoinOutcome = "joined" | "left" | "unknown-channel" | "no-connect" | "full";

/** The voice states of every guild, and the checks Discord makes before letting a member in a channel. */
export class VoiceStates {
  private readonly byGuild = new Map<string, Map<string, VoiceStateWire>>();

  constructor(private readonly guilds: readonly FakeGuild[]) {}

  /** A member's voice state in a guild, if in a channel. */
  of(guildId: string, userId: string): VoiceStateWire | undefined {
    return this.byGuild.get(guildId)?.get(userId);
  }

  /** Everyone in voice in a guild (or in one channel of it). */
  list(guildId: string, channelId?: string): VoiceStateWire[] {
    const states = [...(this.byGuild.get(guildId)?.values() ?? [])];
    return channelId ? states.filter((s) => s.channel_id === channelId) : states;
  }

  /** Records a state; a null channel removes the member from voice. */
  put(state: VoiceStateWire): void {
    const guild = this.byGuild.get(state.guild_id) ?? new Map<string, VoiceStateWire>();
    this.byGuild.set(state.guild_id, guild);
    if (state.channel_id === null) guild.delete(state.user_id);
    else guild.set(state.user_id, state);
  }

  /** The channel, if it is a voice or stage channel of that guild. */
  voiceChannel(guildId: string, channelId: string): FakeChannel | undefined {
    const channel = this.guilds.find((g) => g.id === guildId)?.channels.find((c) => c.id === channelId);
    return channel && (channel.type === 2 || channel.type === 13) ? channel : undefined;
  }

  /** Whether the bot may join: a voice or stage channel, View and Connect, and room (or Move Members). */
  checkJoin(guildId: string, channelId: string, botUserId: string): VoiceJoinOutcome {
    const guild = this.guilds.find((g) => g.id === guildId);
    const channel = this.voiceChannel(guildId, channelId);
    if (!guild || !channel) return "unknown-channel";
    const permissions = this.botPermissions(guild, channel, botUserId);
    if (!has(permissions, PERMISSION.viewChannel | PERMISSION.connect)) return "no-connect";
    const others = this.list(guildId, channelId).filter((s) => s.user_id !== botUserId).length;
    const limit = channel.user_limit ?? 0;
    if (limit > 0 && others >= limit && !has(permissions, PERMISSION.moveMembers)) return "full";
    return "joined";
  }

  /** The bot's permissions in a channel of a guild. */
  botPermissions(guild: FakeGuild, channel: FakeChannel, botUserId: string): bigint {
    return permissionsIn(
      { guildId: guild.id, roles: guild.roles as { id: string; permissions: string }[] },
      channel.permission_overwrites ?? [],
      { userId: botUserId, roleIds: [guild.botRoleId] },
    );
  }
}

/** A voice state with Discord's defaults. */
export function voiceState(
  fields: Pick<VoiceStateWire, "guild_id" | "channel_id" | "user_id" | "session_id"> &
    Partial<VoiceStateWire>,
): VoiceStateWire {
  return {
    deaf: false,
    mute: false,
    self_deaf: false,
    self_mute: false,
    self_stream: false,
    self_video: false,
    suppress: false,
    request_to_speak_timestamp: null,
    ...fields,
  };
}

/** A guild member object for a user (a listener unless `bot`). */
export function memberOf(userId: string, bot = false, roles: string[] = []): Record<string, unknown> {
  return {
    user: {
      id: userId,
      username: bot ? "RadioBot" : `listener-${userId.slice(-3)}`,
      discriminator: "0",
      global_name: null,
      avatar: null,
      bot,
    },
    roles,
    joined_at: new Date(0).toISOString(),
    deaf: false,
    mute: false,
    flags: 0,
  };
}
