import type { Logger } from "../log.js";
import type { Metrics } from "../ops/metrics.js";
import type { StationDirectory } from "../registry/directory.js";
import { type VoiceOff, voiceOffText, voiceStatusText } from "../render/radio.js";
import type { FleetView } from "../settings/fleet.js";
import { createReadPlanner } from "../announcer/read-planner.js";
import { phaseOf, scheduleAnnouncer } from "../announcer/schedule.js";
import { createWatch } from "../announcer/watch.js";
import { cronSchedule } from "../cron/base-schedule.js";
import { createStationVoice, type SongFollower, type StationVoice } from "../voice/station-voice.js";
import { FAILOVER_DIRECTIONS } from "../voice/failover.js";
import { openHttpStream } from "../voice/open-stream.js";
import { STREAM_OUTCOMES } from "../voice/play-session.js";
import { chooseStreamSource } from "../voice/stream-source.js";
import { voiceOffReason } from "../voice/voice-availability.js";
import type { VoiceHome } from "../voice/voice-entry.js";
import { loadVoiceLib, type VoiceLib } from "../voice/voice-lib.js";
import type { VoiceFigures } from "../voice/voice-room.js";
import type { BotParts, Feature, ReadyParts } from "./feature.js";
import { savedLocale } from "../settings/guild-settings.js";

/** Whether voice runs on this bot, and its library when it does. */
export interface VoiceSupport {
  readonly voiceOff: VoiceOff | null;
  readonly voiceLib: VoiceLib | null;
}

/**
 * Decides once whether voice runs (every mode plays; it needs a recent Node), says so when it does not, and loads
 * the voice library when it does.
 */
export async function voiceSupport(
  log: Logger,
  nodeVersion: string = process.versions.node,
): Promise<VoiceSupport> {
  const voiceOff = voiceOffReason(nodeVersion);
  if (voiceOff !== null) {
    log.info(`voice is off, /radio is not registered: ${voiceOffText(voiceOff, "en", nodeVersion)}`);
  }
  return { voiceOff, voiceLib: voiceOff === null ? await loadVoiceLib() : null };
}

/**
 * This process's servers' home channels, each with its station: the one `/setup radio` chose (while the server may
 * still use it), else the server's own. A server with no station has no home to play.
 */
export function voiceHomesOf(
  fleet: Pick<FleetView, "voiceHomes" | "guildSettings">,
  directory: Pick<StationDirectory, "stationKeyOf" | "keysOf">,
  here: (guildId: string) => boolean,
): VoiceHome[] {
  return fleet.voiceHomes().flatMap(({ guildId, channelId }) => {
    if (!here(guildId)) return [];
    const chosen = fleet.guildSettings(guildId)?.voiceStation;
    // From the keys alone: listing the homes opens no station (the voice room opens the ones it plays).
    const usable = chosen && directory.keysOf(guildId).includes(chosen) ? chosen : null;
    const station = usable ?? directory.stationKeyOf(guildId);
    return station === null ? [] : [{ guildId, channelId, station, followsServer: usable === null }];
  });
}

/** The voice figures in `/metrics`: none carries a server id or an address. */
function voiceGauges(
  metrics: Pick<Metrics, "gauge">,
  figures: () => VoiceFigures,
  deadAir: () => number,
): void {
  metrics.gauge(
    "voice_pipelines",
    "Station pipelines running (each one stream connection)",
    () => figures().pipelines,
  );
  metrics.gauge(
    "voice_connections",
    "Voice connections (one per server the bot plays in)",
    () => figures().connections,
  );
  metrics.gauge(
    "voice_listeners",
    "People (bots aside) in the bot's voice channels",
    () => figures().listeners,
  );
  metrics.gauge("voice_dead_air", "Stations silent on air past DEAD_AIR_SECONDS", deadAir);
}

