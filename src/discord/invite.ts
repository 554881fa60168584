import { OAuth2Scopes } from "discord.js";
import { invitePermissions } from "../capabilities/capabilities.js";

/**
 * The link that adds the bot to a server with exactly the scopes and permissions it needs (`CAPABILITIES`): Manage
 * Events too when it keeps the server's scheduled events (`SCHEDULE_EVENTS`), and the voice permissions where voice
 * works.
 */
export function inviteUrl(
  applicationId: string,
  options: { readonly manageEvents?: boolean; readonly voice?: boolean } = {},
): string {
  const permissions = invitePermissions({
    voice: options.voice === true,
    events: options.manageEvents === true,
  });
  const query = new URLSearchParams({
    client_id: applicationId,
    scope: [OAuth2Scopes.Bot, OAuth2Scopes.ApplicationsCommands].join(" "),
    permissions: permissions.toString(),
  });
  return `https://discord.com/oauth2/authorize?${query.toString()}`;
}
