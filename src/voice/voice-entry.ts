import type { VoiceConnection } from "@discordjs/voice";
import type { ChannelDisplay } from "./channel-display.js";

/** One server's voice connection in the voice room, and what the room tracks about it. */
export interface VoiceEntry {
  readonly guildId: string;
  channelId: string;
  /** The server's home channel (kept joined), as opposed to a `/radio join` channel. */
  home: boolean;
  /** The station it plays (a key). */
  station: string;
  /** Whether it plays the server's own station (and moves with it), rather than one chosen by name. */
  followsServer: boolean;
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

/** A server's home channel (`/setup radio`), and the station it plays there. */
export interface VoiceHome {
  readonly guildId: string;
  readonly channelId: string;
  /** The station's key: the one chosen for the home, else the server's own. */
  readonly station: string;
  /** True when it is the server's own station (the home then moves with it). */
  readonly followsServer: boolean;
}

/** The station a connection plays, and whether it is the server's own (it then moves with it). */
export interface Tuning {
  readonly key: string;
  readonly followsServer: boolean;
}

/** What an entry plays, as a tuning. */
export const tuningOf = (entry: VoiceEntry): Tuning => ({
  key: entry.station,
  followsServer: entry.followsServer,
});
