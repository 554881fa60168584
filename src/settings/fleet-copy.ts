import type { FleetGuild, FleetServerChange, FleetSnapshot } from "./fleet.js";
import type { GuildSettings } from "./guild-settings.js";

/**
 * A process's copy of the fleet's servers and settings, changed one server at a time at a cost that does not grow
 * with the number of servers: the index of `.env` channels is kept up to date with each server, not rebuilt.
 */
export interface FleetCopy {
  guild(guildId: string): FleetGuild | undefined;
  guilds(): FleetGuild[];
  setGuild(guild: FleetGuild): void;
  dropGuild(guildId: string): void;
  settings(guildId: string): GuildSettings | undefined;
  allSettings(): IterableIterator<[string, GuildSettings]>;
  setSettings(guildId: string, settings: GuildSettings | null): void;
  envGuildOf(channelId: string): string | null;
  /** Every server the copy holds: listed in the fleet, or with settings, or both. */
  ids(): string[];
  /** How many servers the copy holds (as `ids().length`, without making the list). */
  size(): number;
  /** Forgets a server, its row and its settings (this process no longer holds it). */
  drop(guildId: string): void;
  /** Takes in one server as it is in the store now. */
  apply(change: FleetServerChange): void;
  /** The whole copy, replaced (a load). */
  replace(snapshot: Pick<FleetSnapshot, "guilds" | "settings">): void;
  /** The servers as they are, to be put back with `restoreGuilds` (a refused shard publish). */
  saveGuilds(): ReadonlyMap<string, FleetGuild>;
  restoreGuilds(saved: ReadonlyMap<string, FleetGuild>): void;
}

/** An empty copy. */
export function createFleetCopy(): FleetCopy {
  let guilds = new Map<string, FleetGuild>();
  let settings = new Map<string, GuildSettings>();
  const envGuild = new Map<string, string>();
  // The servers' ids in order, kept so by inserting where each belongs (no sort per change): `guilds()` lists the
  // servers in the same order whether the copy was read whole or built up change by change.
  let order: string[] = [];
  const unindex = (guildId: string) => {
    for (const channelId of guilds.get(guildId)?.envChannels ?? []) {
      if (envGuild.get(channelId) === guildId) envGuild.delete(channelId);
    }
  };
  const dropGuild = (guildId: string) => {
    unindex(guildId);
    if (guilds.delete(guildId)) order.splice(placeOf(order, guildId), 1);
  };
  const setGuild = (guild: FleetGuild) => {
    unindex(guild.guildId);
    if (!guilds.has(guild.guildId)) order.splice(placeOf(order, guild.guildId), 0, guild.guildId);
    guilds.set(guild.guildId, guild);
    for (const channelId of guild.envChannels) envGuild.set(channelId, guild.guildId);
  };
  const setSettings = (guildId: string, next: GuildSettings | null) => {
    if (next) settings.set(guildId, next);
    else settings.delete(guildId);
  };
  const restoreGuilds = (saved: ReadonlyMap<string, FleetGuild>) => {
    guilds = new Map(saved);
    order = [...saved.keys()].sort(byId);
    envGuild.clear();
    for (const guild of saved.values())
      for (const channelId of guild.envChannels) envGuild.set(channelId, guild.guildId);
  };
  return {
    guild: (guildId) => guilds.get(guildId),
    guilds: () => order.map((guildId) => guilds.get(guildId) as FleetGuild),
    setGuild,
    dropGuild,
    settings: (guildId) => settings.get(guildId),
    allSettings: () => settings.entries(),
    setSettings,
    envGuildOf: (channelId) => envGuild.get(channelId) ?? null,
    ids: () => [...new Set([...guilds.keys(), ...settings.keys()])],
    size: () => {
      let unlisted = 0;
      for (const guildId of settings.keys()) if (!guilds.has(guildId)) unlisted++;
      return guilds.size + unlisted;
    },
    drop: (guildId) => {
      dropGuild(guildId);
      settings.delete(guildId);
    },
    apply: (change) => {
      if (change.guild) setGuild(change.guild);
      else dropGuild(change.guildId);
      setSettings(change.guildId, change.settings);
    },
    replace: (snapshot) => {
      restoreGuilds(new Map(snapshot.guilds.map((g) => [g.guildId, g])));
      settings = new Map(snapshot.settings);
    },
    saveGuilds: () => new Map(guilds),
    restoreGuilds,
  };
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Where `id` is in the sorted `ids`, or where it would go. */
function placeOf(ids: readonly string[], id: string): number {
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((ids[middle] ?? "") < id) low = middle + 1;
    else high = middle;
  }
  return low;
}
