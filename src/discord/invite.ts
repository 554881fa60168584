import { OAuth2Scopes, PermissionFlagsBits } from "discord.js";

/** The permissions the bot needs and nothing more: see channels, post, and embed links (the embeds). */
export const BOT_PERMISSIONS =
  PermissionFlagsBits.ViewChannel | PermissionFlagsBits.SendMessages | PermissionFlagsBits.EmbedLinks;

/**
 * What playing the station in voice needs: Connect and Speak; Request to Speak in stage channels (becoming a speaker
 * by itself needs Mute Members there, which a server gives the bot's role per stage, not at invite); and Set Voice
 * Channel Status, for the song on air as the channel's status.
 */
export const VOICE_PERMISSIONS =
  PermissionFlagsBits.Connect |
  PermissionFlagsBits.Speak |
  PermissionFlagsBits.RequestToSpeak |
  PermissionFlagsBits.SetVoiceChannelStatus;

/**
 * The link that adds the bot to a server with exactly the scopes and permissions it needs; Manage Events too when
 * it keeps the server's scheduled events (`SCHEDULE_EVENTS`), and the voice permissions where voice works.
 */
export function inviteUrl(
  applicationId: string,
  options: { readonly manageEvents?: boolean; readonly voice?: boolean } = {},
): string {
  const permissions =
    BOT_PERMISSIONS |
    (options.manageEvents ? PermissionFlagsBits.ManageEvents : 0n) |
    (options.voice ? VOICE_PERMISSIONS : 0n);
  const query = new URLSearchParams({
    client_id: applicationId,
    scope: [OAuth2Scopes.Bot, OAuth2Scopes.ApplicationsCommands].join(" "),
    permissions: permissions.toString(),
  });
  return `https://discord.com/oauth2/authorize?${query.toString()}`;
}
