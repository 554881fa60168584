import { reconnectDelayMs } from "./backoff.js";
import type { Tuning, VoiceHome } from "./voice-entry.js";

/** Moved out of its home channel, the bot goes back after this long (a moderator's drag is rarely a mistake twice). */
export const HOME_RETURN_MS = 2_000;
/** A home connection the library destroyed is joined afresh after this long. */
export const HOME_REJOIN_MS = 1_000;

/** What the connection decisions read and change of a server's voice connection. */
export interface ConnectionState {
  readonly channelId: string;
  /** The server's home channel (kept joined), as opposed to a `/radio join` channel. */
  readonly home: boolean;
  readonly station: string;
  readonly followsServer: boolean;
  /** Reconnection attempts since the connection was last ready. */
  readonly attempts: number;
}

/** What happens to a server's voice connection. */
export type ConnectionEvent =
  /** The connection is ready (or in a new channel). */
  | { readonly kind: "ready" }
  | { readonly kind: "disconnected" }
  /** The library destroyed the connection (it gave up). */
  | { readonly kind: "destroyed"; readonly closed: boolean }
  /** The bot's own voice state shows it in another channel (a moderator dragged it). */
  | { readonly kind: "moved"; readonly channelId: string }
  /** Asked to play another station; `acquired` once its player is there. */
  | { readonly kind: "tune"; readonly tuning: Tuning }
  | { readonly kind: "acquired"; readonly key: string; readonly ready: boolean }
  /**
   * Asked to join `channelId`; `home` when the channel is to be the home one. `before`: where the server's connection
   * was before (null: none), `kept` when this is that connection (else a new one).
   */
  | {
      readonly kind: "join";
      readonly channelId: string;
      readonly home: boolean;
      readonly tuning: Tuning;
      readonly before: { readonly channelId: string; readonly home: boolean } | null;
      readonly kept: boolean;
      readonly ready: boolean;
    }
  /** Nobody listens in a `/radio join` channel any more, or `/radio leave`; `homeChannel` is the server's home. */
  | { readonly kind: "leave"; readonly homeChannel: VoiceHome | undefined; readonly closed: boolean };

/** What the driver does for a connection, in order. */
export type ConnectionEffect =
  /** Sets up the channel's stage or status (the connection is ready there). */
  | { readonly kind: "set-up-display" }
  /** Rejoins the same channel after `ms`. */
  | { readonly kind: "rejoin-after"; readonly ms: number }
  /** Waits a moment for the library to reconnect by itself (a move), else forgets the connection. */
  | { readonly kind: "await-reconnect" }
  | { readonly kind: "forget" }
  /** Joins the home channel afresh after `ms`. */
  | { readonly kind: "join-again-after"; readonly ms: number }
  /** Gets the player of `key` (a feed), needed before it can play. */
  | { readonly kind: "acquire"; readonly key: string }
  /** Subscribes the connection to its station's player. */
  | { readonly kind: "subscribe" }
  /** Waits until the bot's own voice state shows it in the channel, then it is ready there. */
  | { readonly kind: "await-arrival" }
  | { readonly kind: "go-home"; readonly home: VoiceHome }
  /** Who is where may have changed: the audience is looked at again. */
  | { readonly kind: "evaluate" };

/** A step's result. */
export interface ConnectionStep {
  readonly state: ConnectionState;
  readonly effects: readonly ConnectionEffect[];
}

const ready = (state: ConnectionState): ConnectionStep => ({
  state: { ...state, attempts: 0 },
  effects: [{ kind: "set-up-display" }],
});

function join(state: ConnectionState, event: Extract<ConnectionEvent, { kind: "join" }>): ConnectionStep {
  const retuned = state.station !== event.tuning.key;
  const moving = event.kept && state.channelId !== event.channelId;
  // Still the home channel when the bot was there already; a move elsewhere makes it a /radio join channel.
  const stillHome = event.before?.home === true && event.before.channelId === event.channelId;
  let next: ConnectionState = {
    ...state,
    station: event.tuning.key,
    followsServer: event.tuning.followsServer,
  };
  const effects: ConnectionEffect[] = retuned ? [{ kind: "subscribe" }] : [];
  // Another station in the same channel: no rejoin, but the channel shows the new station's song.
  if (retuned && event.kept && !moving && event.ready) {
    next = { ...next, attempts: 0 };
    effects.push({ kind: "set-up-display" });
  }
  next = { ...next, channelId: event.channelId, home: event.home || stillHome };
  effects.push({ kind: "evaluate" });
  // A ready connection moves without leaving Ready: the bot's own voice state says when it is there.
  if (moving) effects.push({ kind: "await-arrival" });
  return { state: next, effects };
}

/** The decisions about one server's voice connection: when to rejoin, go home, forget it. Pure. */
export function stepConnection(state: ConnectionState, event: ConnectionEvent): ConnectionStep {
  switch (event.kind) {
    case "ready":
      return ready(state);
    case "disconnected":
      if (!state.home) return { state, effects: [{ kind: "await-reconnect" }] };
      return {
        state: { ...state, attempts: state.attempts + 1 },
        effects: [{ kind: "rejoin-after", ms: reconnectDelayMs(state.attempts) }],
      };
    case "destroyed": {
      const again = state.home && !event.closed;
      const effects: ConnectionEffect[] = [{ kind: "forget" }];
      if (again) effects.push({ kind: "join-again-after", ms: HOME_REJOIN_MS });
      return { state, effects: [...effects, { kind: "evaluate" }] };
    }
    case "moved":
      if (event.channelId === state.channelId) return { state, effects: [] };
      if (state.home) return { state, effects: [{ kind: "rejoin-after", ms: HOME_RETURN_MS }] };
      // Dragged to another channel by a moderator: play there, with that channel's stage or status.
      return ready({ ...state, channelId: event.channelId });
    case "tune": {
      const next = { ...state, followsServer: event.tuning.followsServer };
      if (state.station === event.tuning.key) return { state: next, effects: [] };
      return { state: next, effects: [{ kind: "acquire", key: event.tuning.key }] };
    }
    case "acquired": {
      const next = { ...state, station: event.key };
      const shown = event.ready ? ready(next) : { state: next, effects: [] };
      return {
        state: shown.state,
        effects: [{ kind: "subscribe" }, ...shown.effects, { kind: "evaluate" }],
      };
    }
    case "join":
      return join(state, event);
    case "leave": {
      const home = event.homeChannel;
      if (!home || home.channelId === state.channelId || event.closed)
        return { state, effects: [{ kind: "forget" }] };
      return { state: { ...state, home: true }, effects: [{ kind: "go-home", home }] };
    }
  }
}
