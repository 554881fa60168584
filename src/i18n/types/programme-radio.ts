/** The problems `/radio` and `/setup radio` refuse with a fixed sentence. */
export type RadioProblemKind =
  "no-channel" | "need-move" | "unknown-channel" | "not-voice" | "full" | "not-connected";

/** The voice permissions a channel can lack, by the English names Discord shows. */
export type VoicePermission = "View Channel" | "Connect" | "Speak";

/** The sentences of `/radio` and `/setup radio`. Channels come as Discord mentions (`<#id>`). */
export interface RadioTexts {
  readonly playing: (channel: string) => string;
  readonly nowOnAir: (song: string) => string;
  readonly offAir: string;
  /** The bot asked to speak on a stage. */
  readonly requested: string;
  readonly left: string;
  readonly notInVoice: string;
  readonly notAllowed: string;
  /** The bot is in the server's home channel and stays there. */
  readonly home: string;
  readonly problems: Readonly<Record<RadioProblemKind, string>>;
  /** Each voice permission as Discord names it in this language. */
  readonly permissionNames: Readonly<Record<VoicePermission, string>>;
  /** The bot lacks the permissions `names` (from `permissionNames`) in `channel`. */
  readonly missing: (channel: string, names: readonly string[]) => string;
  /** Voice needs a newer Node than `version`. */
  readonly unavailable: (version: string) => string;
  readonly noStation: string;
  readonly streamRefused: string;
  /** The bot already plays `max` stations in voice. */
  readonly tooManyStations: (max: number) => string;
  readonly homeSet: (channel: string) => string;
  readonly homeOff: string;
}

/** What a voice channel shows of the station beside its song (the off-air words are the bot's status'). */
export interface VoiceTexts {
  /** A stage's topic when there is no song to show (a stage topic has at most 120 characters). */
  readonly stageFallback: string;
}
