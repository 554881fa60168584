import { type Client, Events } from "discord.js";
import type { Logger } from "../log.js";
import type { SettingsAccess } from "../settings/settings-access.js";

/**
 * Drops a channel or role that is deleted from the settings of its server, with a log line, so the bot does not
 * retry it forever. Channels from `.env` are the operator's to remove.
 */
export function watchDeletions(client: Client, settings: SettingsAccess, log: Logger): void {
  const failed = (error: unknown) =>
    log.error("setup: could not save the settings after a deletion", {
      error: error instanceof Error ? error.message : String(error),
    });
  client.on(Events.ChannelDelete, (channel) => {
    if (!("guildId" in channel)) return;
    const saved = settings.guildSettings(channel.guildId);
    if (!saved?.channels?.some((c) => c.id === channel.id)) return;
    settings
      .saveGuildSettings(channel.guildId, {
        ...saved,
        channels: saved.channels.filter((c) => c.id !== channel.id),
      })
      .then(() =>
        log.warn(
          `setup: announce channel ${channel.id} was deleted; removed it from server ${channel.guildId}'s settings`,
        ),
      )
      .catch(failed);
  });
  client.on(Events.GuildRoleDelete, (role) => {
    const saved = settings.guildSettings(role.guild.id);
    if (saved?.pingRoleId !== role.id) return;
    settings
      .saveGuildSettings(role.guild.id, { ...saved, pingRoleId: null })
      .then(() =>
        log.warn(
          `setup: ping role ${role.id} was deleted; DJ-live posts in server ${role.guild.id} ping no one now`,
        ),
      )
      .catch(failed);
  });
}
