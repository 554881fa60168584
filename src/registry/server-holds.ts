import type { FleetChange } from "../settings/fleet.js";
import type { StationRegistry } from "./registry-api.js";

/** The registry's holder name for "this process's servers use the station" (commands, voice). */
export const SERVERS_HOLDER = "servers";

/** What the servers' holds read. */
export interface ServerHoldsOptions {
  readonly registry: Pick<StationRegistry, "holdOnly">;
  /** This process's own servers (its shards'). */
  readonly ownGuilds: () => Iterable<string>;
  readonly isOwn: (guildId: string) => boolean;
  /** The stations a server uses for its commands and voice (its own station, its voice station). */
  readonly stationsOf: (guildId: string) => readonly string[];
}

/** Keeps open the operator's stations this process's servers use, and closes the rest nobody holds. */
export interface ServerHolds {
  /** Takes in a change of the fleet: the changed servers alone, or all of them (null). Returns the keys closed. */
  update(change: FleetChange): string[];
  /** Closes the stations opened for a command that no server here uses (kept until now). Returns their keys. */
  sweep(): string[];
}

/**
 * Creates the servers' holds: which station each of this process's servers uses, kept per server so a `/setup`
 * costs the work of that server, and a count per station.
 */
export function createServerHolds(options: ServerHoldsOptions): ServerHolds {
  const byGuild = new Map<string, readonly string[]>();
  const counts = new Map<string, number>();
  const count = (keys: readonly string[], by: number) => {
    for (const key of keys) {
      const next = (counts.get(key) ?? 0) + by;
      if (next > 0) counts.set(key, next);
      else counts.delete(key);
    }
  };
  const place = (guildId: string) => {
    count(byGuild.get(guildId) ?? [], -1);
    byGuild.delete(guildId);
    if (!options.isOwn(guildId)) return;
    const keys = [...new Set(options.stationsOf(guildId))];
    byGuild.set(guildId, keys);
    count(keys, 1);
  };
  const sweep = () => options.registry.holdOnly(SERVERS_HOLDER, counts.keys());
  return {
    update({ guildIds }) {
      if (guildIds === null) {
        byGuild.clear();
        counts.clear();
        for (const guildId of options.ownGuilds()) place(guildId);
      } else for (const guildId of guildIds) place(guildId);
      return sweep();
    },
    sweep,
  };
}
