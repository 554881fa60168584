import type { GuildSettings } from "../settings/guild-settings.js";
import { type CommandVariant, commandVariant, severalStations } from "../settings/command-variant.js";
import { guildStations, type StationMode } from "../settings/guild-stations.js";
import type { StationNames } from "./registry-api.js";
import type { StationRegistry } from "./registry.js";
import type { Station } from "./station.js";
import { createStrangerGate, type StrangerGate } from "./stranger-gate.js";

/** Which stations each Discord server uses, from the registry and the server's settings. */
export interface StationDirectory {
  readonly mode: StationMode;
  /** One station, a network or a public bot: the shape of the commands. */
  readonly variant: CommandVariant;
  /** Whether a server can have more than one station: commands then carry a `station` option. */
  readonly several: boolean;
  readonly registry: StationRegistry;
  /** The turns and memory that bound what a stranger's preview or check may cost (one gate per bot). */
  readonly strangers: StrangerGate;
  /** The stations a server may use (in DMs: the configured ones). */
  stationsOf(guildId: string | null): Station[];
  /** A server's own station (null: none yet, on a public bot). */
  stationOf(guildId: string | null): Station | null;
  /** The keys of the stations a server may use, none opened (in DMs: the configured ones). */
  keysOf(guildId: string | null): readonly string[];
  /** A server's own station's key, without opening it (null: none yet). */
  stationKeyOf(guildId: string | null): string | null;
  /** The names of the stations a server may use, from what is known, none opened (what autocomplete lists). */
  choicesOf(guildId: string | null): StationNames[];
  /** One of a server's stations, by handle (what autocomplete sends), key, or name as typed. */
  find(guildId: string | null, value: string): Station | undefined;
}

/** What the directory reads. */
export interface DirectoryOptions {
  readonly registry: StationRegistry;
  readonly mode: StationMode;
  /** The configured stations' keys (one station or a network), in order; empty for a public bot. */
  readonly configured: readonly string[];
  readonly saved: (guildId: string) => GuildSettings | null;
  /** Default: a gate of its own, with the default cooldowns and the V8 heap's high-water mark. */
  readonly strangers?: StrangerGate;
}

/**
 * Creates the directory: a thin, pure-minded view; every decision is {@link guildStations}'. A station it hands out
 * is opened if it was only known (the registry's `get`): a process opens its servers' stations as they are used.
 */
export function createStationDirectory(options: DirectoryOptions): StationDirectory {
  const { registry, mode } = options;
  const resolve = (guildId: string | null) =>
    guildStations(mode, options.configured, guildId === null ? null : options.saved(guildId));
  const present = (keys: readonly string[]) =>
    keys.flatMap((key) => {
      const station = registry.get(key);
      return station ? [station] : [];
    });
  const keysOf = (guildId: string | null) =>
    guildId === null && mode === "public" ? [] : resolve(guildId).keys;
  const stationsOf = (guildId: string | null) => present(keysOf(guildId));
  const variant = commandVariant(mode, options.configured.length);
  return {
    mode,
    variant,
    several: severalStations(variant),
    registry,
    strangers: options.strangers ?? createStrangerGate(),
    stationsOf,
    keysOf,
    stationKeyOf: (guildId) => (guildId === null && mode === "public" ? null : resolve(guildId).station),
    choicesOf: (guildId) =>
      keysOf(guildId).flatMap((key) => {
        const names = registry.peek(key);
        return names ? [names] : [];
      }),
    stationOf(guildId) {
      if (guildId === null && mode === "public") return null;
      const key = resolve(guildId).station;
      return key === null ? null : (registry.get(key) ?? null);
    },
    find(guildId, value) {
      const wanted = value.trim();
      // By handle or key (what autocomplete and buttons send): that one station opened, not the server's every one.
      const keys = guildId === null && mode === "public" ? [] : resolve(guildId).keys;
      const direct = registry.get(wanted);
      if (direct && keys.includes(direct.key)) return direct;
      const mine = stationsOf(guildId);
      return (
        mine.find((s) => s.handle === wanted || s.key === wanted) ??
        mine.find((s) => s.name?.toLowerCase() === wanted.toLowerCase())
      );
    },
  };
}
