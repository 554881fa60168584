import { CAPABILITIES, missingOf } from "../capabilities/capabilities.js";
import { type Channel, ChannelType, type Interaction, PermissionFlagsBits } from "discord.js";
import type { BotAccess, ChannelKind } from "../check/server-findings.js";

/** What `/setup` needs to know about the server it runs in, from the gateway's cache (no extra requests). */
export interface GuildView {
  readonly id: string;
  /** The server's name (a saved track's direct message says where it played). */
  readonly name?: string;
  /** Whether the member asking has Manage Server. */
  readonly memberCanManage: boolean;
  /** Whether the member asking has Move Members (voice: name another channel, make the bot leave). */
  readonly memberCanMove?: boolean;
  /** Whether the member asking has Mention Everyone (they may then have the bot ping roles no one else may). */
  readonly memberCanMentionEveryone: boolean;
  /**
   * The bot's missing permissions to post in a channel (announcements, or the weekly report with its chart), "not-text"
   * for a channel it cannot post in, or "unknown".
   */
  postProblems(channelId: string, posts?: PostKind): readonly PermissionName[] | "not-text" | "unknown";
  /** Whether the bot can ping a role: it is mentionable, or the bot may mention everyone. "unknown" for no such role. */
  canPing(roleId: string): boolean | "unknown";
  /** Whether anyone may mention a role (Allow anyone to @mention this role). "unknown" for no such role. */
  roleMentionable(roleId: string): boolean | "unknown";
  /** The bot's permissions in a channel, and its kind (`/setup check`); null for a channel it does not know. */
  botAccess?(channelId: string): BotAccess | null;
  /** The bot's permissions across the server, from its roles (`/setup check`: Manage Events). */
  botPermissions?(): bigint;
  /** A channel's or role's name, for replies. */
  channelName(channelId: string): string | null;
  roleName(roleId: string): string | null;
}

/** What the bot posts in a channel: announcements (embeds), or the weekly report (embeds and its chart's file). */
export type PostKind = "announcements" | "reports";

/** A permission an announcement or report channel needs. */
export type PermissionName = (typeof CAPABILITIES)[PostKind]["needs"][number];

/** The server an interaction comes from, or null in DMs or when the server is not cached. */
export function guildViewOf(interaction: Interaction): GuildView | null {
  const guild = interaction.guild;
  if (!guild) return null;
  return {
    id: guild.id,
    name: guild.name,
    memberCanManage: interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false,
    memberCanMove: interaction.memberPermissions?.has(PermissionFlagsBits.MoveMembers) ?? false,
    memberCanMentionEveryone:
      interaction.memberPermissions?.has(PermissionFlagsBits.MentionEveryone) ?? false,
    postProblems(channelId, posts = "announcements") {
      const channel = guild.channels.cache.get(channelId);
      if (!channel) return "unknown";
      if (channel.type !== ChannelType.GuildText && channel.type !== ChannelType.GuildAnnouncement)
        return "not-text";
      const me = guild.members.me;
      const permissions = me ? channel.permissionsFor(me) : null;
      // Permissions are computed from the server's roles and the channel's overwrites, as Discord does.
      return missingOf(permissions?.bitfield ?? 0n, CAPABILITIES[posts].needs);
    },
    canPing(roleId) {
      const role = guild.roles.cache.get(roleId);
      if (!role) return "unknown";
      return (
        role.mentionable || (guild.members.me?.permissions.has(PermissionFlagsBits.MentionEveryone) ?? false)
      );
    },
    botAccess(channelId) {
      const channel = guild.channels.cache.get(channelId);
      const me = guild.members.me;
      if (!channel) return null;
      return { kind: kindOf(channel), permissions: (me && channel.permissionsFor(me)?.bitfield) ?? 0n };
    },
    botPermissions: () => guild.members.me?.permissions.bitfield ?? 0n,
    roleMentionable: (roleId) => guild.roles.cache.get(roleId)?.mentionable ?? "unknown",
    channelName: (channelId) => guild.channels.cache.get(channelId)?.name ?? null,
    roleName: (roleId) => guild.roles.cache.get(roleId)?.name ?? null,
  };
}

/** A channel's kind as `/setup check` tells them apart. */
function kindOf(channel: Channel): ChannelKind {
  if (channel.type === ChannelType.GuildText || channel.type === ChannelType.GuildAnnouncement) return "text";
  if (channel.type === ChannelType.GuildVoice) return "voice";
  return channel.type === ChannelType.GuildStageVoice ? "stage" : "other";
}
