import { type Client, PermissionFlagsBits } from "discord.js";
import type { ChannelCache } from "./channel-cache.js";
import type { PosterChannels } from "./poster.js";

const READ_HISTORY = PermissionFlagsBits.ViewChannel | PermissionFlagsBits.ReadMessageHistory;

/** What the poster asks of the client's cache: channel names, its own id, and whether it may read a channel's past. */
export function posterChannels(client: Client, channels: ChannelCache): PosterChannels {
  return {
    nameOf: channels.nameOf,
    selfId: () => client.user?.id ?? null,
    canReadHistory: (channelId) => {
      const channel = client.channels.cache.get(channelId);
      const self = client.user;
      if (!channel || !self || !("permissionsFor" in channel)) return null;
      return channel.permissionsFor(self)?.has(READ_HISTORY) ?? null;
    },
  };
}
