import { createFleetPublisher, placeEnvChannels } from "../discord/fleet-publisher.js";
import { watchDeletions } from "../discord/watch-deletions.js";
import { createServerHolds } from "../registry/server-holds.js";
import { guildStations } from "../settings/guild-stations.js";
import type { Feature, ReadyParts } from "./feature.js";

/** How often the operator's stations opened for a command only (no server here uses them) are closed. */
const SWEEP_MS = 60_000;

/**
 * This shard's servers in the fleet: published now, then written as servers are joined and left; a channel or
 * role deleted is dropped from its server's settings; the `.env` channels no shard has placed yet are placed by
 * asking Discord. With the operator's stations (one or a network), the stations
 * this shard's servers use are kept open, and one nobody here uses or reads is closed.
 */
export const fleetServers: Feature<ReadyParts> = async (parts) => {
  const { client, fleet, config, log, targets, channels } = parts;
  const envChannels = config.announce.channelIds;
  const publisher = createFleetPublisher(client, fleet, envChannels, log);
  watchDeletions(client, fleet, log);
  await publisher.publish();
  // `.env` channels of shards that have not published yet: placed now, so this process's readers announce there
  // from their first read (the fleet's placement takes over once those shards publish).
  if (targets.place && envChannels.length > 0) {
    const placed = (id: string) => fleet.guildOfEnvChannel(id) !== null || channels.guildOf(id) !== null;
    for (const [channelId, guildId] of await placeEnvChannels(client.rest, envChannels, placed, log))
      targets.place(channelId, guildId);
  }
  if (config.stations.mode === "public") return null;
  return holdServersStations(parts);
};

/** Keeps open the stations this process's servers use (their own, their voice station); closes the others. */
function holdServersStations(parts: ReadyParts) {
  const { client, fleet, registry, configured, timers, log } = parts;
  const { mode } = parts.config.stations;
  const holds = createServerHolds({
    registry,
    ownGuilds: () => client.guilds.cache.keys(),
    isOwn: (guildId) => client.guilds.cache.has(guildId),
    stationsOf: (guildId) => {
      const saved = fleet.guildSettings(guildId);
      const { keys, station } = guildStations(mode, configured, saved);
      const voice = saved?.voiceStation;
      return [...(station === null ? [] : [station]), ...(voice && keys.includes(voice) ? [voice] : [])];
    },
  });
  const closed = (keys: readonly string[]) => {
    for (const key of keys) log.info(`station ${key}: neither read here nor used by a server here; closed`);
  };
  fleet.onChange((change) => closed(holds.update(change)));
  closed(holds.update({ guildIds: null }));
  let timer: unknown = null;
  const tick = () => {
    closed(holds.sweep());
    timer = timers.setTimeout(tick, SWEEP_MS);
  };
  timer = timers.setTimeout(tick, SWEEP_MS);
  return {
    stop: async () => {
      timers.clearTimeout(timer);
    },
  };
}
