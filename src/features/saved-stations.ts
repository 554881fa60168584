import { Events, type Guild } from "discord.js";
import type { FleetChange, FleetSource } from "../settings/fleet.js";
import type { GuildSettings } from "../settings/guild-settings.js";
import { openSavedStations } from "../registry/saved-stations.js";
import { resealStoredKeys } from "../store/reseal-keys.js";
import type { Feature, ReadyParts } from "./feature.js";
import { anyPending, NO_SERVERS, takePending, withChange } from "./pending-servers.js";

/**
 * The stations this shard's servers saved (a public bot's stations), opened for the servers here now and for
 * each server as it arrives, within the bot's station limit, each with its server's id (its key is sealed for that
 * row). At start the stored keys are brought up to date once (see `settleStoredKeys`); after a change to some
 * servers, those servers alone are checked: a station they saved by older code is moved to its identity, and their
 * stations are opened here; then a station no server follows any more is closed (its reader, its schedule, its
 * state).
 */
export const savedStations: Feature<ReadyParts> = async (parts) => {
  const { client, fleet, registry, log } = parts;
  await settleAtStart(parts);

  // The announce targets need no rebuild here: the fleet change that brought this server in updates them.
  const openFor = (guildId: string) => {
    const saved = fleet.guildSettings(guildId)?.stations ?? [];
    for (const key of openSavedStations(
      registry,
      saved.map((station) => ({ ...station, guildId })),
    )) {
      log.warn(`station limit reached: ${key} of server ${guildId} is not read`);
    }
  };
  let stopped = false;
  let running: Promise<void> | null = null;
  let pending = NO_SERVERS;
  const reconcile = async () => {
    while (!stopped && anyPending(pending)) {
      const taken = takePending(pending);
      pending = taken.pending;
      const changed = taken.changed;
      await registry.settleStoredKeys(present(fleet, changed), resealStoredKeys);
      if (stopped) return;
      const here = client.guilds.cache;
      for (const guildId of changed ?? here.keys()) if (here.has(guildId)) openFor(guildId);
      for (const key of registry.sweep()) log.info(`station ${key}: no server follows it any more; closed`);
    }
  };
  const changed = ({ guildIds }: FleetChange) => {
    if (stopped) return;
    pending = withChange(pending, guildIds);
    if (running) return;
    running = reconcile()
      .catch((error: unknown) => log.error("saved stations: could not bring them up to date", { error }))
      .finally(() => {
        running = null;
        // A change that came in after the loop's last look at `pending`.
        if (anyPending(pending)) changed({ guildIds: [] });
      });
  };
  // After the change that caused it has finished (a Save opens its station, then saves it, in one go).
  if (parts.config.stations.mode === "public")
    fleet.onChange((change) => queueMicrotask(() => changed(change)));

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

/** At start, the stored keys brought up to date once (a shard process: its share of the servers). */
async function settleAtStart(parts: ReadyParts): Promise<void> {
  const { fleet, registry, log, shard } = parts;
  const settled = await registry.settleStoredKeys(
    {
      // A shard process settles its share: every server is in one process's share, so the fleet is covered once.
      fleet: () =>
        shard
          ? parts.store.fleetShare({ shardIds: shard.ids, shardCount: shard.count })
          : parts.store.fleet(),
      saveGuildSettings: (guildId, settings) => fleet.saveGuildSettings(guildId, settings),
    },
    resealStoredKeys,
  );
  if (settled.renamed + settled.resealed > 0)
    log.info(
      `stored API keys: ${settled.renamed} station(s) moved to their key, ${settled.resealed} re-sealed`,
    );
  if (settled.unopened > 0) log.warn(`stored API keys: ${settled.unopened} cannot be opened with SECRET_KEY`);
}

/**
 * The changed servers' settings as this process sees them now, for the same step as at start (no read from the
 * store); null: every server's (the copy was read whole).
 */
function present(
  fleet: ReadyParts["fleet"],
  guildIds: readonly string[] | null,
): Pick<FleetSource, "fleet" | "saveGuildSettings"> {
  return {
    fleet: async () => {
      const ids = guildIds ?? fleet.guilds().map((g) => g.guildId);
      return {
        revision: -1,
        guilds: [],
        settings: new Map(
          ids.flatMap((guildId): [string, GuildSettings][] => {
            const settings = fleet.guildSettings(guildId);
            return settings ? [[guildId, settings]] : [];
          }),
        ),
      };
    },
    saveGuildSettings: (guildId, settings) => fleet.saveGuildSettings(guildId, settings),
  };
}
