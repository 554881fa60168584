import type { Client } from "discord.js";
import { commands, enabledCommands } from "../commands/index.js";
import { fleetTargetIndex } from "./announcer/fleet-target-index.js";
import type { StationAnnouncers } from "./announcer/station-announcers.js";
import { soleStation } from "./announcer/station-targets.js";
import { createDiscordClient, logIn } from "./boot/discord-client.js";
import { botLogger } from "./boot/logger.js";
import { openStations } from "./boot/stations.js";
import { openStorage } from "./boot/storage.js";
import { createChartProcess } from "./charts/chart-process.js";
import { reuseCharts } from "./charts/listener-charts.js";
import { realTimers } from "./clock.js";
import { type Config, loadConfig } from "./config.js";
import { channelCache } from "./discord/channel-cache.js";
import type { EventSyncReport } from "./discord/event-sync.js";
import { startDemoPanel } from "./demo/connect.js";
import { stationAnnouncers } from "./features/announcers.js";
import { followDirectMessages } from "./features/follow-sending.js";
import type { FollowSendReport } from "./follows/follow-sender.js";
import { commandRegistration } from "./features/command-registration.js";
import { scheduledEvents } from "./features/event-sync.js";
import type { BotParts, ReadyParts, VoicedParts } from "./features/feature.js";
import { firstReportFanOut, stationReportsTo } from "./features/first-report.js";
import { fleetServers } from "./features/fleet-servers.js";
import { healthServer } from "./features/health.js";
import { answerInteractions } from "./features/interactions.js";
import { savedStations } from "./features/saved-stations.js";
import { stationReportFanOut, statsKeeping } from "./features/stats-keeping.js";
import { statsReadingOf } from "./features/stats-reading.js";
import { statusLine } from "./features/status-line.js";
import { restoreVoiceHomes, stationVoice, voiceSupport } from "./features/voice.js";
import { deadAirAlerts } from "./features/dead-air.js";
import { type WeeklyReports, weeklyReports } from "./features/weekly-report.js";
import { createLifecycle, type Lifecycle } from "./lifecycle.js";
import type { Logger } from "./log.js";
import type { HealthServer } from "./ops/health-server.js";
import type { Metrics } from "./ops/metrics.js";
import type { PanelClient } from "./panel/client.js";
import type { Resolver } from "./net/guard/resolver.js";
import type { StationDirectory } from "./registry/directory.js";
import type { PanelFetchWrapper } from "./registry/registry.js";
import { onShardPort } from "./shard/shard-port.js";
import type { ShardProcess } from "./shard/shard-process.js";
import type { StationVoice } from "./voice/station-voice.js";

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

/** The followers' messages of the reads so far, sent now (for tests; the bot sends them every second anyway). */
export interface FollowDelivery {
  deliver(): Promise<FollowSendReport | null>;
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
  /** The followers' direct messages: `deliver` sends what the reads so far queued, and answers how it went. */
  readonly follows: FollowDelivery;
  /** The scheduled events sync, with `SCHEDULE_EVENTS=true`: runs every 10 minutes and at start. */
  readonly events: { runNow(): Promise<EventSyncReport | null> } | null;
  /** The weekly reports (`/setup report`), with `STATS` on: `check` runs a round now (it runs every 5 minutes). */
  readonly reports: Pick<WeeklyReports, "check"> | null;
  /** The bot's metrics, with HEALTH_PORT set (null without: nothing is counted). */
  readonly metrics: Metrics | null;
  /** The `/healthz` and `/metrics` server, with HEALTH_PORT set: where it listens (port 0 picks a free one). */
  readonly health: HealthServer | null;
  /** Stops everything the bot started, in order; safe to call twice. */
  stop(): Promise<void>;
  /** What has not stopped yet (by name), the part stopping now first: what a stop that overran was waiting for. */
  unfinished(): string[];
}

/** Where each station's announcements go: the fleet's channels, and the `.env` ones kept on their own servers. */
function targetsOf(
  config: Config,
  fleet: Parameters<typeof fleetTargetIndex>[0],
  configured: readonly string[],
  channels: { guildOf: (channelId: string) => string | null },
) {
  const { mode } = config.stations;
  const options = { env: config.announce, mode, configured, localGuildOf: channels.guildOf };
  return fleetTargetIndex(fleet, options, soleStation(configured, mode));
}

/**
 * The features that run once the bot is logged in, in order, each stopped by `life`; returns those that
 * {@link RunningBot} shows.
 */
