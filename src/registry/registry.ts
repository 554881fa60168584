import { checkAddress } from "../net/guard/address-guard.js";
import { createGuardedFetch, type GuardedFetch } from "../net/guard/guarded-fetch.js";
import { boundedResolver } from "../net/guard/bounded-resolver.js";
import { createPanelClient } from "../panel/client.js";
import { createPanelClock, type PanelClock } from "../panel/panel-clock.js";
import { displayAddress } from "../panel/request.js";
import type { SealingAvailability } from "../secrets/sealing-availability.js";
import { stationIdentity } from "./key-fingerprint.js";
import type { RegistryOptions, StationRegistry, StationSpec } from "./registry-api.js";
import { handleOf, type Station } from "./station.js";
import { createStationHolds } from "./station-holds.js";
import { createAddLimiter, StationLimitError, totalRefusal } from "./station-limits.js";
import type { StationsObserver } from "./station-observer.js";
import { settleStoredKeys } from "./stored-keys.js";

export type { PanelFetchWrapper, RegistryOptions, StationRegistry, StationSpec } from "./registry-api.js";
export { StationLimitError } from "./station-limits.js";

const noSealing: SealingAvailability = {
  available: false,
  problem: "unset",
  reason: "This bot cannot store API keys: its operator has not set SECRET_KEY.",
};

/**
 * Creates the registry: the door every station passes. With a guard, every panel request goes through the guarded
 * fetch (addresses judged at connect time, redirects refused, 1 MB cap); stored keys are opened with the sealer
 * here, so nothing past the registry sees an unchecked address or a clear key.
 */
