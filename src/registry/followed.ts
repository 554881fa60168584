import type { FleetView } from "../settings/fleet.js";
import { followedKeys } from "../settings/followed-keys.js";
import type { FollowedStations } from "./station-limits.js";

/**
 * The stations the bot's servers (every shard's, as the fleet knows them) saved, worked out again only after the
 * fleet changed. A server the bot left no longer counts: its settings are kept, but its stations are not read.
 */
export function followedInFleet(
  fleet: Pick<FleetView, "guilds" | "guildSettings" | "onChange">,
): FollowedStations {
  let all: Set<string> | null = null;
  fleet.onChange(() => {
    all = null;
  });
  return {
    all: () => (all ??= followedKeys(fleet.guilds().map((g) => fleet.guildSettings(g.guildId)))),
    of: (guildId) => (fleet.guildSettings(guildId)?.stations ?? []).map((s) => s.key),
  };
}
