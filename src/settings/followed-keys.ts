import type { GuildSettings } from "./guild-settings.js";

/** The stations (keys) the given servers saved, each once: what a public bot's station limit counts. Pure. */
export function followedKeys(saved: Iterable<GuildSettings | null>): Set<string> {
  const keys = new Set<string>();
  for (const settings of saved) for (const station of settings?.stations ?? []) keys.add(station.key);
  return keys;
}
