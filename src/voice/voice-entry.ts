import type { VoiceConnection } from "@discordjs/voice";
import type { ChannelDisplay } from "./channel-display.js";

/** One server's voice connection in the voice room, and what the room tracks about it. */
export interface VoiceEntry {
  readonly guildId: string;
  channelId: string;
  /** The server's home channel (kept joined), as opposed to a `/radio join` channel. */
  home: boolean;
  readonly connection: VoiceConnection;
  /** Since when nobody (bots aside) has been in the channel; null while someone is. */
  emptySince: number | null;
  /** Reconnection attempts since the connection was last ready. */
  attempts: number;
  /** The pending rejoin, if any. */
  timer: unknown;
  display: ChannelDisplay | null;
  requestedToSpeak: boolean;
  /** The stage and status set-up after the latest Ready. */
  readyWork: Promise<void>;
}
