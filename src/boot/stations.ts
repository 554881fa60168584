import type { Config } from "../config.js";
import type { Lifecycle } from "../lifecycle.js";
import type { Logger } from "../log.js";
import type { Metrics } from "../ops/metrics.js";
import type { PanelClient } from "../panel/client.js";
import type { Resolver } from "../net/guard/resolver.js";
import { systemResolver } from "../net/guard/resolver.js";
import { stationlessPanel } from "../discord/stationless-panel.js";
import { createKeySealer } from "../secrets/key-sealer.js";
import { sealingAvailability } from "../secrets/sealing-availability.js";
import type { FleetView } from "../settings/fleet.js";
import { knowConfigured } from "../registry/configured.js";
import { followedInFleet } from "../registry/followed.js";
import { createKeyFingerprint } from "../registry/key-fingerprint.js";
import { createStationDirectory, type StationDirectory } from "../registry/directory.js";
import { panelGateWrapper } from "../registry/panel-gate-wrapper.js";
import { createStationRegistry, type PanelFetchWrapper, type StationRegistry } from "../registry/registry.js";
import type { Station } from "../registry/station.js";
import type { ShardProcess } from "../shard/shard-process.js";

/** The first station's hold: open in every process for as long as it runs. */
const FIRST_HOLDER = "first";

/** The stations the bot serves, and which one each server uses. */
export interface Stations {
  /** One reader and one cache per station, behind the address guard and key sealing (a public bot). */
  readonly registry: StationRegistry;
  /** The operator's stations' keys (one station or a network), in order; empty for a public bot. */
  readonly configured: readonly string[];
  /** The first configured station: the bot's status and the voice channels follow it. */
  readonly first: Station | undefined;
  /** The first station's panel (a public bot: one that says how to set a station). */
  readonly panel: PanelClient;
  readonly directory: StationDirectory;
}

/** What opening the stations needs besides the configuration. */
export interface StationsDeps {
  readonly log: Logger;
  readonly now: () => number;
  readonly life: Lifecycle;
  /** The operator's panel: `PANEL_URL`, or the demo station's address; null for a public bot. */
  readonly panelUrl: string | null;
  readonly fleet: Pick<FleetView, "guildSettings" | "guilds" | "onChange">;
  readonly metrics: Pick<Metrics, "panel"> | null;
  readonly resolve?: Resolver | undefined;
  readonly wrapPanelFetch?: PanelFetchWrapper | undefined;
  /** A shard process: it takes its part of MAX_STATIONS, as its copy holds only its share of the servers. */
  readonly shard?: Pick<ShardProcess, "ids" | "count"> | null;
}

/** Creates the station registry (recorded in `life`) and opens the operator's stations in it. */
export async function openStations(
  config: Pick<Config, "stations" | "panel" | "announce">,
  deps: StationsDeps,
): Promise<Stations> {
  const isPublic = config.stations.mode === "public";
  const sealing = sealingAvailability(config.stations.secretKey);
  const secretKey = sealing.available ? config.stations.secretKey : undefined;
  // Both derivations run at once (each a fraction of a second): the sealer, and the fingerprint that puts a
  // stranger's API key in its station's identity so no server's key serves another.
  const [sealer, fingerprint] = secretKey
    ? await Promise.all([createKeySealer(secretKey), isPublic ? createKeyFingerprint(secretKey) : null])
    : [null, null];
  const registry = deps.life.add(
    createStationRegistry({
      log: deps.log,
      timeoutMs: config.panel.timeoutMs,
      guard: isPublic
        ? { allowPrivate: config.stations.allowPrivatePanels, resolve: deps.resolve ?? systemResolver }
        : null,
      sealer,
      sealing,
      fingerprint,
      // One dead or slow panel costs the others nothing: each panel's requests pass its own gate.
      wrapFetch:
        deps.wrapPanelFetch ?? panelGateWrapper({ timeoutMs: config.panel.timeoutMs, now: deps.now }).wrap,
      ...(isPublic
        ? {
            maxStations: stationsPart(config.stations.total, deps.shard),
            followed: followedInFleet(deps.fleet),
          }
        : {}),
      ...(deps.metrics ? { observer: deps.metrics.panel } : {}),
    }),
    "the stations (their panel clients)",
  );
  // Known, not opened: each process opens the stations it reads and those its servers use (see `holdOnly`).
  const configured =
    deps.panelUrl === null
      ? []
      : await knowConfigured(registry, {
          url: deps.panelUrl,
          serverIds: config.stations.serverIds,
          apiKey: config.panel.apiKey,
        });
  // The first station stays open in every process: the bot's status and the voice channels follow it.
  const first = configured[0] === undefined ? undefined : registry.hold(configured[0], FIRST_HOLDER);
  return {
    registry,
    configured,
    first,
    panel: first?.panel ?? stationlessPanel(),
    directory: createStationDirectory({
      registry,
      mode: config.stations.mode,
      configured,
      saved: (guildId) => deps.fleet.guildSettings(guildId),
    }),
  };
}

/**
 * A public bot's MAX_STATIONS for this process: all of it, or a shard process's part (its shards over the bot's,
 * at least 1), as each process counts the stations of the servers it holds (its own, as a public station is its
 * server's), the way each takes its part of Discord's global rate limit. Pure.
 */
export function stationsPart(
  total: number,
  shard: Pick<ShardProcess, "ids" | "count"> | null | undefined,
): number {
  if (!shard || shard.count <= 1 || !Number.isFinite(total)) return total;
  return Math.max(1, Math.ceil((total * shard.ids.length) / shard.count));
}
