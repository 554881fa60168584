import { displayAddress } from "../panel/request.js";
import type { RegistryDoor } from "./registry-door.js";
import type { RegistryLimits } from "./registry-limits.js";
import type { StationSpec } from "./registry-api.js";
import { handleOf, type Station } from "./station.js";
import type { StationKeys } from "./station-keys.js";
import type { StationsObserver } from "./station-observer.js";

/** The stations open now, each with one reader, and who is told when one opens or closes. */
export interface OpenStations {
  /** Opens a station, or returns the one open with the same key; throws `StationLimitError` past a limit. */
  open(spec: StationSpec): Station;
  /** Closes a station: its reader, its clock and fetch when its panel has no other, its observer entry. */
  close(station: Station): void;
  get(keyOrHandle: string): Station | undefined;
  list(): Station[];
  keys(): IterableIterator<string>;
  onOpen(listener: (station: Station) => void): void;
  onClose(listener: (station: Station) => void): void;
}

/** Creates the table of open stations over the registry's door, keys and limits. */
export function createOpenStations(parts: {
  readonly door: RegistryDoor;
  readonly keys: StationKeys;
  readonly limits: () => RegistryLimits;
  readonly observer?: StationsObserver | undefined;
}): OpenStations {
  const { door, keys } = parts;
  const stations = new Map<string, Station>();
  const byHandle = new Map<string, Station>();
  const opened: ((station: Station) => void)[] = [];
  const closed: ((station: Station) => void)[] = [];
  return {
    open(spec) {
      const apiKey = keys.apiKeyOf(spec);
      const key = keys.identityOf(spec, apiKey);
      const already = stations.get(key);
      if (already) return already;
      parts.limits().admit(spec.guildId, key);
      const station: Station = {
        key,
        handle: handleOf(key),
        address: displayAddress(spec.url),
        serverId: spec.serverId,
        name: spec.name ?? null,
        ...door.station(spec, key, apiKey),
      };
      stations.set(key, station);
      byHandle.set(station.handle, station);
      for (const listener of opened) listener(station);
      return station;
    },
    close(station) {
      stations.delete(station.key);
      byHandle.delete(station.handle);
      if (![...stations.values()].some((s) => s.address === station.address)) door.forget(station.address);
      parts.observer?.forget?.(door.shownName(station.key));
      for (const listener of closed) listener(station);
    },
    get: (keyOrHandle) => stations.get(keyOrHandle) ?? byHandle.get(keyOrHandle),
    list: () => [...stations.values()],
    keys: () => stations.keys(),
    onOpen: (listener) => void opened.push(listener),
    onClose: (listener) => void closed.push(listener),
  };
}
