import { existsSync } from "node:fs";
import { delimiter, join } from "node:path";
import type { Client } from "discord.js";
import type { Config } from "../config.js";
import type { Logger } from "../log.js";
import type { PanelClient } from "../panel/client.js";
import { resolveFfmpeg } from "./ffmpeg.js";
import { openHttpStream } from "./open-stream.js";
import { PacketCushion } from "./packet-cushion.js";
import type { Timers } from "../clock.js";
import { createStationPipeline } from "./station-pipeline.js";
import { chooseStreamSource } from "./stream-source.js";
import type { VoiceLib } from "./voice-lib.js";
import { createVoiceRoom } from "./voice-room.js";

/** What the station's voice needs from the rest of the bot. */
export interface StationVoiceDeps {
  readonly lib: VoiceLib;
  readonly client: Client;
  readonly panel: PanelClient;
  readonly config: Config;
  readonly homes: () => readonly { readonly guildId: string; readonly channelId: string }[];
  readonly log: Logger;
  readonly timers: Timers;
  readonly offAirText: string;
  readonly stageFallback: string;
}

/** The running voice room of the station. */
export type StationVoice = ReturnType<typeof createVoiceRoom>;

/** Whether an executable of that name is on the PATH. */
function onPath(name: string): boolean {
  return (process.env.PATH ?? "").split(delimiter).some((dir) => dir && existsSync(join(dir, name)));
}

/**
 * Builds the station's voice: one audio player, one pipeline (stream → Opus), and the room that subscribes every
 * server's voice connection to that one player.
 */
export function createStationVoice(deps: StationVoiceDeps): StationVoice {
  const { lib, config, log } = deps;
  log.debug(`voice dependencies:\n${lib.generateDependencyReport()}`);
  const ffmpegPath = resolveFfmpeg(config.voice.ffmpegPath, onPath);
  if (!ffmpegPath) log.warn("voice: no ffmpeg found (set FFMPEG_PATH): only Ogg/Opus streams can play");
  // A live stream has jitter: up to 5 s without a packet is played as silence before the player gives up.
  const player = lib.createAudioPlayer({
    behaviors: { noSubscriber: lib.NoSubscriberBehavior.Play, maxMissedFrames: 250 },
  });
  player.on("error", (error) => log.warn("voice: the audio player failed", { error: error.message }));
  const pipeline = createStationPipeline({
    chooseSource: async () =>
      chooseStreamSource(config.voice.streamUrl ? [] : await deps.panel.channels(), config.voice.streamUrl),
    openStream: openHttpStream,
    ffmpegPath,
    play: (packets) =>
      player.play(lib.createAudioResource(new PacketCushion(packets), { inputType: lib.StreamType.Opus })),
    silence: () => player.stop(true),
    log,
    timers: deps.timers,
  });
  return createVoiceRoom({
    client: deps.client,
    lib,
    pipeline,
    player,
    homes: deps.homes,
    idleMs: config.voice.idleSeconds * 1_000,
    leaveMs: config.voice.leaveSeconds * 1_000,
    log,
    timers: deps.timers,
    offAirText: deps.offAirText,
    stageFallback: deps.stageFallback,
  });
}
