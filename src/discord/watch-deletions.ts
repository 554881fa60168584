import { type Client, Events } from "discord.js";
import type { Logger } from "../log.js";
import type { SettingsStore } from "../store/store.js";

/**
 * Drops a channel or role that is deleted from the settings of its server, with a log line, so the bot does not
 * retry it forever. Channels from `.env` are the operator's to remove.
 */
export function watchDeletions(client: Client, store: SettingsStore, log: Logger): void {
  client.on(Events.ChannelDelete, (channel) => {
    if (!("guildId" in channel)) return;
    const saved = store.guildSettings(channel.guildId);
    if (!saved?.channels?.some((c) => c.id === channel.id)) return;
    store.saveGuildSettings(channel.guildId, {
      ...saved,
      channels: saved.channels.filter((c) => c.id !== channel.id),
    });
    log.warn(
      `setup: announce channel ${channel.id} was deleted; removed it from server ${channel.guildId}'s settings`,
    );
  });
  client.on(Events.GuildRoleDelete, (role) => {
    const saved = store.guildSettings(role.guild.id);
    if (saved?.pingRoleId !== role.id) return;
    store.saveGuildSettings(role.guild.id, { ...saved, pingRoleId: null });
    log.warn(
      `setup: ping role ${role.id} was deleted; DJ-live posts in server ${role.guild.id} ping no one now`,
    );
  });
}
