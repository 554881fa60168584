import type { AnnounceTarget } from "../settings/announce-targets.js";
import type { FleetTargetsOptions } from "../settings/fleet-targets.js";
import type { FleetGuild, FleetSource, FleetView } from "../settings/fleet.js";
import type { GuildSettings } from "../settings/guild-settings.js";
import { fleetTargetSource } from "./fleet-target-index.js";
import { createIncrementalTargetIndex } from "./incremental-target-index.js";
import type { TargetIndex } from "./station-targets.js";

/** What finding a station's followers across the fleet needs. */
export interface FollowerTargetsDeps {
  readonly store: Pick<FleetSource, "followersOf">;
  /** This process's copy: where the `.env` channels are placed. */
  readonly fleet: Pick<FleetView, "guildOfEnvChannel">;
  /** This process's own targets (its servers, the `.env` channels, the followers of the stations it reads). */
  readonly local: Pick<TargetIndex, "targetsOf">;
  readonly options: FleetTargetsOptions;
  /** The bot's one station, when it has one (every target is that station's). */
  readonly only: string | null;
}

/**
 * Every channel following a station, on every shard: a shard process holds only its share of the servers, so the
 * servers that follow the station elsewhere are read from the store (one query, `followersOf`) and their targets
 * worked out as the station's reader works them out; with this process's own targets, each channel once.
 */
export function followerTargets(deps: FollowerTargetsDeps): (station: string) => Promise<AnnounceTarget[]> {
  return async (station) => {
    const { configured } = deps.options;
    const firstOf = configured[0] === station ? configured : null;
    const { servers } = await deps.store.followersOf({ keys: [station], firstOf });
    const guilds = new Map<string, FleetGuild>();
    const settings = new Map<string, GuildSettings>();
    for (const server of servers) {
      if (server.guild) guilds.set(server.guildId, server.guild);
      if (server.settings) settings.set(server.guildId, server.settings);
    }
    const view = {
      guilds: () => [...guilds.values()],
      guild: (guildId: string) => guilds.get(guildId),
      guildSettings: (guildId: string) => settings.get(guildId) ?? null,
      guildOfEnvChannel: (channelId: string) => deps.fleet.guildOfEnvChannel(channelId),
    };
    // The `.env` channels placed in no server are this process's own targets already.
    const source = { ...fleetTargetSource(view, deps.options), unplaced: () => [], placement: () => [] };
    const elsewhere = createIncrementalTargetIndex(source, deps.only).targetsOf(station);
    const byChannel = new Map<string, AnnounceTarget>();
    for (const target of [...deps.local.targetsOf(station), ...elsewhere]) {
      if (!byChannel.has(target.channelId)) byChannel.set(target.channelId, target);
    }
    return [...byChannel.values()];
  };
}
