import { displayAddress } from "../panel/request.js";
import { stationIdentity } from "./key-fingerprint.js";
import type { RegistryOptions, StationSpec } from "./registry-api.js";

/** How the registry opens a station's key and names the station by it. */
export interface StationKeys {
  /** The station's API key in the clear: given, or opened from its sealed form (undefined: none, or unopenable). */
  readonly apiKeyOf: (spec: StationSpec) => string | undefined;
  /** The key the station is known by, from its address, server id and (a public bot's) key fingerprint. */
  readonly identityOf: (spec: StationSpec, apiKey: string | undefined) => string;
}

/** Creates the key opener: stored keys are opened here and nowhere else. */
export function createStationKeys(
  options: Pick<RegistryOptions, "sealer" | "fingerprint" | "log">,
): StationKeys {
  const identityOf = (spec: StationSpec, apiKey: string | undefined) =>
    stationIdentity(
      displayAddress(spec.url),
      spec.serverId,
      apiKey !== undefined && options.fingerprint ? options.fingerprint(apiKey) : null,
    );
  // The saved key a sealed key is bound to: the row's own, else (older callers) the station's legacy key.
  const rowKey = (spec: StationSpec) =>
    spec.key ?? stationIdentity(displayAddress(spec.url), spec.serverId, null);
  function apiKeyOf(spec: StationSpec): string | undefined {
    if (spec.apiKey) return spec.apiKey;
    if (!spec.sealedKey) return undefined;
    if (!options.sealer) {
      options.log.warn(
        `station ${spec.url} #${spec.serverId} has a stored API key, but SECRET_KEY is unset; reading without it`,
      );
      return undefined;
    }
    try {
      const row = spec.guildId ? { guildId: spec.guildId, stationKey: rowKey(spec) } : undefined;
      return options.sealer.open(spec.sealedKey, row);
    } catch (error) {
      options.log.warn(
        `station ${spec.url} #${spec.serverId}: its stored API key cannot be opened; reading without it`,
        { reason: error instanceof Error ? error.message : String(error) },
      );
      return undefined;
    }
  }
  return { apiKeyOf, identityOf };
}
