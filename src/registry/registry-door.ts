import { checkAddress, type Verdict } from "../net/guard/address-guard.js";
import { createGuardedFetch, type GuardedFetch } from "../net/guard/guarded-fetch.js";
import { createPanelClient, type PanelClient } from "../panel/client.js";
import { createPanelClock, type PanelClock } from "../panel/panel-clock.js";
import { displayAddress } from "../panel/request.js";
import { createLookupLanes } from "./lookup-lanes.js";
import type { OneOffFetch, RegistryOptions, StationSpec } from "./registry-api.js";
import { handleOf } from "./station.js";
import type { StationsObserver } from "./station-observer.js";

/** How long a one-off reader's (a preview's, a check's) idle connections are kept: it reads once, then is done. */
const ONE_OFF_IDLE_MS = 5_000;
/** The origins one such reader may hold at once (a check reads a panel and a few streams). */
const ONE_OFF_ORIGINS = 8;

type Fetch = typeof globalThis.fetch;

/** The registry's way out to the network: connections, lookups, gates, panel clients and their clocks. */
export interface RegistryDoor {
  /** A station's panel client and its clock (kept per panel address until `forget`). */
  station(
    spec: StationSpec,
    key: string,
    apiKey: string | undefined,
  ): { panel: PanelClient; clock: PanelClock };
  /** A client that reads once and is not kept; with `serverId`, on connections of its own in the server's lane. */
  probe(spec: StationSpec, key: string, apiKey: string | undefined, serverId?: string): PanelClient;
  /** See `StationRegistry.streamProbe`. */
  streamProbe(serverId: string, panelUrl: string): OneOffFetch;
  /** See `StationRegistry.check`. */
  check(url: string, serverId?: string): Promise<Verdict>;
  readonly streamFetch: Fetch;
  /** How a station is named to observers: by handle for a stranger's, by key for the operator's. */
  shownName(key: string): string;
  /** Drops a panel address's fetch and clock (its last station closed). */
  forget(address: string): void;
  held(): { readonly origins: number; readonly lookupServers: number };
  close(): Promise<void>;
}

/**
 * Creates the door. With a guard, the stations' reads go through the guarded fetch (addresses judged at connect
 * time, redirects refused, 1 MB cap), their lookups in the stations' lane; a server's preview or check reads through
 * connections of its own, its lookups in the server's share of the strangers' lane, dropped when done: nothing a
 * stranger names stays in the stations' pools.
 */
export function createRegistryDoor(options: RegistryOptions): RegistryDoor {
  const lanes = options.guard && createLookupLanes(options.guard.resolve, options.guard.lookup);
  const guard = options.guard && lanes && { ...options.guard, resolve: lanes.stations };
  const guarded: GuardedFetch | null = guard && !options.fetch ? createGuardedFetch(guard) : null;
  const oneOff = (serverId: string): GuardedFetch | null =>
    options.guard && lanes && !options.fetch
      ? createGuardedFetch({
          ...options.guard,
          resolve: lanes.stranger(serverId),
          idleMs: ONE_OFF_IDLE_MS,
          maxOrigins: ONE_OFF_ORIGINS,
        })
      : null;
  const baseFetch = options.fetch ?? guarded?.fetch ?? globalThis.fetch;
  const clocks = new Map<string, PanelClock>();
  const fetches = new Map<string, Fetch>();
  const trusted = options.guard === null;
  const shownName = (key: string) => (trusted ? key : handleOf(key));

  const fetchFor = (address: string) => {
    const fetch = fetches.get(address) ?? options.wrapFetch?.(baseFetch, address) ?? baseFetch;
    fetches.set(address, fetch);
    return fetch;
  };
  // A probe's fetch is not kept: strangers' previews of ever new addresses would otherwise pile up for ever.
  const probeFetchFor = (address: string, own: Fetch | null) =>
    (own === null ? fetches.get(address) : undefined) ??
    options.wrapFetch?.(own ?? baseFetch, address, "probe") ??
    own ??
    baseFetch;
  const client = panelClients(options, shownName);
  return {
    station(spec, key, apiKey) {
      const address = displayAddress(spec.url);
      const clock = clocks.get(address) ?? createPanelClock();
      clocks.set(address, clock);
      return { panel: client(spec, key, apiKey, clock, fetchFor(address)), clock };
    },
    probe(spec, key, apiKey, serverId) {
      const own = serverId === undefined ? null : (oneOff(serverId)?.fetch ?? null);
      return client(spec, key, apiKey, null, probeFetchFor(displayAddress(spec.url), own));
    },
    streamProbe(serverId, panelUrl) {
      const own = oneOff(serverId);
      const stream = own?.stream ?? globalThis.fetch;
      return {
        fetch: options.wrapFetch?.(stream, displayAddress(panelUrl), "probe") ?? stream,
        close: async () => own?.close(),
      };
    },
    async check(url, serverId) {
      if (!guard || !lanes) return { allowed: true };
      return checkAddress(
        url,
        serverId === undefined ? guard : { ...guard, resolve: lanes.stranger(serverId) },
      );
    },
    streamFetch: guarded?.stream ?? globalThis.fetch,
    shownName,
    forget(address) {
      clocks.delete(address);
      fetches.delete(address);
    },
    held: () => ({ origins: guarded?.origins() ?? 0, lookupServers: lanes?.serversWaiting() ?? 0 }),
    close: async () => guarded?.close(),
  };
}

/** Builds panel clients: a station's (with its clock and its observer entry) or a one-off reader's. */
function panelClients(options: RegistryOptions, shownName: (key: string) => string) {
  const trusted = options.guard === null;
  const observerOf = (observer: StationsObserver | undefined, key: string, station: boolean) => {
    if (!observer || !station) return observer?.probe?.() ?? observer;
    return observer.station?.(shownName(key), trusted) ?? observer;
  };
  return (
    spec: StationSpec,
    key: string,
    apiKey: string | undefined,
    clock: PanelClock | null,
    fetch: Fetch,
  ) => {
    const observer = observerOf(options.observer, key, clock !== null);
    return createPanelClient({
      baseUrl: spec.url,
      serverId: spec.serverId,
      apiKey,
      timeoutMs: options.timeoutMs,
      log: options.log,
      fetch,
      ...(options.now ? { now: options.now } : {}),
      ...(observer ? { observer } : {}),
      ...(clock ? { onResponse: (sample) => clock.observeDate(sample) } : {}),
    });
  };
}
