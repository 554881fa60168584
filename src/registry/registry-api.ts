import type { Logger } from "../log.js";
import type { Verdict } from "../net/guard/address-guard.js";
import type { Resolver } from "../net/guard/resolver.js";
import type { PanelClient } from "../panel/client.js";
import type { KeySealer, SealedRow } from "../secrets/key-sealer.js";
import type { SealingAvailability } from "../secrets/sealing-availability.js";
import type { FleetSource } from "../settings/fleet.js";
import type { KeyFingerprint } from "./key-fingerprint.js";
import type { Station } from "./station.js";
import type { FollowedStations, StationRefusal } from "./station-limits.js";
import type { LaneLimits } from "./lookup-lanes.js";
import type { StationsObserver } from "./station-observer.js";
import type { Reseal, StoredKeysReport } from "./stored-keys.js";

/** A station as configured or saved: where it is, and its key, clear (the operator's `.env`) or sealed (stored). */
export interface StationSpec {
  /** The panel's address without `/api/v2`. */
  readonly url: string;
  readonly serverId: number;
  readonly name?: string | null;
  /** A key in the clear: the operator's own from `.env` (trusted, never stored), or one a moderator just typed. */
  readonly apiKey?: string | undefined;
  /** A key sealed with SECRET_KEY, as the store keeps it; opened here and nowhere else. */
  readonly sealedKey?: string | null;
  /**
   * The server whose saved station holds `sealedKey`: a key sealed for that row (with the station's key) opens
   * only with it, so a sealed value copied to another server's row is not used there. Given when a server adds a
   * station (`/setup station` Save), it counts as one of the server's adds this hour.
   */
  readonly guildId?: string;
  /** The key the server saved the station under (a saved station's), which its sealed key is bound to. */
  readonly key?: string;
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

/** A station as a list of names shows it: its key and handle, the panel's name and its radio server. */
export interface StationNames {
  readonly key: string;
  readonly handle: string;
  readonly name: string | null;
  readonly serverId: number;
}

/** A fetch for one piece of work, and the end of its connections. */
export interface OneOffFetch {
  readonly fetch: typeof globalThis.fetch;
  close(): Promise<void>;
}

/** What the registry needs. */
export interface RegistryOptions {
  readonly log: Logger;
  readonly timeoutMs: number;
  /** Addresses strangers type pass the guard (public bot); null: the operator's own addresses, trusted. */
  readonly guard: {
    readonly allowPrivate: boolean;
    readonly resolve: Resolver;
    /**
     * The lookups' deadline (default 5 s) and how their slots are shared: the stations' own lane, and the
     * strangers' lane for previews and checks, with a per-server share (see `createLookupLanes`).
     */
    readonly lookup?: LaneLimits;
  } | null;
  /** Opens stored keys; null when SECRET_KEY is unset (no key is stored then). */
  readonly sealer: KeySealer | null;
  /** Why keys cannot be stored, when they cannot (said to the moderator who offers one). */
  readonly sealing?: SealingAvailability;
  /** Puts a stranger's API key in its station's identity (a public bot with SECRET_KEY); none: keys are not. */
  readonly fingerprint?: KeyFingerprint | null;
  /** The fetch under every panel client (default: the guarded fetch with a guard, else the global fetch). */
  readonly fetch?: typeof globalThis.fetch;
  /** The seam for a per-panel wrapper: one per panel address, shared by that panel's stations. */
  readonly wrapFetch?: PanelFetchWrapper;
  /** The most stations the bot serves (a public bot's limit). */
  readonly maxStations?: number;
  /**
   * The stations servers saved (a public bot): the limit counts these, not what was ever opened, and `sweep`
   * closes an open station none of them follows.
   */
  readonly followed?: FollowedStations;
  /** The stations a server may add in an hour (default 5). */
  readonly addsPerHour?: number;
  readonly now?: () => number;
  /** Told about every station's requests and cache hits (metrics, health), per station when it can tell them apart. */
  readonly observer?: StationsObserver;
}

/** The stations the bot serves, each with one reader and one cache, however many servers use it. */
export interface StationRegistry {
  /** Every open station, in the order opened. */
  list(): readonly Station[];
  /** A station by its key or its handle; a known station that is closed is opened (held by nobody, see `holdOnly`). */
  get(keyOrHandle: string): Station | undefined;
  /**
   * What is known of a station by key or handle, open or only known, without opening it (names for autocomplete
   * and the like); undefined: neither open nor known.
   */
  peek(keyOrHandle: string): StationNames | undefined;
  /** Whether the total limit is reached (a station already open can always be used again). */
  full(): boolean;
  /**
   * The key a station is known by: its address and server id and, on a public bot, its API key's fingerprint
   * (what a server saves; the same for every server with that panel and key).
   */
  keyOf(spec: StationSpec): string;
  /** Why a server may not add the station `key` now (the bot's total, or its adds this hour); null: it may. */
  refusal(guildId: string, key: string): StationRefusal | null;
  /** Whether a key offered now can be stored, and if not, why. */
  readonly sealing: SealingAvailability;
  /**
   * Fetches a station's audio stream, whose address comes from its panel: on a public bot through the same address
   * guard as the panel reads (no refused address, no redirect), the body left unread; else the plain fetch.
   */
  readonly streamFetch: typeof globalThis.fetch;
  /**
   * Seals a key a moderator typed, for the store, bound to the row it will be saved in (throws when sealing is
   * not available). Without a row it is sealed the old, unbound way, which the next re-seal binds.
   */
  seal(plain: string, row?: SealedRow): string;
  /**
   * Judges an address (always allowed for a trusted registry): nothing is sent to it. With `serverId`, a server's
   * stranger's address, looked up in that server's share of the strangers' lane; without, a station's own.
   */
  check(url: string, serverId?: string): Promise<Verdict>;
  /**
   * A client for a station not yet saved (the `/setup station` preview), through the door, not kept. With
   * `serverId` (a public bot's preview), it reads through connections of its own, dropped once idle, with its
   * lookups in that server's share of the strangers' lane.
   */
  probe(spec: StationSpec, serverId?: string): PanelClient;
  /**
   * A fetch for one `/setup check`'s stream probes, for server `serverId`: on a public bot through the guard on
   * connections of its own (closed by `close`, else dropped once idle), with its lookups in the server's lane; and
   * through the panel's gate, with the panel's limits.
   */
  streamProbe(serverId: string, panelUrl: string): OneOffFetch;
  /** What strangers can make the registry hold now: open origins in the stations' pools, servers in the lookup lane. */
  held(): { readonly origins: number; readonly lookupServers: number };
  /** Opens a station, or returns the one already open with the same key; throws `StationLimitError` past a limit. */
  open(spec: StationSpec): Station;
  /**
   * Makes a station known by its spec without opening it (the operator's stations: a network's process opens only
   * its share): no panel client, cache or schedule until someone holds it or asks for it. Returns its key.
   */
  know(spec: StationSpec): string;
  /** The keys of every known station, open or not, in the order they became known. */
  known(): readonly string[];
  /**
   * Holds a station for `holder` (this process reads it, its servers use it, it is the first station), opening it
   * first when it is known and closed. Undefined: neither open nor known.
   */
  hold(key: string, holder: string): Station | undefined;
  /** Gives up `holder`'s hold; a known station nobody holds is closed (its schedule, cache and health entry go). */
  letGo(key: string, holder: string): void;
  /**
   * Sets what `holder` holds to exactly `keys` (this process's servers' stations), then closes every open known
   * station nobody holds (one opened for a command only). Returns the keys closed.
   */
  holdOnly(holder: string, keys: Iterable<string>): string[];
  /** Told about every station opened from now on (the announcer gives each its own schedule). */
  onOpen(listener: (station: Station) => void): void;
  /** Told about every station closed from now on (its announcer schedule stops). */
  onClose(listener: (station: Station) => void): void;
  /** Closes every open station no server follows any more (a public bot); returns their keys. */
  sweep(): string[];
  /**
   * Brings the stored keys up to date, once at start and after a save by older code: each saved station is
   * known by its identity (see `keyOf`) and its key sealed for its row (`reseal`: the store's
   * `resealStoredKeys`). Without a sealer it does nothing.
   */
  settleStoredKeys(
    store: Pick<FleetSource, "fleet" | "saveGuildSettings">,
    reseal: Reseal,
  ): Promise<StoredKeysReport>;
  close(): Promise<void>;
}
