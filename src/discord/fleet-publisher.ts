import { type Client, Events, type Guild, type REST, Routes } from "discord.js";
import type { Logger } from "../log.js";
import type { FleetGuild } from "../settings/fleet.js";
import type { FleetView } from "../settings/fleet.js";

/** The fleet's entry for a server this process's gateway serves. */
export function fleetGuildOf(guild: Guild, envChannelIds: readonly string[]): FleetGuild {
  return {
    guildId: guild.id,
    shardId: guild.shardId,
    envChannels: envChannelIds.filter((id) => guild.channels.cache.has(id)),
  };
}

/** The shards this process serves: discord.js lists them once logged in; a bot without shards is shard 0. */
export function shardIdsOf(client: Client): number[] {
  const shards: unknown = client.options.shards;
  if (Array.isArray(shards)) return shards.filter((id): id is number => typeof id === "number");
  return typeof shards === "number" ? [shards] : [0];
}

/**
 * The shards whose servers this process replaces when it publishes: its own, and any shard the fleet still lists
 * that the bot no longer has (it ran with more shards before), so no server stays listed under a shard that is gone.
 */
export function shardsToPublish(client: Client, listed: readonly FleetGuild[]): number[] {
  const own = shardIdsOf(client);
  const count = client.options.shardCount;
  const gone = typeof count === "number" ? listed.map((g) => g.shardId).filter((id) => id >= count) : [];
  return [...new Set([...own, ...gone])];
}

/**
 * Keeps this process's servers in the fleet, so every process knows every server and places its `.env` channels:
 * `publish()` replaces this process's shards' servers (at ready), and servers joined or left are written as they
 * happen. A write that fails is logged; the next start publishes the whole list again.
 */
export function createFleetPublisher(
  client: Client,
  fleet: Pick<FleetView, "guilds" | "publishGuilds" | "joinGuild" | "leaveGuild">,
  envChannelIds: readonly string[],
  log: Logger,
): { publish(): Promise<void> } {
  const failed = (what: string) => (error: unknown) =>
    log.error(`fleet: could not record ${what}`, {
      error: error instanceof Error ? error.message : String(error),
    });
  client.on(Events.GuildCreate, (guild) => {
    fleet.joinGuild(fleetGuildOf(guild, envChannelIds)).catch(failed(`server ${guild.id} joined`));
  });
  client.on(Events.GuildDelete, (guild) => {
    fleet.leaveGuild(guild.id).catch(failed(`server ${guild.id} left`));
  });
  return {
    publish: () =>
      fleet.publishGuilds(
        shardsToPublish(client, fleet.guilds()),
        client.guilds.cache.map((guild) => fleetGuildOf(guild, envChannelIds)),
      ),
  };
}

/**
 * Asks Discord which server each `.env` channel no shard has placed yet is in (a channel of another shard's server
 * that has not published its servers): any process may ask about any channel. Channels it cannot see (deleted, no
 * access) are left out; one failed question costs nothing more than the wait for the publish.
 */
export async function placeEnvChannels(
  rest: Pick<REST, "get">,
  channelIds: readonly string[],
  placed: (channelId: string) => boolean,
  log: Logger,
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const channelId of channelIds.filter((id) => !placed(id))) {
    try {
      const channel: unknown = await rest.get(Routes.channel(channelId));
      const guildId = (channel as { guild_id?: unknown } | null)?.guild_id;
      if (typeof guildId === "string") found.set(channelId, guildId);
    } catch (error) {
      log.warn(`announce channel ${channelId}: Discord did not say which server it is in`, {
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return found;
}
