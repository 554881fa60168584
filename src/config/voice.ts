import { z } from "zod";
import { httpUrl, type ParsedVariables, wholeNumber } from "./fields.js";

/** The variables of playing the station in voice and stage channels. */
export const voiceVariables = {
  VOICE_STREAM_URL: httpUrl.optional(),
  VOICE_IDLE_SECONDS: wholeNumber(1, 86_400).default(30),
  VOICE_LEAVE_SECONDS: wholeNumber(1, 86_400).default(300),
  VOICE_MAX_STATIONS: wholeNumber(1, 10_000).default(25),
  FFMPEG_PATH: z.string().optional(),
  DEAD_AIR_SECONDS: wholeNumber(0, 86_400).default(60),
};

/** A good value for each voice variable, shown next to a problem with it. */
export const voiceExamples: Record<keyof typeof voiceVariables, string> = {
  VOICE_STREAM_URL: "https://radio.example.com:8000/stream",
  VOICE_IDLE_SECONDS: "30",
  VOICE_LEAVE_SECONDS: "300",
  VOICE_MAX_STATIONS: "25",
  FFMPEG_PATH: "/usr/bin/ffmpeg",
  DEAD_AIR_SECONDS: "60",
};

/** Playing the station in voice and stage channels (`/radio`, the home channel). */
export interface VoiceConfig {
  /** Play this stream instead of the panel's channels. */
  readonly streamUrl: string | null;
  /** Stop the pipeline after this long with nobody (bots aside) in any of the bot's voice channels. */
  readonly idleSeconds: number;
  /** Leave a channel joined with `/radio join` after this long with nobody in it. */
  readonly leaveSeconds: number;
  /** Station pipelines one process may run at once: past it, `/radio join` on another station is refused. */
  readonly maxStations: number;
  /** The ffmpeg to run; null: the registry package's binary, else `ffmpeg` on the PATH. */
  readonly ffmpegPath: string | null;
  /** Silence this long while the station is on air and playing in voice is told as dead air; 0: never. */
  readonly deadAirSeconds: number;
}

/** The voice part of the configuration. */
export function voiceConfig(env: ParsedVariables<typeof voiceVariables>): VoiceConfig {
  return {
    streamUrl: env.VOICE_STREAM_URL ?? null,
    idleSeconds: env.VOICE_IDLE_SECONDS,
    leaveSeconds: env.VOICE_LEAVE_SECONDS,
    maxStations: env.VOICE_MAX_STATIONS,
    ffmpegPath: env.FFMPEG_PATH ?? null,
    deadAirSeconds: env.DEAD_AIR_SECONDS,
  };
}
