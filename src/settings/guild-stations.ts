import type { GuildSettings } from "./guild-settings.js";

/** How the bot's stations are configured (see `StationsConfig`). */
export type StationMode = "single" | "network" | "public";

/** The stations a server may use (keys) and its own station among them (null: none yet). */
export interface GuildStations {
  readonly keys: readonly string[];
  readonly station: string | null;
}

/**
 * Which stations a server uses. One station or a network: every configured station, the server's choice
 * (`/setup station`) or else the first. A public bot: the stations the server added, its choice or else the first
 * it added; none until it adds one. Pure.
 */
export function guildStations(
  mode: StationMode,
  configured: readonly string[],
  saved: GuildSettings | null,
): GuildStations {
  const keys = mode === "public" ? (saved?.stations ?? []).map((s) => s.key) : configured;
  const chosen = saved?.station;
  const station = chosen !== undefined && keys.includes(chosen) ? chosen : (keys[0] ?? null);
  return { keys, station };
}
