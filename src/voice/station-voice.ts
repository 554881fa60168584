import type { Readable } from "node:stream";
import { existsSync } from "node:fs";
import { delimiter, join } from "node:path";
import type { Client } from "discord.js";
import type { Timers } from "../clock.js";
import type { VoiceConfig } from "../config/voice.js";
import type { Logger } from "../log.js";
import type { Observation } from "../station/changes.js";
import { resolveFfmpeg } from "./ffmpeg.js";
import { PacketCushion } from "./packet-cushion.js";
import { createStationFeeds } from "./station-feeds.js";
import type { FailoverDirection } from "./failover.js";
import type { StreamOutcome } from "./play-session.js";
import { createStationPipeline, type DeadAirChange } from "./station-pipeline.js";
import type { SourceChoice } from "./stream-source.js";
import type { VoiceHome } from "./voice-entry.js";
import type { VoiceLib } from "./voice-lib.js";
import { createVoiceRoom, type PlayerFeed, type VoiceRoom } from "./voice-room.js";
import type { VoiceStatusText } from "../render/radio.js";

/** What the stations' voice needs from the rest of the bot. */
export interface StationVoiceDeps {
  readonly lib: VoiceLib;
  readonly client: Client;
  readonly voice: VoiceConfig;
  /**
   * Reads a station's panel (or `VOICE_STREAM_URL`) and picks its stream, at every (re)connect and every look while
   * waiting; `maxAgeMs`: how old a cached panel answer may be.
   */
  readonly chooseSource: (station: string, maxAgeMs?: number) => Promise<SourceChoice>;
  /** Opens a stream the bot reads itself and hands to ffmpeg's standard input (a public bot's: through the guard). */
  readonly openStream: (url: string, signal: AbortSignal) => Promise<Readable>;
  readonly homes: () => readonly VoiceHome[];
  /** A server's own station (a key), or null when it has none. */
  readonly stationOf: (guildId: string) => string | null;
  /**
   * Starts following a station's song while a channel plays it (stopped when none does): each reading goes to the
   * channels playing it (stage topics, voice channel statuses). Absent: no song is shown.
   */
  readonly followSong?: SongFollower;
  readonly log: Logger;
  readonly timers: Timers;
  /** A server's words for off air and for a new stage's topic, in that server's announcement language. */
  readonly statusTextOf: (guildId: string) => VoiceStatusText;
  /** Bytes read from a station's stream, told when its connection ends, by how it ended. */
  readonly onBytes?: (outcome: StreamOutcome, bytes: number) => void;
  /** A station's pipeline switched channel. */
  readonly onFailover?: (direction: FailoverDirection) => void;
}

/** Follows one station's song for as long as a voice channel plays it. */
export type SongFollower = (
  station: string,
  observed: (observation: Observation | null) => void,
) => { stop(): Promise<void> };

/** Told of a station's dead air: it began, its sound came back, or it ended unheard (`cleared`). */
export type DeadAirListener = (station: string, change: DeadAirChange) => void;

/** The running voice room of the stations, and their dead air. */
export interface StationVoice extends VoiceRoom {
  /** Adds a listener of every station's dead air. */
  onDeadAir(listener: DeadAirListener): void;
  /** Stations in dead air now. */
  deadAirCount(): number;
}

/** Whether an executable of that name is on the PATH. */
function onPath(name: string): boolean {
  return (process.env.PATH ?? "").split(delimiter).some((dir) => dir && existsSync(join(dir, name)));
}

/**
 * Builds the stations' voice: for each station heard, one audio player and one pipeline (stream → Opus), made when
 * a channel first plays it and dropped when none does; the room subscribes each server's connection to its
 * station's player.
 */
export function createStationVoice(deps: StationVoiceDeps): StationVoice {
  const { lib, log } = deps;
  log.debug(`voice dependencies:\n${lib.generateDependencyReport()}`);
  const ffmpegPath = resolveFfmpeg(deps.voice.ffmpegPath, onPath);
  if (!ffmpegPath) log.warn("voice: no ffmpeg found (set FFMPEG_PATH): only Ogg/Opus streams can play");
  const deadAirListeners: DeadAirListener[] = [];
  const inDeadAir = new Set<string>();
  const feeds = createStationFeeds<PlayerFeed>({
    maxStations: deps.voice.maxStations,
    create(key) {
      // A live stream has jitter: up to 5 s without a packet is played as silence before the player gives up.
      const player = lib.createAudioPlayer({
        behaviors: { noSubscriber: lib.NoSubscriberBehavior.Play, maxMissedFrames: 250 },
      });
      player.on("error", (error) => log.warn("voice: the audio player failed", { error: error.message }));
      const pipeline = createStationPipeline({
        chooseSource: (maxAgeMs) => deps.chooseSource(key, maxAgeMs),
        openStream: deps.openStream,
        ffmpegPath,
        play: (packets) =>
          player.play(
            lib.createAudioResource(new PacketCushion(packets), { inputType: lib.StreamType.Opus }),
          ),
        silence: () => player.stop(true),
        log,
        timers: deps.timers,
        deadAirMs: deps.voice.deadAirSeconds * 1_000,
        onBytes: deps.onBytes,
        onFailover: deps.onFailover,
      });
      pipeline.on("deadAir", (change) => {
        if (change === "dead-air") inDeadAir.add(key);
        else inDeadAir.delete(key);
        for (const listener of deadAirListeners) listener(key, change);
      });
      // Each station heard shows its own song, read only while a channel plays it.
      const song = deps.followSong?.(key, (observation) => room.stationObserved(key, observation));
      return {
        player,
        pipeline,
        async close() {
          player.stop(true);
          await Promise.all([pipeline.stop(), song?.stop()]);
        },
      };
    },
  });
  const room = createVoiceRoom({
    client: deps.client,
    lib,
    feeds,
    homes: deps.homes,
    stationOf: deps.stationOf,
    idleMs: deps.voice.idleSeconds * 1_000,
    leaveMs: deps.voice.leaveSeconds * 1_000,
    log,
    timers: deps.timers,
    statusTextOf: deps.statusTextOf,
  });
  return Object.assign(room, {
    onDeadAir(listener: DeadAirListener) {
      deadAirListeners.push(listener);
    },
    deadAirCount: () => inDeadAir.size,
  });
}
