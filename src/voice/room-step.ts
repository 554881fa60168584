import type { JoinOutcome, LeaveOutcome } from "./control.js";
import type { Tuning, VoiceHome } from "./voice-entry.js";

/** A refusal of a join. */
type JoinRefusal = Extract<JoinOutcome, { ok: false }>["problem"];

/** What the room decisions read of a server's voice connection (null: it has none). */
export interface ServerVoice {
  readonly channelId: string;
  readonly home: boolean;
  readonly station: string;
  readonly followsServer: boolean;
}

/** What the room reads from Discord and its feeds while it decides; reads only, no change. */
export interface RoomReads {
  /** Why the bot cannot play in a channel (or "unknown-channel"), or null when it can. */
  readonly problemOf: (channelId: string) => JoinRefusal | null;
  /** Whether a station could play now (it plays already, or there is room for one more). */
  readonly hasRoomFor: (key: string) => boolean;
  readonly maxStations: number;
}

/** What the commands, `/setup` and the server's settings ask of the room, for one server. */
export type RoomEvent =
  | {
      readonly kind: "join";
      /** The channel named, else null (the caller's own). */
      readonly channelId: string | null;
      /** The caller's own voice channel, or null. */
      readonly own: string | null;
      readonly memberCanMove: boolean;
      readonly station: string;
      readonly chosen: boolean;
    }
  | {
      readonly kind: "leave";
      /** The caller's voice channel, or null. */
      readonly listening: string | null;
      readonly memberCanMove: boolean;
      readonly memberCanManage: boolean;
    }
  /** The server's station changed; `home` is its home channel (if any), `own` its station (null: none). */
  | { readonly kind: "station-changed"; readonly home: VoiceHome | undefined; readonly own: string | null };

/** What the driver does for a server. */
export type RoomEffect =
  | { readonly kind: "refuse"; readonly problem: JoinRefusal }
  | { readonly kind: "connect"; readonly channelId: string; readonly home: boolean; readonly tuning: Tuning }
  /** `/radio leave`'s answer; "left": the bot leaves (or goes home) first. */
  | { readonly kind: "answer"; readonly outcome: LeaveOutcome }
  | { readonly kind: "leave-or-go-home" }
  | { readonly kind: "tune"; readonly tuning: Tuning }
  | { readonly kind: "forget"; readonly reason: "no-station" }
  | { readonly kind: "log-full"; readonly maxStations: number }
  /** Who is where may have changed: the audience is looked at again. */
  | { readonly kind: "evaluate" };

function join(
  voice: ServerVoice | null,
  event: Extract<RoomEvent, { kind: "join" }>,
  reads: RoomReads,
): RoomEffect[] {
  const channelId = event.channelId ?? event.own;
  if (!channelId) return [{ kind: "refuse", problem: { kind: "no-channel" } }];
  if (channelId !== event.own && !event.memberCanMove)
    return [{ kind: "refuse", problem: { kind: "need-move" } }];
  const problem = reads.problemOf(channelId);
  if (problem) return [{ kind: "refuse", problem }];
  const here = voice?.channelId === channelId ? voice : null;
  // Called to the channel it plays in, with no station named: it plays on what it plays.
  const tuning =
    here && !event.chosen
      ? { key: here.station, followsServer: here.followsServer }
      : { key: event.station, followsServer: !event.chosen };
  // Past the limit, another station is refused and what plays keeps playing.
  if (!reads.hasRoomFor(tuning.key))
    return [{ kind: "refuse", problem: { kind: "too-many-stations", max: reads.maxStations } }];
  return [{ kind: "connect", channelId, home: here?.home === true, tuning }];
}

function leave(voice: ServerVoice | null, event: Extract<RoomEvent, { kind: "leave" }>): RoomEffect[] {
  if (!voice) return [{ kind: "answer", outcome: "not-in-voice" }];
  if (voice.home) return [{ kind: "answer", outcome: "home" }];
  if (event.listening !== voice.channelId && !event.memberCanMove && !event.memberCanManage)
    return [{ kind: "answer", outcome: "not-allowed" }];
  return [{ kind: "leave-or-go-home" }, { kind: "evaluate" }, { kind: "answer", outcome: "left" }];
}

function stationChanged(
  voice: ServerVoice | null,
  event: Extract<RoomEvent, { kind: "station-changed" }>,
  reads: RoomReads,
): RoomEffect[] {
  // A home plays what the homes say (its chosen station while the server may use it, else the server's).
  const home = voice?.home ? event.home : undefined;
  if (!voice || (!home && !voice.followsServer)) return [];
  const key = home ? home.station : event.own;
  const followsServer = home ? home.followsServer : true;
  if (key === voice.station) return [];
  if (key === null) return [{ kind: "forget", reason: "no-station" }, { kind: "evaluate" }];
  if (!reads.hasRoomFor(key))
    return [{ kind: "log-full", maxStations: reads.maxStations }, { kind: "evaluate" }];
  return [{ kind: "tune", tuning: { key, followsServer } }, { kind: "evaluate" }];
}

/**
 * What a command or a settings change means for a server's voice: refuse, connect, leave, tune. Pure (its reads
 * change nothing); the room keeps no state of its own (the connections keep it), so a step returns only effects.
 */
export function stepRoom(
  voice: ServerVoice | null,
  event: RoomEvent,
  reads: RoomReads,
): readonly RoomEffect[] {
  switch (event.kind) {
    case "join":
      return join(voice, event, reads);
    case "leave":
      return leave(voice, event);
    case "station-changed":
      return stationChanged(voice, event, reads);
  }
}
