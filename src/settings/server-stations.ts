import type { GuildSettings, SavedStation } from "./guild-settings.js";

/** Whether a server at `limit` stations may not add the station `key` (one it has already can be saved again). Pure. */
export function overStationLimit(saved: GuildSettings | null, key: string, limit: number): boolean {
  const others = (saved?.stations ?? []).filter((s) => s.key !== key);
  return others.length >= limit;
}

/** The settings with a station added (or replaced, same key); the first one added becomes the server's station. Pure. */
export function withStation(saved: GuildSettings | null, station: SavedStation): GuildSettings {
  const others = (saved?.stations ?? []).filter((s) => s.key !== station.key);
  return { ...saved, stations: [...others, station], station: saved?.station ?? station.key };
}

/**
 * The settings without a station the server added. Its announce channels stop following it; the station itself
 * is no longer read once nobody follows it. The server's station is unset when it was this one. Pure.
 */
export function withoutStation(saved: GuildSettings | null, key: string): GuildSettings {
  const rest = (saved?.stations ?? []).filter((s) => s.key !== key);
  const { station: current, ...others } = saved ?? {};
  return { ...others, stations: rest, ...(current && current !== key ? { station: current } : {}) };
}

/** The settings with `key` as the server's station: what commands read unless told otherwise. Pure. */
export function withServerStation(saved: GuildSettings | null, key: string): GuildSettings {
  return { ...saved, station: key };
}
