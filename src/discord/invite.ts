import { OAuth2Scopes, PermissionFlagsBits } from "discord.js";

/** The permissions the bot needs and nothing more: see channels, post, and embed links (the embeds). */
export const BOT_PERMISSIONS =
  PermissionFlagsBits.ViewChannel | PermissionFlagsBits.SendMessages | PermissionFlagsBits.EmbedLinks;

/**
 * The link that adds the bot to a server with exactly the scopes and permissions it needs; Manage Events too when
 * it keeps the server's scheduled events (`SCHEDULE_EVENTS`).
 */
export function inviteUrl(applicationId: string, options: { readonly manageEvents?: boolean } = {}): string {
  const permissions = options.manageEvents
    ? BOT_PERMISSIONS | PermissionFlagsBits.ManageEvents
    : BOT_PERMISSIONS;
  const query = new URLSearchParams({
    client_id: applicationId,
    scope: [OAuth2Scopes.Bot, OAuth2Scopes.ApplicationsCommands].join(" "),
    permissions: permissions.toString(),
  });
  return `https://discord.com/oauth2/authorize?${query.toString()}`;
}
