import type { JoinProblem } from "./join-problems.js";

/** A `/radio join`: who asks, in which server, and the channel named (null: the caller's own). */
export interface JoinRequest {
  readonly guildId: string;
  readonly userId: string;
  readonly channelId: string | null;
  /** The caller has Move Members (needed to name a channel other than their own). */
  readonly memberCanMove: boolean;
  /** The station to play (a key). */
  readonly station: string;
  /** The station was chosen by name: it stays when the server's own station changes (else it follows). */
  readonly chosen: boolean;
}

/** What came of a join. */
export type JoinOutcome =
  | {
      readonly ok: true;
      readonly channelId: string;
      readonly stage: boolean;
      /** In a stage where the bot may not speak by itself: it asked to. */
      readonly requestedToSpeak: boolean;
      /** The song on air as the bot last saw it, or null. */
      readonly nowPlaying: string | null;
    }
  | {
      readonly ok: false;
      readonly problem:
        | JoinProblem
        | { readonly kind: "no-channel" }
        | { readonly kind: "need-move" }
        | { readonly kind: "unknown-channel" }
        | { readonly kind: "not-connected" }
        | { readonly kind: "too-many-stations"; readonly max: number };
    };

/** A `/radio leave`: who asks, and what they may do. */
export interface LeaveRequest {
  readonly guildId: string;
  readonly userId: string;
  readonly memberCanMove: boolean;
  readonly memberCanManage: boolean;
}

/** What came of a leave. */
export type LeaveOutcome = "left" | "not-in-voice" | "not-allowed" | "home";

/** What commands and `/setup` ask of the voice room; they never hold a connection themselves. */
export interface VoiceControl {
  join(request: JoinRequest): Promise<JoinOutcome>;
  leave(request: LeaveRequest): Promise<LeaveOutcome>;
  /** Why the bot could not stay in a channel as the home channel, "unknown-channel", or null when it can. */
  homeProblem(guildId: string, channelId: string): JoinProblem | { readonly kind: "unknown-channel" } | null;
  /**
   * Makes a channel the server's home (joins it now, playing `station`, else the server's station), or none (leaves
   * the old home). The caller saves it.
   */
  setHome(guildId: string, channelId: string | null, station?: string | null): Promise<void>;
  /** The server's station changed (`/setup station`): its voice, where it follows the server's station, moves to it. */
  stationChanged(guildId: string): Promise<void>;
  /** People (bots aside) in the bot's voice channels that play `station` (a key), across this process's servers. */
  listenersOf(station: string): number;
}

/** The key voice knows the bot's one station by where commands run without a registry (tests, previews). */
export const ONLY_STATION = "";
