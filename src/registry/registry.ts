import type { Logger } from "../log.js";
import { checkAddress, type Verdict } from "../net/guard/address-guard.js";
import { createGuardedFetch, type GuardedFetch } from "../net/guard/guarded-fetch.js";
import { boundedResolver, type LookupLimits } from "../net/guard/bounded-resolver.js";
import type { Resolver } from "../net/guard/resolver.js";
import { createPanelClient, type PanelClient } from "../panel/client.js";
import { createPanelClock, type PanelClock } from "../panel/panel-clock.js";
import { displayAddress } from "../panel/request.js";
import type { KeySealer, SealedRow } from "../secrets/key-sealer.js";
import type { SealingAvailability } from "../secrets/sealing-availability.js";
import { stationKey } from "../station/station-key.js";
import { handleOf, type Station } from "./station.js";
import type { StationsObserver } from "./station-observer.js";

/** A station as configured or saved: where it is, and its key, clear (the operator's `.env`) or sealed (stored). */
export interface StationSpec {
  /** The panel's address without `/api/v2`. */
  readonly url: string;
  readonly serverId: number;
  readonly name?: string | null;
  /** The operator's own key from `.env`: trusted, never stored. */
  readonly apiKey?: string | undefined;
  /** A key sealed with SECRET_KEY, as the store keeps it; opened here and nowhere else. */
  readonly sealedKey?: string | null;
  /**
   * The server whose saved station holds `sealedKey`: a key sealed for that row (with the station's key) opens
   * only with it, so a sealed value copied to another server's row is not used there.
   */
  readonly guildId?: string;
}

/**
 * A fetch wrapper per panel (a circuit breaker, bounded concurrency): told the panel's address, and whether the
 * fetch serves an open station (kept) or one probe of a station not saved (not kept: a wrapper keeps nothing for it).
 */
export type PanelFetchWrapper = (
  fetch: typeof globalThis.fetch,
  panelAddress: string,
  use?: "station" | "probe",
) => typeof globalThis.fetch;

/** What the registry needs. */
export interface RegistryOptions {
  readonly log: Logger;
  readonly timeoutMs: number;
  /** Addresses strangers type pass the guard (public bot); null: the operator's own addresses, trusted. */
  readonly guard: {
    readonly allowPrivate: boolean;
    readonly resolve: Resolver;
    /** The lookups' deadline and cap (default 5 s, 16 at once), shared by address checks and connections. */
    readonly lookup?: LookupLimits;
  } | null;
  /** Opens stored keys; null when SECRET_KEY is unset (no key is stored then). */
  readonly sealer: KeySealer | null;
  /** Why keys cannot be stored, when they cannot (said to the moderator who offers one). */
  readonly sealing?: SealingAvailability;
  /** The fetch under every panel client (default: the guarded fetch with a guard, else the global fetch). */
  readonly fetch?: typeof globalThis.fetch;
  /** The seam for a per-panel wrapper: one per panel address, shared by that panel's stations. */
  readonly wrapFetch?: PanelFetchWrapper;
  /** The most stations the bot serves (a public bot's limit). */
  readonly maxStations?: number;
  readonly now?: () => number;
  /** Told about every station's requests and cache hits (metrics, health), per station when it can tell them apart. */
  readonly observer?: StationsObserver;
}

/** The stations the bot serves, each with one reader and one cache, however many servers use it. */
export interface StationRegistry {
  /** Every open station, in the order opened. */
  list(): readonly Station[];
  /** A station by its key or its handle. */
  get(keyOrHandle: string): Station | undefined;
  /** Whether the total limit is reached (a station already open can always be used again). */
  full(): boolean;
  /** Whether a key offered now can be stored, and if not, why. */
  readonly sealing: SealingAvailability;
  /**
   * Seals a key a moderator typed, for the store, bound to the row it will be saved in (throws when sealing is
   * not available). Without a row it is sealed the old, unbound way, which the next re-seal binds.
   */
  seal(plain: string, row?: SealedRow): string;
  /** Judges an address a stranger typed (always allowed for a trusted registry): nothing is sent to it. */
  check(url: string): Promise<Verdict>;
  /** A client for a station not yet saved (the `/setup station` preview), through the door, not kept. */
  probe(spec: StationSpec): PanelClient;
  /** Opens a station, or returns the one already open at the same address and server id. */
  open(spec: StationSpec): Station;
  /** Told about every station opened from now on (the announcer gives each its own schedule). */
  onOpen(listener: (station: Station) => void): void;
  close(): Promise<void>;
}

