import { type AnnounceTarget, announceTargets, type EnvAnnounce } from "./announce-targets.js";
import type { FleetView } from "./fleet.js";
import { guildStations, type StationMode } from "./guild-stations.js";

/** What the targets of every server depend on, besides the fleet. */
export interface FleetTargetsOptions {
  readonly env: EnvAnnounce;
  readonly mode: StationMode;
  /** The configured stations' keys (empty for a public bot). */
  readonly configured: readonly string[];
  /** The server of a channel this process's gateway sees (null when it does not). */
  readonly localGuildOf: (channelId: string) => string | null;
}

/**
 * Every channel to announce in, across every server of every shard: a station's reader announces for all the
 * servers that follow it, wherever they are. A `.env` channel is placed by the fleet (its shard published it),
 * else by this process's gateway; one placed by neither follows no station yet. A server's station comes from its
 * settings alone, not from which stations this process has open, so every process computes the same targets.
 * Pure over the view.
 */
export function fleetTargets(
  view: Pick<FleetView, "guilds" | "guildSettings" | "guildOfEnvChannel">,
  options: FleetTargetsOptions,
): AnnounceTarget[] {
  const saved = (guildId: string) => view.guildSettings(guildId);
  return announceTargets(
    view.guilds().map((guild) => guild.guildId),
    saved,
    options.env,
    (channelId) => view.guildOfEnvChannel(channelId) ?? options.localGuildOf(channelId),
    // A `.env` channel no shard has placed yet (its shard has not published its servers, or this copy predates
    // that) follows no station: its server may follow another one than the first, so it waits to be placed rather
    // than get the first station's posts. A bot with one station announces it there anyway (the index's `only`).
    (guildId) =>
      guildId === null ? null : guildStations(options.mode, options.configured, saved(guildId)).station,
  );
}
