import { announceTargets } from "../settings/announce-targets.js";
import type { FleetTargetsOptions } from "../settings/fleet-targets.js";
import type { FleetView } from "../settings/fleet.js";
import { guildStations } from "../settings/guild-stations.js";
import { createIncrementalTargetIndex, type TargetSource } from "./incremental-target-index.js";
import type { TargetIndex } from "./station-targets.js";

/** The parts of the fleet view the targets are worked out from. */
export type TargetView = Pick<
  FleetView,
  "guilds" | "guild" | "guildSettings" | "guildOfEnvChannel" | "onChange"
>;

/**
 * Each station's announce channels over every shard's servers, from the fleet view: built once for all stations,
 * then kept up to date server by server as the view says which servers changed (a `/setup` save in any process, a
 * server joined or left); rebuilt whole when the view was read whole. With `only` (a bot with one station), every
 * target is that station's. No periodic rebuild is needed.
 */
export function fleetTargetIndex(
  view: TargetView,
  options: FleetTargetsOptions,
  only: string | null,
): TargetIndex {
  const provisional = new Map<string, string>();
  const index = createIncrementalTargetIndex(fleetTargetSource(view, options, provisional), only);
  view.onChange((change) => index.update(change));
  return {
    ...index,
    // Seen on the next read, as the index looks at the `.env` channels' placement on every read.
    place: (channelId, guildId) => void provisional.set(channelId, guildId),
  };
}

/**
 * The fleet's targets server by server, the same as {@link fleetTargets} gives for all of them at once: a server's
 * are what `announceTargets` gives for it alone with the `.env` channels placed in it, and the unplaced `.env`
 * channels are those placed in no server of the fleet.
 */
export function fleetTargetSource(
  view: Omit<TargetView, "onChange">,
  options: FleetTargetsOptions,
  provisional: Map<string, string> = new Map(),
): TargetSource {
  const { env } = options;
  const guildOf = (channelId: string) => {
    const placed = view.guildOfEnvChannel(channelId);
    // Placed by the fleet: the provisional place (asked of Discord) has done its part.
    if (placed !== null) provisional.delete(channelId);
    return placed ?? options.localGuildOf(channelId) ?? provisional.get(channelId) ?? null;
  };
  // A server holding a provisionally placed `.env` channel counts as the fleet's until its shard publishes.
  const inFleet = (guildId: string) =>
    view.guild(guildId) !== undefined || [...provisional.values()].includes(guildId);
  const saved = (guildId: string) => view.guildSettings(guildId);
  const stationOf = (guildId: string | null) =>
    guildId === null ? null : guildStations(options.mode, options.configured, saved(guildId)).station;
  return {
    guilds: () => {
      const ids = view.guilds().map((guild) => guild.guildId);
      const early = [...new Set(provisional.values())].filter((guildId) => !view.guild(guildId));
      return early.length === 0 ? ids : [...ids, ...early];
    },
    targetsOfGuild: (guildId) => {
      if (!inFleet(guildId)) return [];
      const channelIds = env.channelIds.filter((id) => guildOf(id) === guildId);
      return announceTargets([guildId], saved, { ...env, channelIds }, guildOf, stationOf);
    },
    unplaced: () => {
      const channelIds = env.channelIds.filter((id) => {
        const guildId = guildOf(id);
        return guildId === null || !inFleet(guildId);
      });
      return announceTargets([], saved, { ...env, channelIds }, guildOf, stationOf);
    },
    placement: () => env.channelIds.map(guildOf),
  };
}

/**
 * An announcement run that first takes in what other processes changed in the fleet, so settings saved in any
 * shard apply from the next announcement on (the view asks the store at most once a second for all stations).
 */
export function refreshingRun<Report>(
  view: Pick<FleetView, "refresh">,
  run: (now: number) => Promise<Report>,
): (now: number) => Promise<Report> {
  return async (now) => {
    await view.refresh();
    return run(now);
  };
}
