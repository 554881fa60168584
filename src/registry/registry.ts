import { createRegistryDoor } from "./registry-door.js";
import type { RegistryOptions, StationRegistry, StationSpec } from "./registry-api.js";
import { handleOf, type Station } from "./station.js";
import { createKnownStations } from "./known-stations.js";
import { createOpenStations } from "./open-stations.js";
import { createStationHolds } from "./station-holds.js";
import { createStationKeys } from "./station-keys.js";
import { createRegistryLimits } from "./registry-limits.js";
import { registrySealing } from "./registry-sealing.js";

export type { PanelFetchWrapper, RegistryOptions, StationRegistry, StationSpec } from "./registry-api.js";
export { StationLimitError } from "./station-limits.js";

/**
 * Creates the registry: the door every station passes. With a guard, every panel request goes through the guarded
 * fetch ({@link createRegistryDoor}); stored keys are opened with the sealer here ({@link createStationKeys}), so
 * nothing past the registry sees an unchecked address or a clear key.
 */
export function createStationRegistry(options: RegistryOptions): StationRegistry {
  const door = createRegistryDoor(options);
  const keys = createStationKeys(options);
  const { apiKeyOf, identityOf } = keys;
  const limits = createRegistryLimits(options, () => stations.keys());
  const stations = createOpenStations({ door, keys, limits: () => limits, observer: options.observer });
  const known = createKnownStations();
  const holds = createStationHolds();
  const open = (spec: StationSpec) => stations.open(spec);
  const evict = (station: Station) => {
    holds.drop(station.key);
    stations.close(station);
  };

  const openKnown = (keyOrHandle: string) => {
    const spec = known.specOf(keyOrHandle);
    return spec ? open(spec) : undefined;
  };
  /** Closes a known station nobody holds any more (a saved station is the sweep's); true when it closed. */
  const closeUnheld = (key: string) => {
    const station = stations.get(key);
    if (!station || !known.specOf(key) || holds.held(key)) return false;
    evict(station);
    return true;
  };

  return {
    ...registrySealing(options, identityOf),
    streamFetch: door.streamFetch,
    list: () => stations.list(),
    get: (keyOrHandle) => stations.get(keyOrHandle) ?? openKnown(keyOrHandle),
    full: limits.full,
    peek(keyOrHandle) {
      const open = stations.get(keyOrHandle);
      if (open) return open;
      const key = known.keyOf(keyOrHandle);
      const spec = key === undefined ? undefined : known.specOf(key);
      if (key === undefined || !spec) return undefined;
      return { key, handle: handleOf(key), name: spec.name ?? null, serverId: spec.serverId };
    },
    keyOf: (spec) => identityOf(spec, apiKeyOf(spec)),
    refusal: limits.refusal,
    check: (url, serverId) => door.check(url, serverId),
    probe: (spec, serverId) => {
      const apiKey = apiKeyOf(spec);
      return door.probe(spec, identityOf(spec, apiKey), apiKey, serverId);
    },
    streamProbe: (serverId, panelUrl) => door.streamProbe(serverId, panelUrl),
    held: () => door.held(),
    open: (spec) => open(spec),
    know: (spec) => known.add(identityOf(spec, apiKeyOf(spec)), spec),
    known: () => known.keys(),
    hold(key, holder) {
      const station = stations.get(key) ?? openKnown(key);
      if (station) holds.add(key, holder);
      return station;
    },
    letGo(key, holder) {
      holds.remove(key, holder);
      closeUnheld(key);
    },
    holdOnly(holder, keys) {
      holds.setOnly(holder, keys);
      return [...stations.keys()].filter(closeUnheld);
    },
    onOpen: (listener) => stations.onOpen(listener),
    onClose: (listener) => stations.onClose(listener),
    sweep() {
      const followed = options.followed?.all();
      if (!followed) return [];
      const gone = stations.list().filter((station) => !followed.has(station.key));
      for (const station of gone) evict(station);
      return gone.map((station) => station.key);
    },
    close: () => door.close(),
  };
}