export function createStationRegistry(options: RegistryOptions): StationRegistry {
  const guard = options.guard && {
    ...options.guard,
    resolve: boundedResolver(options.guard.resolve, options.guard.lookup),
  };
  const guarded: GuardedFetch | null = guard && !options.fetch ? createGuardedFetch(guard) : null;
  const baseFetch = options.fetch ?? guarded?.fetch ?? globalThis.fetch;
  const now = options.now ?? Date.now;
  const max = options.maxStations ?? Number.POSITIVE_INFINITY;
  const limiter = createAddLimiter(options.addsPerHour);
  const stations = new Map<string, Station>();
  const byHandle = new Map<string, Station>();
  const clocks = new Map<string, PanelClock>();
  const fetches = new Map<string, typeof globalThis.fetch>();
  // The operator's stations, known by their spec and opened only while someone holds them (or a command asks).
  const knownSpecs = new Map<string, StationSpec>();
  const knownByHandle = new Map<string, string>();
  const holds = createStationHolds();
  const opened: ((station: Station) => void)[] = [];
  const closed: ((station: Station) => void)[] = [];

  const fetchFor = (address: string) => {
    let fetch = fetches.get(address);
    if (!fetch) {
      fetch = options.wrapFetch ? options.wrapFetch(baseFetch, address) : baseFetch;
      fetches.set(address, fetch);
    }
    return fetch;
  };
  const clockFor = (address: string) => {
    let clock = clocks.get(address);
    if (!clock) {
      clock = createPanelClock();
      clocks.set(address, clock);
    }
    return clock;
  };
  // A probe's fetch is not kept: strangers' previews of ever new addresses would otherwise pile up for ever.
  const probeFetchFor = (address: string) =>
    fetches.get(address) ?? options.wrapFetch?.(baseFetch, address, "probe") ?? baseFetch;
  // A stranger's station is shown by handle and without its panel's words; the operator's by key, as it is.
  const trusted = options.guard === null;
  const shownName = (key: string) => (trusted ? key : handleOf(key));
  // A station has a clock; a probe (clock null) reads once and is dropped.
  const client = (spec: StationSpec, key: string, apiKey: string | undefined, clock: PanelClock | null) => {
    const address = displayAddress(spec.url);
    const observer = observerOf(options.observer, key, clock !== null);
    return createPanelClient({
      baseUrl: spec.url,
      serverId: spec.serverId,
      apiKey,
      timeoutMs: options.timeoutMs,
      log: options.log,
      fetch: clock ? fetchFor(address) : probeFetchFor(address),
      ...(options.now ? { now: options.now } : {}),
      ...(observer ? { observer } : {}),
      ...(clock ? { onResponse: (sample) => clock.observeDate(sample) } : {}),
    });
  };
  const observerOf = (observer: StationsObserver | undefined, key: string, station: boolean) => {
    if (!observer || !station) return observer?.probe?.() ?? observer;
    return observer.station?.(shownName(key), trusted) ?? observer;
  };

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

  const inUse = () => new Set([...(options.followed?.all() ?? []), ...stations.keys()]);
  const refusal = (guildId: string | undefined, key: string) => {
    // No limit to count against (the operator's network): nothing to work out, however many stations open.
    if (max === Number.POSITIVE_INFINITY && (guildId === undefined || !options.followed)) return null;
    const total = totalRefusal(inUse(), key, max);
    if (total || guildId === undefined || !options.followed) return total;
    // Saving a station the server has already is no add.
    return options.followed.of(guildId).includes(key) ? null : limiter.refusal(guildId, now());
  };
  const evict = (station: Station) => {
    stations.delete(station.key);
    byHandle.delete(station.handle);
    holds.drop(station.key);
    if (![...stations.values()].some((s) => s.address === station.address)) {
      clocks.delete(station.address);
      fetches.delete(station.address);
    }
    options.observer?.forget?.(shownName(station.key));
    for (const listener of closed) listener(station);
  };

  function open(spec: StationSpec): Station {
    const apiKey = apiKeyOf(spec);
    const key = identityOf(spec, apiKey);
    const open = stations.get(key);
    if (open) return open;
    // A station new to its server (a moderator's Save) is one of the server's adds this hour; a server's saved
    // stations, opened as it arrives, are not.
    const refused = refusal(spec.guildId, key);
    if (refused) throw new StationLimitError(refused);
    if (spec.guildId !== undefined && !options.followed?.of(spec.guildId).includes(key))
      limiter.record(spec.guildId, now());
    const address = displayAddress(spec.url);
    const clock = clockFor(address);
    const station: Station = {
      key,
      handle: handleOf(key),
      address,
      serverId: spec.serverId,
      name: spec.name ?? null,
      panel: client(spec, key, apiKey, clock),
      clock,
    };
    stations.set(key, station);
    byHandle.set(station.handle, station);
    for (const listener of opened) listener(station);
    return station;
  }
  const openKnown = (key: string | undefined) => {
    const spec = key === undefined ? undefined : knownSpecs.get(key);
    return spec ? open(spec) : undefined;
  };
  /** Closes a known station nobody holds any more (a saved station is the sweep's); true when it closed. */
  const closeUnheld = (key: string) => {
    const station = stations.get(key);
    if (!station || !knownSpecs.has(key) || holds.held(key)) return false;
    evict(station);
    return true;
  };

  return {
    sealing: options.sealing ?? (options.sealer ? { available: true } : noSealing),
    streamFetch: guarded?.stream ?? globalThis.fetch,
    seal(plain, row) {
      if (!options.sealer) throw new Error("API keys cannot be stored: SECRET_KEY is unset");
      return options.sealer.seal(plain, row);
    },
    list: () => [...stations.values()],
    get: (keyOrHandle) =>
      stations.get(keyOrHandle) ??
      byHandle.get(keyOrHandle) ??
      openKnown(knownSpecs.has(keyOrHandle) ? keyOrHandle : knownByHandle.get(keyOrHandle)),
    full: () => inUse().size >= max,
    keyOf: (spec) => identityOf(spec, apiKeyOf(spec)),
    refusal,
    async check(url) {
      if (!guard) return { allowed: true };
      return checkAddress(url, guard);
    },
    probe: (spec) => {
      const apiKey = apiKeyOf(spec);
      return client(spec, identityOf(spec, apiKey), apiKey, null);
    },
    open: (spec) => open(spec),
    know(spec) {
      const key = identityOf(spec, apiKeyOf(spec));
      if (!knownSpecs.has(key)) {
        knownSpecs.set(key, spec);
        knownByHandle.set(handleOf(key), key);
      }
      return key;
    },
    known: () => [...knownSpecs.keys()],
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
    onOpen: (listener) => void opened.push(listener),
    onClose: (listener) => void closed.push(listener),
    sweep() {
      const followed = options.followed?.all();
      if (!followed) return [];
      const gone = [...stations.values()].filter((station) => !followed.has(station.key));
      for (const station of gone) evict(station);
      return gone.map((station) => station.key);
    },
    async settleStoredKeys(store, reseal) {
      if (!options.sealer) return { renamed: 0, resealed: 0, unopened: 0 };
      return settleStoredKeys(store, options.sealer, (saved, apiKey) => identityOf(saved, apiKey), reseal);
    },
    async close() {
      await guarded?.close();
    },
  };
}