async function startFeatures(ready: ReadyParts, life: Lifecycle) {
  // A new feature is a file in src/features/ and an entry here (or a line below, when RunningBot shows it).
  const features = [
    [fleetServers, "the servers list"],
    [commandRegistration, "the command registration"],
    [savedStations, "the saved stations"],
    [restoreVoiceHomes, "the voice homes"],
    [deadAirAlerts, "the dead-air alerts"],
  ] as const;
  for (const [feature, name] of features) life.add(await feature(ready), name);
  // Before the announcers, so stopped after them: the messages their last reads queued may still go.
  const sending = life.add(await followDirectMessages(ready), "the followers' direct messages");
  const events = life.add(await scheduledEvents(ready), "the scheduled events sync");
  const reports = life.add(await weeklyReports(ready), "the weekly reports");
  const presence = life.add(await statusLine(ready), "the status line");
  const onFirstReport = firstReportFanOut({ statusLine: presence }, ready.log);
  // Stopped after the announcers (started before them): what their last reads kept is written.
  const { registry, voice } = ready;
  const keeping = life.add(
    await statsKeeping({
      ...ready,
      backfillPanelOf: (key) => registry.get(key)?.panel,
      voiceListenersOf: voice ? (key) => voice.listenersOf(key) : null,
    }),
    "the statistics keeper (its last batch)",
  );
  const onStationReport = stationReportFanOut([stationReportsTo(ready.voice), keeping?.onStationReport]);
  const announcer = life.add(
    await stationAnnouncers({ ...ready, onFirstReport, onStationReport }),
    "the announcers (their reads in progress)",
  );
  const follows: FollowDelivery = {
    async deliver() {
      await announcer?.followsQueued();
      return sending ? sending.sendQueued() : null;
    },
  };
  return { events, announcer, reports, follows };
}

/**
 * Starts the bot: config, logger, storage, stations, the Discord client, then its features in order. The one entry
 * that `npm start` and the end-to-end tests both use. What was started is stopped in reverse order, also when the
 * start fails half way.
 */
export async function start(options: StartOptions = {}): Promise<RunningBot> {
  const shard = options.shard ?? null;
  const config = onShardPort(loadConfig(options.env ?? process.env, { requireDiscordToken: true }), shard);
  const log = botLogger(config, shard, options.log);
  const now = options.now ?? Date.now;
  const life = createLifecycle(log);
  life.onStop(() => log.info("stopped"), "the last line");
  try {
    // Only counted when someone can read it: without HEALTH_PORT the bot spends nothing on metrics (nor loads them).
    const labels = { commands: commands.map((command) => command.data.name) };
    const metrics = config.health ? (await import("./ops/metrics.js")).createMetrics(now, labels) : null;
    const demo = life.add(await startDemoPanel(config, log), "the demo panel");
    // A shard process holds its share of the fleet; the first station's followers are known once it is opened.
    let configured: readonly string[] = [];
    const share = shard && { shardIds: shard.ids, shardCount: shard.count, configured: () => configured };
    const { store, fleet } = await openStorage(config, { log, now, life, share });
    const stations = await openStations(config, {
      ...options,
      log,
      now,
      life,
      panelUrl: demo?.url ?? config.panel.url,
      fleet,
      metrics,
      shard,
    });
    configured = stations.configured;
    const voicing = await voiceSupport(log);
    // Charts are drawn in a process of their own that ends when idle: the drawing engine's memory goes with it.
    const charts = life.add(reuseCharts(createChartProcess({ log })), "the chart process");
    const client = createDiscordClient(config, shard, log);
    life.onStop(() => client.destroy(), "the Discord client");
    const channels = channelCache(client);
    const { variant } = stations.directory;
    const parts: BotParts = {
      ...stations,
      ...voicing,
      config,
      log,
      now,
      shard,
      metrics,
      store,
      fleet,
      charts,
      stats: statsReadingOf(config, store),
      client,
      channels,
      timers: { ...realTimers, now },
      targets: targetsOf(config, fleet, configured, channels),
      commands: enabledCommands(config, { voice: voicing.voiceLib !== null, variant }),
    };
    const voiced: VoicedParts = { ...parts, voice: life.add(await stationVoice(parts), "voice") };
    life.add(await answerInteractions(voiced), "the command answers");
    const health = life.add(await healthServer(parts), "the health server");
    const ready: ReadyParts = { ...voiced, client: await logIn(client, config.discord.token, log) };
    const { events, announcer, reports, follows } = await startFeatures(ready, life);
    return {
      config,
      client: ready.client,
      panel: ready.panel,
      stations: stations.directory,
      announcer,
      voice: ready.voice,
      events,
      reports,
      follows,
      metrics,
      health,
      stop: () => life.stop(),
      unfinished: () => life.unfinished(),
    };
  } catch (error) {
    // Each part that failed to stop is logged by the lifecycle: the start's own failure is the one to report.
    await life.stop().catch(() => undefined);
    throw error;
  }
}
