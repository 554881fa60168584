import { ChannelType, type Client } from "discord.js";
import type { Timers } from "../clock.js";
import type { Logger } from "../log.js";
import type { Observation } from "../station/changes.js";
import { channelDisplay, takeTheStage } from "./channel-display.js";
import { OFF_AIR, onAirText, shownLine, STAGE_TOPIC_MAX, VOICE_STATUS_MAX } from "./on-air-text.js";
import { voiceChannelOf } from "./voice-cache.js";
import type { VoiceStatusText } from "../render/radio.js";
import type { VoiceEntry } from "./voice-entry.js";

/** What the on-air displays need, passed in. */
export interface OnAirDisplaysDeps {
  readonly client: Client;
  readonly timers: Timers;
  readonly log: Logger;
  /** A server's words for off air and for a new stage's topic, in that server's announcement language. */
  readonly statusTextOf: (guildId: string) => VoiceStatusText;
}

/** What the voice room's channels show: the song on air, as a stage topic or a voice channel status. */
export interface OnAirDisplays {
  /** Opens the stage (or sets the status) of a channel the bot is now ready in. */
  setUp(entry: VoiceEntry): Promise<void>;
  /** Shows what a station's panel showed in every channel playing that station, when it changed. */
  observed(station: string, observation: Observation | null): void;
  /** The text on air of a station as the bot last saw it, in a server's language, or null. */
  current(station: string, guildId: string): string | null;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The on-air text of every connection in `entries`, kept in step with the station. */
export function createOnAirDisplays(
  deps: OnAirDisplaysDeps,
  entries: ReadonlyMap<string, VoiceEntry>,
): OnAirDisplays {
  const { client, timers, log } = deps;
  /** Each station's line as last seen: a song (the same in every language) or `OFF_AIR`. */
  const onAirOf = new Map<string, string>();
  const shownIn = (guildId: string, line: string | null) => shownLine(line, deps.statusTextOf(guildId));
  const told = new Set<string>();

  return {
    async setUp(entry) {
      const channel = voiceChannelOf(client, entry.guildId, entry.channelId);
      if (!channel) return;
      entry.display?.close();
      const onAir = shownIn(entry.guildId, onAirOf.get(entry.station) ?? null);
      let shown: string | null = null;
      if (channel.type === ChannelType.GuildStageVoice) {
        const topic = clip(onAir ?? deps.statusTextOf(entry.guildId).stageFallback, STAGE_TOPIC_MAX);
        const stage = await takeTheStage(client, channel, topic, log);
        entry.requestedToSpeak = stage.requestedToSpeak;
        if (stage.opened) shown = topic;
      }
      entry.display = channelDisplay(client, channel, timers, log, shown, told);
      if (onAir)
        entry.display.show(
          channel.type === ChannelType.GuildStageVoice ? clip(onAir, STAGE_TOPIC_MAX) : onAir,
        );
    },
    observed(station, observation) {
      if (!observation) return;
      const onAir = onAirOf.get(station) ?? null;
      const line = onAirText(observation, onAir, VOICE_STATUS_MAX, OFF_AIR);
      if (line === null || line === onAir) return;
      onAirOf.set(station, line);
      for (const entry of entries.values()) {
        if (entry.station !== station) continue;
        const text = shownIn(entry.guildId, line) ?? line;
        const stage =
          voiceChannelOf(client, entry.guildId, entry.channelId)?.type === ChannelType.GuildStageVoice;
        entry.display?.show(stage ? clip(text, STAGE_TOPIC_MAX) : text);
      }
    },
    current: (station, guildId) => shownIn(guildId, onAirOf.get(station) ?? null),
  };
}
