import { Events, type Guild } from "discord.js";
import { openSavedStations } from "../registry/saved-stations.js";
import type { Feature, ReadyParts } from "./feature.js";

/**
 * The stations this shard's servers saved (a public bot's stations), opened for the servers here now and for
 * each server as it arrives, within the bot's station limit.
 */
export const savedStations: Feature<ReadyParts> = async ({ client, fleet, registry, targets, log }) => {
  const openFor = (guildId: string) => {
    targets.invalidate();
    for (const key of openSavedStations(registry, fleet.guildSettings(guildId)?.stations ?? [])) {
      log.warn(`station limit reached: ${key} of server ${guildId} is not read`);
    }
  };
  const arrived = (guild: Guild) => openFor(guild.id);
  client.on(Events.GuildCreate, arrived);
  for (const guildId of client.guilds.cache.keys()) openFor(guildId);
  return { stop: () => void client.off(Events.GuildCreate, arrived) };
};
