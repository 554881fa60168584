/** The standard embeds of the automatic announcements, in the server's language. Names come escaped. */
export interface AnnouncementTexts {
  readonly live: (dj: string) => string;
  readonly handover: (to: string, from: string) => string;
  readonly automatic: string;
  readonly nobody: string;
  readonly onAirNow: string;
  readonly before: string;
  readonly when: string;
  readonly playing: string;
  /** Who is on air when no one is (a DJ field's value, and `{dj}` / `{previous_dj}` then). */
  readonly nobodyName: string;
  readonly stationOff: string;
  readonly stationOn: string;
  readonly nowPlaying: string;
  /** The album field's name. */
  readonly album: string;
  /** The listen button's label (at most 80 characters). */
  readonly listen: string;
}

/** The dead-air alert's embed. */
export interface DeadAirTexts {
  /** Its title; `station` is null when the panel gives no name. */
  readonly deadAir: (station: string | null) => string;
  /** Nothing heard for `seconds` seconds while on air. */
  readonly silentFor: (seconds: number) => string;
  readonly soundBack: (station: string | null) => string;
}
