/**
 * The words of the replies to /nowplaying, /history, /listen and /listeners, and of a failed command. Panel text
 * is inserted already escaped; counts come in as numbers and each language words them with `plural`.
 */
export interface Strings {
  readonly listen: string;
  readonly noTrack: string;
  readonly noTrackHint: string;
  readonly jingle: string;
  readonly live: (dj: string) => string;
  readonly automatic: (dj: string) => string;
  readonly nobodyOnAir: string;
  readonly album: string;
  readonly playlist: string;
  readonly listenersNow: string;
  readonly dj: string;
  readonly started: (timestamp: string) => string;
  readonly listenersTitle: string;
  readonly listenersSummary: (listeners: number, channelsOnAir: number) => string;
  /** The people listening in the bot's voice channels, under the panel's total. */
  readonly listenersInVoice: (people: number) => string;
  readonly noChannels: string;
  /** A channel's state by the panel's number: offline, no source, on air. */
  readonly channelState: readonly [string, string, string];
  readonly now: string;
  readonly peak: string;
  readonly limit: string;
  readonly noLimit: string;
  /** The line under /listeners that introduces its chart of the last `hours`. */
  readonly chartCaption: (hours: number) => string;
  /** How far back the panel's history reaches (`timestamp` is a Discord timestamp). */
  readonly chartReaches: (timestamp: string) => string;
  readonly chartTooShort: string;
  readonly chartUnavailable: string;
  readonly historyTitle: string;
  readonly historyEmpty: string;
  readonly historyFooter: (from: number, to: number, jinglesShown: boolean) => string;
  readonly newer: string;
  readonly older: string;
  readonly notYourPages: string;
  readonly staleButton: string;
  /** A command that needs a server, run in direct messages. */
  readonly serverOnly: string;
  readonly listenTitle: string;
  readonly stream: string;
  readonly plainStream: string;
  readonly playlists: string;
  readonly webPlayer: string;
  readonly noListenLinks: string;
  readonly noSuchChannel: (query: string) => string;
  readonly copyHint: string;
  readonly kbps: string;
  readonly panelProblem: string;
  readonly somethingWrong: string;
}
