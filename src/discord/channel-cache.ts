/** What the bot knows of a channel from the gateway's cache, without asking Discord. */
export interface ChannelCache {
  /** The server a channel is in; null for a channel not in the cache (or not in a server). */
  readonly guildOf: (channelId: string) => string | null;
  /** A channel's name, for log lines; undefined when not in the cache. */
  readonly nameOf: (channelId: string) => string | undefined;
}

/** The part of a discord.js client the lookups read. */
export interface CachedChannels {
  readonly channels: { readonly cache: { get(id: string): unknown } };
}

/** The channel lookups over a client's channel cache (this process's shards' servers only). */
export function channelCache(client: CachedChannels): ChannelCache {
  const get = (id: string): object | undefined => {
    const channel = client.channels.cache.get(id);
    return typeof channel === "object" && channel !== null ? channel : undefined;
  };
  return {
    guildOf: (channelId) => {
      const channel = get(channelId);
      return channel && "guildId" in channel && typeof channel.guildId === "string" ? channel.guildId : null;
    },
    nameOf: (channelId) => {
      const channel = get(channelId);
      return channel && "name" in channel && typeof channel.name === "string" ? channel.name : undefined;
    },
  };
}
