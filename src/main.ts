import { once } from "node:events";
import { Client, Events, GatewayIntentBits } from "discord.js";
import { enabledCommands } from "../commands/index.js";
import type { StationAnnouncers } from "./announcer/station-announcers.js";
import { startStationReaders } from "./announcer/station-readers.js";
import { fleetTargetIndex } from "./announcer/fleet-target-index.js";
import { realTimers } from "./clock.js";
import { createChartProcess } from "./charts/chart-process.js";
import { reuseCharts } from "./charts/listener-charts.js";
import { type Config, loadConfig } from "./config.js";
import { createDispatcher } from "./discord/dispatcher.js";
import { createFleetPublisher } from "./discord/fleet-publisher.js";
import type { EventSyncReport } from "./discord/event-sync.js";
import { inviteUrl } from "./discord/invite.js";
import { createDiscordPoster, rejectLongPostLimits } from "./discord/poster.js";
import { createPresenceFeed } from "./discord/presence-feed.js";
import { createStationEventSync } from "./discord/station-event-sync.js";
import { stationlessPanel } from "./discord/stationless-panel.js";
import { syncCommands } from "./discord/register.js";
import { watchDeletions } from "./discord/watch-deletions.js";
import { createLogger, type Logger, withFields } from "./log.js";
import type { HealthServer } from "./ops/health-server.js";
import type { Metrics } from "./ops/metrics.js";
import type { PanelClient } from "./panel/client.js";
import type { Resolver } from "./net/guard/resolver.js";
import { systemResolver } from "./net/guard/resolver.js";
import { startDemoPanel } from "./demo/connect.js";
import { NO_MENTIONS } from "./render/message.js";
import { stationStrings } from "./render/stations.js";
import { createKeySealer } from "./secrets/key-sealer.js";
import { sealingAvailability } from "./secrets/sealing-availability.js";
import { type Repeating, repeatEvery } from "./repeat.js";
import { defaultsFor } from "./settings/announce-targets.js";
import type { FleetView } from "./settings/fleet.js";
import { createFleetView } from "./settings/fleet-view.js";
import { openConfigured } from "./registry/configured.js";
import { createStationDirectory, type StationDirectory } from "./registry/directory.js";
import { panelGateWrapper } from "./registry/panel-gate-wrapper.js";
import { createStationRegistry, type PanelFetchWrapper } from "./registry/registry.js";
import { globalShare, onShardPort } from "./shard/shard-port.js";
import type { ShardProcess } from "./shard/shard-process.js";
import type { AsyncBotStore } from "./store/async-store.js";
import { openAsyncStore, type StoreLocation } from "./store/open-async-store.js";
import { storeDescription } from "./store/store-description.js";
import { configSecrets } from "./secrets/redaction.js";
import { createStationVoice, type StationVoice } from "./voice/station-voice.js";
import { voiceOffReason } from "./voice/voice-availability.js";
import { loadVoiceLib } from "./voice/voice-lib.js";
import { voiceOffText } from "./render/radio.js";

/** The servers' scheduled events are refreshed this often (and at start). */
const EVENT_SYNC_EVERY_MS = 10 * 60_000;

/** What `start` may be given instead of the defaults (the end-to-end tests use the same entry). */
export interface StartOptions {
  readonly env?: NodeJS.ProcessEnv;
  readonly log?: Logger;
  readonly now?: () => number;
  /** Resolves panel host names for the address guard (public bot); tests answer with loopback only. */
  readonly resolve?: Resolver;
  /** A per-panel fetch wrapper instead of the panel gates (circuit breaker, bounded concurrency, timeouts). */
  readonly wrapPanelFetch?: PanelFetchWrapper;
  /** This process's shard, when discord.js's sharding manager started it; none: the bot's only shard. */
  readonly shard?: ShardProcess | null;
}

