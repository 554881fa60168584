import type { StationMode } from "./guild-stations.js";

/**
 * Which shape the commands take: one station (no `station` option, no `/setup station`), a network of several
 * stations (a `station` option on every listener command, `/setup station` picks among the configured ones), or a
 * public bot (every server adds its own stations with `/setup station`).
 */
export type CommandVariant = "one-station" | "network" | "public";

/**
 * The one decision every command definition and handler asks. A network is counted by the stations actually
 * opened, so `PANEL_SERVER_ID=all` on a panel that lists one server is one station, everywhere. Pure.
 */
export function commandVariant(mode: StationMode, configuredStations: number): CommandVariant {
  if (mode === "public") return "public";
  return configuredStations > 1 ? "network" : "one-station";
}

/** Whether a server can have more than one station: commands then carry a `station` option. */
export function severalStations(variant: CommandVariant): boolean {
  return variant !== "one-station";
}
