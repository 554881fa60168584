import { once } from "node:events";
import { Client, Events, GatewayIntentBits } from "discord.js";
import { enabledCommands } from "../commands/index.js";
import { createAnnouncer } from "./announcer/run.js";
import { createReadPlanner } from "./announcer/read-planner.js";
import { type AnnouncerSchedule, cronSchedule, realTimers, scheduleAnnouncer } from "./announcer/schedule.js";
import { createChartProcess } from "./charts/chart-process.js";
import { reuseCharts } from "./charts/listener-charts.js";
import { type Config, loadConfig } from "./config.js";
import { createDispatcher } from "./discord/dispatcher.js";
import { createEventSync, type EventSyncReport } from "./discord/event-sync.js";
import { inviteUrl } from "./discord/invite.js";
import { createDiscordPoster, rejectLongPostLimits } from "./discord/poster.js";
import { createPresenceFeed } from "./discord/presence-feed.js";
import { syncCommands } from "./discord/register.js";
import { watchDeletions } from "./discord/watch-deletions.js";
import { createLogger, type Logger } from "./log.js";
import type { HealthServer } from "./ops/health-server.js";
import type { Metrics } from "./ops/metrics.js";
import type { PanelClient } from "./panel/client.js";
import { connectPanel } from "./panel/connect.js";
import { NO_MENTIONS } from "./render/message.js";
import { type Repeating, repeatEvery } from "./repeat.js";
import { announceTargets, defaultsFor } from "./settings/announce-targets.js";
import { resolveDriver } from "./store/open-database.js";
import { openSqliteStore } from "./store/sqlite-store.js";
import type { BotStore } from "./store/store.js";
import { createStationVoice, type StationVoice } from "./voice/station-voice.js";
import { loadVoiceLib, VOICE_MIN_NODE } from "./voice/voice-lib.js";

/** The servers' scheduled events are refreshed this often (and at start). */
const EVENT_SYNC_EVERY_MS = 10 * 60_000;

/** What `start` may be given instead of the defaults (the end-to-end tests use the same entry). */
export interface StartOptions {
  readonly env?: NodeJS.ProcessEnv;
  readonly log?: Logger;
  readonly now?: () => number;
}

/** The running bot. */
export interface RunningBot {
  readonly config: Config;
  readonly client: Client<true>;
  readonly panel: PanelClient;
  /** The announcer's schedule: it always runs, announcing where each server's settings say (`/setup`, `.env`). */
  readonly announcer: AnnouncerSchedule | null;
  /** The station in voice channels; null on a Node too old for voice (before 22.12). */
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
  const config = loadConfig(options.env ?? process.env, { requireDiscordToken: true });
  const log =
    options.log ??
    createLogger({
      level: config.logLevel,
      format: config.logFormat,
      secrets: [config.discord.token, config.panel.apiKey],
    });
  const now = options.now ?? Date.now;
  // Only counted when someone can read it: without HEALTH_PORT the bot spends nothing on metrics (nor loads them).
  const metrics = config.health ? (await import("./ops/metrics.js")).createMetrics(now) : null;
  const connection = await connectPanel(config, log, undefined, metrics?.panel);
  const { panel } = connection;
  // The database: the announcer's state, each server's /setup settings, request cooldowns, event mappings.
  let store: BotStore;
  try {
    store = openSqliteStore(config.dataDir, config.sqliteDriver);
  } catch (error) {
    await connection.close();
    throw error;
  }
  log.info(`keeping state in ${config.dataDir} (SQLite via ${resolveDriver(config.sqliteDriver)})`);
  const voiceLib = await loadVoiceLib();
  if (!voiceLib) {
    log.info(
      `voice is off: it needs Node.js ${VOICE_MIN_NODE} or newer (this is ${process.versions.node}); /radio is not registered`,
    );
  }
  const active = enabledCommands(config, { voice: voiceLib !== null });

  const client = new Client({
    intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildVoiceStates],
    rest: { api: config.discord.apiUrl, rejectOnRateLimit: rejectLongPostLimits },
    allowedMentions: NO_MENTIONS,
  });
  const guildOf = (channelId: string): string | null => {
    const channel = client.channels.cache.get(channelId);
    return channel && "guildId" in channel ? channel.guildId : null;
  };
  const settings = {
    store,
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
        homes: () => store.voiceHomes(),
        log,
        timers: { ...realTimers, now },
        offAirText: config.announce.locale === "ru" ? "📴 Не в эфире" : "📴 Off air",
        stageFallback: config.announce.locale === "ru" ? "📻 Радио" : "📻 Radio",
      })
    : null;
  const dispatch = createDispatcher({
    commands: active,
    context: { panel, config, log, now, cooldowns: store, settings, charts, voice },
    ...(metrics ? { onHandled: metrics.interaction } : {}),
  });
  watchDeletions(client, store, log);
  client.on(Events.InteractionCreate, (interaction) => void dispatch(interaction));
  client.on(Events.Error, (error) => log.error("discord client error", { error }));
  client.on(Events.ShardDisconnect, (_event, shard) =>
    log.warn("disconnected from Discord; reconnecting", { shard }),
  );

  let announcer: AnnouncerSchedule | null = null;
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
    store.close();
    await client.destroy();
    await charts.close();
    await connection.close();
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
    await syncCommands(
      readyClient.rest,
      { applicationId: readyClient.application.id, guildId: config.discord.guildId },
      active.map((command) => command.data),
      log,
    );
    log.info(
      `invite the bot with: ${inviteUrl(readyClient.application.id, { manageEvents: config.scheduleEvents, voice: voice !== null })}`,
    );
    await voice?.restoreHomes();
    if (config.scheduleEvents) {
      const sync = createEventSync({
        rest: readyClient.rest,
        panel,
        store,
        log,
        locale: config.announce.locale,
        guildIds: () => [...readyClient.guilds.cache.keys()],
        now,
      });
      events = repeatEvery(EVENT_SYNC_EVERY_MS, sync.run, log);
      log.info("keeping the servers' scheduled events in step with the station's shows");
    }
    if (config.presence !== "off") {
      presence = createPresenceFeed({
        client: readyClient,
        panel,
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
    // Resolved on every run: a /setup change applies to the next announcement, without a restart.
    const targets = () =>
      announceTargets(
        [...readyClient.guilds.cache.keys()],
        (id) => store.guildSettings(id),
        config.announce,
        guildOf,
      );
    const { run } = createAnnouncer({
      panel,
      store,
      poster,
      log,
      ...config.announce,
      targets,
      // The bot's status and the voice channels' song follow the announcer's reads, also with no announce channel.
      alwaysRead: config.presence !== "off" || voice !== null,
      ...(metrics ? { onAnnouncement: metrics.announcement } : {}),
    });
    announcer = scheduleAnnouncer({
      run,
      log,
      base: cronSchedule(config.announce.schedule, log),
      planner: config.announce.adaptive ? createReadPlanner(connection.clock) : null,
      timers: { ...realTimers, now },
      onReport: (report) => {
        voice?.observed(report?.observation ?? null);
        if (feed)
          void feed
            .observed(report?.observation ?? null)
            .catch((error: unknown) => log.error("status update failed", { error }));
      },
    });
    log.info(
      `announcing in ${targets().length} channel(s) on schedule ${config.announce.schedule}` +
        (config.announce.adaptive ? ", and just after each track's expected end" : ""),
    );
    return { config, client: readyClient, panel, announcer, voice, events, metrics, health, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