/** The running bot. */
export interface RunningBot {
  readonly config: Config;
  readonly client: Client<true>;
  /** The first configured station's panel (a public bot: one that says how to set a station). */
  readonly panel: PanelClient;
  /** The stations, and which one each server uses. */
  readonly stations: StationDirectory;
  /** Every station's announcer: `runNow` runs them all; `of(key)` is one station's own schedule. */
  readonly announcer: StationAnnouncers | null;
  /** The station in voice channels (the first configured station); null on a Node too old for voice (before 22.12). */
  readonly voice: StationVoice | null;
  /** The scheduled events sync, with `SCHEDULE_EVENTS=true`: runs every 10 minutes and at start. */
  readonly events: { runNow(): Promise<EventSyncReport | null> } | null;
  /** The bot's metrics, with HEALTH_PORT set (null without: nothing is counted). */
  readonly metrics: Metrics | null;
  /** The `/healthz` and `/metrics` server, with HEALTH_PORT set: where it listens (port 0 picks a free one). */
  readonly health: HealthServer | null;
  /** Stops everything the bot started, in order; safe to call twice. */
  stop(): Promise<void>;
}

/**
 * Starts the bot: config, panel (or the demo station), Discord login, command registration. The one entry
 * that `npm start` and the end-to-end tests both use.
 */