const noSealing: SealingAvailability = {
  available: false,
  problem: "unset",
  reason: "This bot cannot store API keys: its operator has not set SECRET_KEY.",
};

/** Raised by `open` beyond the total limit. */
export class StationLimitError extends Error {
  constructor(readonly limit: number) {
    super(`This bot serves its limit of ${limit} stations.`);
    this.name = "StationLimitError";
  }
}

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
  const stations = new Map<string, Station>();
  const byHandle = new Map<string, Station>();
  const clocks = new Map<string, PanelClock>();
  const fetches = new Map<string, typeof globalThis.fetch>();
  const listeners: ((station: Station) => void)[] = [];

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
  // A station has a clock; a probe (clock null) reads once and is dropped.
  const client = (spec: StationSpec, apiKey: string | undefined, clock: PanelClock | null) => {
    const address = displayAddress(spec.url);
    const observer = observerOf(options.observer, stationKey(address, spec.serverId), clock !== null);
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
  // A stranger's station is shown by handle and without its panel's words; the operator's by key, as it is.
  const observerOf = (observer: StationsObserver | undefined, key: string, station: boolean) => {
    if (!observer || !station) return observer?.probe?.() ?? observer;
    const trusted = options.guard === null;
    return observer.station?.(trusted ? key : handleOf(key), trusted) ?? observer;
  };

  function keyOf(spec: StationSpec): string | undefined {
    if (spec.apiKey) return spec.apiKey;
    if (!spec.sealedKey) return undefined;
    if (!options.sealer) {
      options.log.warn(
        `station ${spec.url} #${spec.serverId} has a stored API key, but SECRET_KEY is unset; reading without it`,
      );
      return undefined;
    }
    try {
      const row = spec.guildId
        ? { guildId: spec.guildId, stationKey: stationKey(displayAddress(spec.url), spec.serverId) }
        : undefined;
      return options.sealer.open(spec.sealedKey, row);
    } catch (error) {
      options.log.warn(
        `station ${spec.url} #${spec.serverId}: its stored API key cannot be opened; reading without it`,
        {
          reason: error instanceof Error ? error.message : String(error),
        },
      );
      return undefined;
    }
  }

  return {
    sealing: options.sealing ?? (options.sealer ? { available: true } : noSealing),
    seal(plain, row) {
      if (!options.sealer) throw new Error("API keys cannot be stored: SECRET_KEY is unset");
      return options.sealer.seal(plain, row);
    },
    list: () => [...stations.values()],
    get: (keyOrHandle) => stations.get(keyOrHandle) ?? byHandle.get(keyOrHandle),
    full: () => stations.size >= (options.maxStations ?? Number.POSITIVE_INFINITY),
    async check(url) {
      if (!guard) return { allowed: true };
      return checkAddress(url, guard);
    },
    probe: (spec) => client(spec, keyOf(spec), null),
    open(spec) {
      const address = displayAddress(spec.url);
      const key = stationKey(address, spec.serverId);
      const open = stations.get(key);
      if (open) return open;
      if (stations.size >= (options.maxStations ?? Number.POSITIVE_INFINITY))
        throw new StationLimitError(options.maxStations ?? stations.size);
      const clock = clockFor(address);
      const station: Station = {
        key,
        handle: handleOf(key),
        address,
        serverId: spec.serverId,
        name: spec.name ?? null,
        panel: client(spec, keyOf(spec), clock),
        clock,
      };
      stations.set(key, station);
      byHandle.set(station.handle, station);
      for (const listener of listeners) listener(station);
      return station;
    },
    onOpen: (listener) => {
      listeners.push(listener);
    },
    async close() {
      await guarded?.close();
    },
  };
}
