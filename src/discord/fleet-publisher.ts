import { type Client, Events, type Guild } from "discord.js";
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
 * Keeps this process's servers in the fleet, so every process knows every server and places its `.env` channels:
 * `publish()` replaces this process's shards' servers (at ready), and servers joined or left are written as they
 * happen. A write that fails is logged; the next start publishes the whole list again.
 */
export function createFleetPublisher(
  client: Client,
  fleet: Pick<FleetView, "publishGuilds" | "joinGuild" | "leaveGuild">,
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
        shardIdsOf(client),
        client.guilds.cache.map((guild) => fleetGuildOf(guild, envChannelIds)),
      ),
  };
}