export async function start(options: StartOptions = {}): Promise<RunningBot> {
  const shard = options.shard ?? null;
  const config = onShardPort(loadConfig(options.env ?? process.env, { requireDiscordToken: true }), shard);
  const baseLog =
    options.log ??
    createLogger({
      level: config.logLevel,
      format: config.logFormat,
      secrets: configSecrets(config),
    });
  // Each line says which shard wrote it: the shard processes of a machine share its log.
  const log = shard ? withFields(baseLog, { shard: shard.ids.join(",") }) : baseLog;
  const now = options.now ?? Date.now;
  // Only counted when someone can read it: without HEALTH_PORT the bot spends nothing on metrics (nor loads them).
  const metrics = config.health ? (await import("./ops/metrics.js")).createMetrics(now) : null;
  const demo = await startDemoPanel(config, log);
  // The database: the announcer's state, each server's /setup settings, request cooldowns, event mappings.
  // PostgreSQL with DATABASE_URL (shared by every process of the bot), else the SQLite file in DATA_DIR.
  const location: StoreLocation = {
    databaseUrl: config.databaseUrl ?? undefined,
    dataDir: config.dataDir,
    sqliteDriver: config.sqliteDriver,
  };
  let store: AsyncBotStore;
  // Every shard's servers and every server's settings, read here without waiting; reloaded when they change.
  let fleet: FleetView;
  try {
    // A pooled connection that breaks while idle is replaced by the next query; the operator still hears of it.
    store = await openAsyncStore(location, (error) =>
      log.warn("a database connection broke while idle; the next query opens another", { error }),
    );
    fleet = createFleetView({ source: store, log, now });
    await fleet.load().catch(async (error: unknown) => {
      await store.close();
      throw error;
    });
  } catch (error) {
    await demo?.close();
    throw error;
  }
  // The stations: one reader and one cache each, behind the address guard and key sealing (a public bot).
  const isPublic = config.stations.mode === "public";
  const sealing = sealingAvailability(config.stations.secretKey);
  const secretKey = sealing.available ? config.stations.secretKey : undefined;
  const registry = createStationRegistry({
    log,
    timeoutMs: config.panel.timeoutMs,
    guard: isPublic
      ? { allowPrivate: config.stations.allowPrivatePanels, resolve: options.resolve ?? systemResolver }
      : null,
    sealer: secretKey ? await createKeySealer(secretKey) : null,
    sealing,
    // One dead or slow panel costs the others nothing: each panel's requests pass its own gate.
    wrapFetch: options.wrapPanelFetch ?? panelGateWrapper({ timeoutMs: config.panel.timeoutMs, now }).wrap,
    ...(isPublic ? { maxStations: config.stations.total } : {}),
    ...(metrics ? { observer: metrics.panel } : {}),
  });
  const panelUrl = demo?.url ?? config.panel.url;
  let configured: string[] = [];
  try {
    if (panelUrl !== null) {
      const opened = await openConfigured(registry, {
        url: panelUrl,
        serverIds: config.stations.serverIds,
        apiKey: config.panel.apiKey,
      });
      configured = opened.map((station) => station.key);
    }
  } catch (error) {
    await store.close();
    await registry.close();
    await demo?.close();
    throw error;
  }
  const first = configured[0] === undefined ? undefined : registry.get(configured[0]);
  const panel = first?.panel ?? stationlessPanel(stationStrings(config.announce.locale).noStation);
  log.info(`keeping state in ${storeDescription(location)}`);
  // Voice plays the operator's first station: a public bot has none (its servers' own stations: not yet).
  const voiceOff = voiceOffReason(first !== undefined, process.versions.node);
  const voiceLib = voiceOff === null ? await loadVoiceLib() : null;
  if (voiceOff !== null)
    log.info(
      `voice is off, /radio is not registered: ${voiceOffText(voiceOff, "en", process.versions.node)}`,
    );

  const client = new Client({
    intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildVoiceStates],
    // Given, never left to discord.js: it would read SHARDS from the environment, where it is the operator's `auto`.
    shards: shard ? [...shard.ids] : [0],
    shardCount: shard?.count ?? 1,
    rest: {
      api: config.discord.apiUrl,
      rejectOnRateLimit: rejectLongPostLimits,
      // Discord's 50 requests a second are the bot's, over every process: each shard process takes its part.
      globalRequestsPerSecond: globalShare(shard),
    },
    allowedMentions: NO_MENTIONS,
  });
  const guildOf = (channelId: string): string | null => {
    const channel = client.channels.cache.get(channelId);
    return channel && "guildId" in channel ? channel.guildId : null;
  };
  const stations = createStationDirectory({
    registry,
    mode: config.stations.mode,
    configured,
    saved: (guildId) => fleet.guildSettings(guildId),
  });
  const active = enabledCommands(config, { voice: voiceLib !== null, variant: stations.variant });
  // Each station's announce channels over every shard's servers, kept until the fleet changes.
  const targetIndex = fleetTargetIndex(
    fleet,
    { env: config.announce, mode: config.stations.mode, configured, localGuildOf: guildOf },
    configured.length === 1 && !isPublic ? (configured[0] ?? null) : null,
    now,
  );
  const settings = {
    store: fleet,
    defaults: (guildId: string) => defaultsFor(guildId, config.announce, guildOf),
  };
  // Charts are drawn in a process of their own that ends when idle: the drawing engine's memory goes with it.
  const charts = reuseCharts(createChartProcess({ log }));
  // One pipeline and one audio player for the station, every server's voice connection subscribed to it.
  const voice = voiceLib
    ? createStationVoice({
        lib: voiceLib,
        client,
        panel,
        config,
        // This shard's servers only: another process joins the voice channels of its own.
        homes: () => fleet.voiceHomes().filter((home) => client.guilds.cache.has(home.guildId)),
        log,
        timers: { ...realTimers, now },
        offAirText: config.announce.locale === "ru" ? "📴 Не в эфире" : "📴 Off air",
        stageFallback: config.announce.locale === "ru" ? "📻 Радио" : "📻 Radio",
      })
    : null;
  const dispatch = createDispatcher({
    commands: active,
    context: { panel, config, log, now, cooldowns: store, settings, charts, voice, voiceOff },
    stations,
    ...(metrics ? { onHandled: metrics.interaction } : {}),
  });
  // A public bot's stations are the ones its servers saved: opened as the servers arrive.
  const openSaved = (guildId: string) => {
    targetIndex.invalidate();
    for (const saved of fleet.guildSettings(guildId)?.stations ?? []) {
      if (registry.get(saved.key) || !registry.full()) registry.open(saved);
      else log.warn(`station limit reached: ${saved.key} of server ${guildId} is not read`);
    }
  };
  client.on(Events.GuildCreate, (guild) => openSaved(guild.id));
  // This shard's servers in the fleet: at ready, and as servers are joined and left.
  const publisher = createFleetPublisher(client, fleet, config.announce.channelIds, log);
  watchDeletions(client, fleet, log);
  client.on(Events.InteractionCreate, (interaction) => void dispatch(interaction));
  client.on(Events.Error, (error) => log.error("discord client error", { error }));
  client.on(Events.ShardDisconnect, (_event, shard) =>
    log.warn("disconnected from Discord; reconnecting", { shard }),
  );

  let announcer: StationAnnouncers | null = null;
  let events: Repeating<EventSyncReport> | null = null;
  let presence: ReturnType<typeof createPresenceFeed> | null = null;
  let health: HealthServer | null = null;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await health?.close();
    await events?.stop();
    await announcer?.stop();
    presence?.stop();
    await voice?.close();
    await store.close();
    await client.destroy();
    await charts.close();
    await registry.close();
    await demo?.close();
    log.info("stopped");
  };

  try {
    if (config.health && metrics) {
      const { serveOps } = await import("./ops/serve-ops.js");
      health = await serveOps({ ...config.health, metrics, client, store, log });
    }
    const ready = once(client, Events.ClientReady) as Promise<[Client<true>]>;
    await client.login(config.discord.token);
    const [readyClient] = await ready;
    log.info(`logged in to Discord as ${readyClient.user.tag}`);
    await publisher.publish();
    // One process registers the commands for the whole bot: the one with shard 0.
    if (!shard || shard.ids.includes(0)) {
      await syncCommands(
        readyClient.rest,
        { applicationId: readyClient.application.id, guildId: config.discord.guildId },
        active.map((command) => command.data),
        log,
      );
    }
    log.info(
      `invite the bot with: ${inviteUrl(readyClient.application.id, { manageEvents: config.scheduleEvents, voice: voice !== null })}`,
    );
    for (const guildId of readyClient.guilds.cache.keys()) openSaved(guildId);
    await voice?.restoreHomes();
    if (config.scheduleEvents) {
      const sync = createStationEventSync({
        rest: readyClient.rest,
        stations,
        store,
        log,
        locale: config.announce.locale,
        guildIds: () => [...readyClient.guilds.cache.keys()],
        now,
      });
      events = repeatEvery(EVENT_SYNC_EVERY_MS, sync.run, log);
      log.info("keeping the servers' scheduled events in step with the station's shows");
    }
    // The status line is the bot's own: it follows the first configured station (a public bot has none).
    if (config.presence !== "off" && first) {
      presence = createPresenceFeed({
        client: readyClient,
        panel: first.panel,
        mode: config.presence,
        locale: config.announce.locale,
        log,
        timers: { ...realTimers, now },
      });
    }
    const feed = presence;
    const poster = createDiscordPoster(readyClient.rest, (id) => {
      const channel = readyClient.channels.cache.get(id);
      return channel && "name" in channel && typeof channel.name === "string" ? channel.name : undefined;
    });
    // One announcer per station, however many servers follow it; /setup changes apply to the next run. With
    // PostgreSQL, each station is read by one process of the fleet.
    announcer = await startStationReaders({
      registry,
      store,
      fleet,
      targets: targetIndex,
      poster,
      announce: config.announce,
      first,
      onFirstReport:
        feed || voice
          ? (report) => {
              voice?.observed(report?.observation ?? null);
              if (feed)
                void feed
                  .observed(report?.observation ?? null)
                  .catch((error: unknown) => log.error("status update failed", { error }));
            }
          : null,
      metrics,
      log,
      timers: { ...realTimers, now },
    });
    log.info(
      `${registry.list().length} station(s); announcing on schedule ${config.announce.schedule}` +
        (config.announce.adaptive ? ", and just after each track's expected end" : ""),
    );
    return { config, client: readyClient, panel, stations, announcer, voice, events, metrics, health, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