/** The voice counters in `/metrics`, each label of a fixed set: how to add to them. */
function voiceCounters(metrics: Pick<Metrics, "counter">) {
  return {
    onBytes: metrics.counter(
      "voice_stream_bytes_total",
      "Bytes read from stations' streams, by how the connection ended (counted when it ends)",
      "outcome",
      STREAM_OUTCOMES,
    ),
    onFailover: metrics.counter(
      "voice_failovers_total",
      "Switches to another channel of a station (fallback) and back to its preferred one (back)",
      "direction",
      FAILOVER_DIRECTIONS,
    ),
  };
}

/**
 * Follows a station's song for the voice channels playing it: a watch that only reads (no announcement), on the
 * announcer's schedule and phase, so a station that also announces is read once (the panel client's cache answers
 * the second). A station nobody hears is not read for voice.
 */
function songFollower(parts: Pick<BotParts, "registry" | "config" | "log" | "timers">): SongFollower {
  const { announce } = parts.config;
  return (key, observed) => {
    const station = parts.registry.get(key);
    if (!station) return { stop: async () => undefined };
    const watch = scheduleAnnouncer({
      run: createWatch(station.panel, parts.log),
      log: parts.log,
      base: cronSchedule(announce.schedule, parts.log),
      planner: announce.adaptive ? createReadPlanner(station.clock) : null,
      timers: parts.timers,
      onReport: (report) => observed(report?.observation ?? null),
      // As the announcer phases it: a lone station on the tick, several spread over the period.
      ...(several(parts.registry) ? { phase: phaseOf(key) } : {}),
    });
    // Shown as soon as it plays: the first read now (a cache answer a few seconds old will do), then on schedule.
    void watch.runNow();
    return watch;
  };
}

function several(registry: BotParts["registry"]): boolean {
  return Math.max(registry.known().length, registry.list().length) > 1;
}

/**
 * The stations in voice channels: one pipeline and one audio player per station being heard, each server's voice
 * connection subscribed to its station's. Built before login, since commands hand it their requests.
 */
export const stationVoice: Feature<BotParts, StationVoice> = async (parts) => {
  const { client, fleet, voiceLib, registry, directory, config } = parts;
  if (!voiceLib) return null;
  const first = parts.first?.key ?? null;
  const voice = createStationVoice({
    lib: voiceLib,
    client,
    voice: config.voice,
    async chooseSource(key, maxAgeMs) {
      // VOICE_STREAM_URL is the operator's own stream: it stands for the first station only.
      const streamUrl = key === first ? config.voice.streamUrl : null;
      if (streamUrl) return chooseStreamSource([], streamUrl);
      const station = registry.get(key);
      if (!station) throw new Error("the station is not open any more");
      const freshness = maxAgeMs === undefined ? undefined : { maxAgeMs };
      return chooseStreamSource(await station.panel.channels(freshness), null);
    },
    // The bot reads every stream itself and hands ffmpeg the bytes: a stranger's panel (a public bot) names
    // addresses that pass the same guard as its own.
    openStream: (url, signal) => openHttpStream(url, signal, registry.streamFetch),
    // This shard's servers only: another process joins the voice channels of its own.
    homes: () => voiceHomesOf(fleet, directory, (guildId) => client.guilds.cache.has(guildId)),
    stationOf: (guildId) => directory.stationKeyOf(guildId),
    followSong: songFollower(parts),
    log: parts.log,
    timers: parts.timers,
    // A stage's topic and a voice status speak the server's announcement language, as its announcements do.
    statusTextOf: (guildId) =>
      voiceStatusText(savedLocale(fleet.guildSettings(guildId)) ?? config.announce.locale),
    ...(parts.metrics ? voiceCounters(parts.metrics) : {}),
  });
  if (parts.metrics)
    voiceGauges(
      parts.metrics,
      () => voice.figures(),
      () => voice.deadAirCount(),
    );
  return voice;
};

/** Joins the servers' home voice channels again, once logged in (nothing to stop: the voice room leaves them). */
export const restoreVoiceHomes: Feature<ReadyParts> = async ({ voice }) => {
  await voice?.restoreHomes();
  return null;
};
