import { Events, type Guild } from "discord.js";
import type { FleetSource } from "../settings/fleet.js";
import type { GuildSettings } from "../settings/guild-settings.js";
import { openSavedStations } from "../registry/saved-stations.js";
import { resealStoredKeys } from "../store/reseal-keys.js";
import type { Feature, ReadyParts } from "./feature.js";

/**
 * The stations this shard's servers saved (a public bot's stations), opened for the servers here now and for
 * each server as it arrives, within the bot's station limit, each with its server's id (its key is sealed for that
 * row). At start the stored keys are brought up to date once (see `settleStoredKeys`); after every change to the
 * settings, a station saved by older code is moved to its identity, and a station no server follows any more is
 * closed (its reader, its schedule, its state).
 */
export const savedStations: Feature<ReadyParts> = async (parts) => {
  const { client, fleet, registry, targets, log } = parts;
  const settled = await registry.settleStoredKeys(
    {
      fleet: () => parts.store.fleet(),
      saveGuildSettings: (guildId, settings) => fleet.saveGuildSettings(guildId, settings),
    },
    resealStoredKeys,
  );
  if (settled.renamed + settled.resealed > 0)
    log.info(
      `stored API keys: ${settled.renamed} station(s) moved to their key, ${settled.resealed} re-sealed`,
    );
  if (settled.unopened > 0) log.warn(`stored API keys: ${settled.unopened} cannot be opened with SECRET_KEY`);

  const openFor = (guildId: string) => {
    targets.invalidate();
    const saved = fleet.guildSettings(guildId)?.stations ?? [];
    for (const key of openSavedStations(
      registry,
      saved.map((station) => ({ ...station, guildId })),
    )) {
      log.warn(`station limit reached: ${key} of server ${guildId} is not read`);
    }
  };
  // The settings as this process sees them now, for the same step as at start (no read from the store).
  const present: Pick<FleetSource, "fleet" | "saveGuildSettings"> = {
    fleet: async () => ({
      revision: -1,
      guilds: fleet.guilds(),
      settings: new Map(
        fleet.guilds().flatMap((g): [string, GuildSettings][] => {
          const settings = fleet.guildSettings(g.guildId);
          return settings ? [[g.guildId, settings]] : [];
        }),
      ),
    }),
    saveGuildSettings: (guildId, settings) => fleet.saveGuildSettings(guildId, settings),
  };
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  const reconcile = async () => {
    do {
      again = false;
      await registry.settleStoredKeys(present, resealStoredKeys);
      if (stopped) return;
      for (const guildId of client.guilds.cache.keys()) openFor(guildId);
      for (const key of registry.sweep()) log.info(`station ${key}: no server follows it any more; closed`);
    } while (again && !stopped);
  };
  const changed = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = reconcile()
      .catch((error: unknown) => log.error("saved stations: could not bring them up to date", { error }))
      .finally(() => {
        running = null;
      });
  };
  // After the change that caused it has finished (a Save opens its station, then saves it, in one go).
  if (parts.config.stations.mode === "public") fleet.onChange(() => queueMicrotask(changed));

  const arrived = (guild: Guild) => openFor(guild.id);
  client.on(Events.GuildCreate, arrived);
  for (const guildId of client.guilds.cache.keys()) openFor(guildId);
  return {
    stop: async () => {
      stopped = true;
      client.off(Events.GuildCreate, arrived);
      await running;
    },
  };
};
