/**
 * What the announcer sees and detects, as domain types: a DJ or track on air, one poll's observation, the changes
 * worth posting, and what is remembered between polls. Render, store and announcer all import these downward.
 */
/** The DJ on air as the announcer remembers it. */
export interface DjSnapshot {
  readonly id: number;
  readonly name: string;
  readonly live: boolean;
  readonly image: string | null;
}

/** The track on air as the announcer remembers it. */
export interface TrackSnapshot {
  /** The history entry id: the same song played twice has two ids. */
  readonly id: number;
  readonly startedAt: number;
  readonly artist: string | null;
  readonly title: string;
  readonly album: string | null;
  readonly cover: string | null;
  readonly djName: string | null;
  readonly isJingle: boolean;
  /** Length in ms, or null when the panel does not know it (live shows). */
  readonly lengthMs: number | null;
  /** True for a track from the station's library (it has an `all_music_id`). */
  readonly fromLibrary: boolean;
}

/** What one successful poll of the panel saw. */
export interface Observation {
  /** The DJ on air, or null when nobody is. */
  readonly dj: DjSnapshot | null;
  readonly track: TrackSnapshot | null;
  /** True when at least one channel is on air (state 2); null when the channels were not read this time. */
  readonly stationOnAir: boolean | null;
  /** Null when there is no listen address, or when the channels were not read this time. */
  readonly listenUrl: string | null;
  /** How many listen now, for a trigger that watches the audience; absent or null when the channels were not read. */
  readonly listeners?: number | null;
  /**
   * Each on-air channel's `listeners_current` as the panel sent it (`listeners` sums them, negatives as 0) and its
   * configured limit (`listeners`; 0 or null: none), by its id; absent or null as `listeners`.
   */
  readonly channelListeners?:
    readonly { readonly id: number; readonly listeners: number; readonly limit?: number | null }[] | null;
}

/** How the DJ on air changed. */
export type DjChange = "live" | "handover" | "automatic" | "nobody";

/** Something worth posting. `id` is stable: the same change always has the same id. */
export type AnnouncerEvent =
  | {
      readonly kind: "dj";
      readonly id: string;
      readonly change: DjChange;
      readonly from: DjSnapshot | null;
      readonly to: DjSnapshot | null;
      readonly at: number;
      readonly track: TrackSnapshot | null;
      readonly listenUrl: string | null;
    }
  | {
      readonly kind: "track";
      readonly id: string;
      readonly track: TrackSnapshot;
      readonly dj: DjSnapshot | null;
      readonly listenUrl: string | null;
    }
  | { readonly kind: "station"; readonly id: string; readonly onAir: boolean; readonly at: number };

/** What the announcer remembers between runs (and restarts) for one panel and server. */
export interface AnnouncerState {
  readonly dj: DjSnapshot | null;
  /** The last track seen (not a jingle): its history entry id and start. */
  readonly track: { readonly id: number; readonly startedAt: number } | null;
  readonly stationOnAir: boolean;
  /** A change to the automatic player or to nobody, waiting to be confirmed by more polls. */
  readonly pendingDj: {
    readonly key: string;
    readonly dj: DjSnapshot | null;
    readonly seen: number;
    readonly since: number;
  } | null;
  /** Consecutive polls that saw the station off air, while it was on air. */
  readonly pendingOffAir: { readonly seen: number; readonly since: number } | null;
}
