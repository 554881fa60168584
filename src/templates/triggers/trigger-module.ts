import type { SampleTexts } from "../../i18n/areas.js";
import type {
  AnnouncerEvent,
  AnnouncerState,
  DjSnapshot,
  Observation,
  TrackSnapshot,
} from "../../station/changes.js";
import type { Placeholder } from "../placeholders.js";

/** The voice room's news about a station it plays: silence began (dead air), or the sound came back. */
export interface SilenceChange {
  readonly kind: "silence";
  readonly notice: "dead-air" | "sound-back";
  readonly at: number;
}

/** A change a trigger may announce: one the announcer detects in the station's reads, or the voice room's. */
export type StationChange = AnnouncerEvent | SilenceChange;

/**
 * Which channels get a trigger's posts: every announce channel; those with tracks on (`post`, or `edit` in
 * place); those with the station's status on (on/off air, and dead air where voice plays).
 */
export type Feed = "always" | "tracks" | "status";

/**
 * What a change tells its placeholders. The station's name and audience come from the run (its extras) unless the
 * change knows them itself.
 */
export interface ChangeFacts {
  readonly dj: string | null;
  readonly previousDj: string | null;
  /** The track on air (never a jingle). */
  readonly track: TrackSnapshot | null;
  readonly listenUrl: string | null;
  /** When the change happened, in ms; null when unknown. */
  readonly at: number | null;
  /** The audience, when the change itself tells it (it then wins over the run's). */
  readonly listeners?: number | null;
}

/** What the change detection is told about the station's wishes. */
export interface DetectOptions {
  /** Polls that must agree before a change to the automatic player, nobody, or off air is announced. */
  readonly confirm: number;
  readonly stationStatus: boolean;
  readonly tracks: boolean;
}

/**
 * A trigger's own change detection, for a kind of change the announcer does not detect yet: given what was
 * remembered (already updated for the DJ, the track and the station) and one successful read, what to remember and
 * what to announce. Pure. On a first start its events are dropped (the bot only remembers what it sees).
 */
export type ChangeDetector = (
  remembered: AnnouncerState,
  observation: Observation,
  options: DetectOptions,
  now: number,
) => { readonly state: AnnouncerState; readonly events: readonly AnnouncerEvent[] };

/** What is on air now, as a preview uses it (from the panel; each part null when the panel shows none). */
export interface OnAirNow {
  readonly dj: DjSnapshot | null;
  readonly track: TrackSnapshot | null;
  readonly listenUrl: string | null;
}

/** The change a preview shows, and whether sample values had to stand in for what is not on air. */
export interface TriggerSample {
  readonly change: StationChange;
  readonly sample: boolean;
}

/**
 * One announcement trigger: everything the bot knows of it but its words. Its words are the catalogues'
 * `programme.triggers[name]` (the label `/setup message` offers and the one-line wording when no template is set),
 * English complete and each other language a line where it has its own.
 */
export interface TriggerModule<Name extends string = string> {
  /** How moderators pick it (`/setup message trigger:`) and settings store it; also the key of its words. */
  readonly name: Name;
  /** Whether it words this change: exactly one trigger claims each change. */
  readonly detects: (change: StationChange) => boolean;
  /**
   * Its own detection, for a change that is not a DJ change, a track or the station on/off air (those are found by
   * src/announcer/detect.ts, for several triggers at once; the voice room raises silence).
   */
  readonly detect?: ChangeDetector;
  /** The placeholders its announcement fills; the others are empty (or "nobody" for a DJ). */
  readonly placeholders: readonly Placeholder[];
  /** What its placeholders say about a change it detects. */
  readonly facts: (change: StationChange) => ChangeFacts;
  /** Which channels get it. */
  readonly feed: Feed;
  /** Whether its posts carry the Listen button. */
  readonly listenButton: boolean;
  /** Whether its posts ping a server's ping role (`/setup ping`). */
  readonly pings: boolean;
  /** The change as the logs tell it (English, names from the panel as they are). */
  readonly describe: (change: StationChange) => string;
  /** The change `/setup message` previews: built with what is on air `now`, sample `words` where nothing fits. */
  readonly sample: (now: OnAirNow, at: number, words: SampleTexts) => TriggerSample;
}

/** A trigger module, its name kept as a literal type (the list of modules gives the `Trigger` type). */
export function defineTrigger<const Name extends string>(module: TriggerModule<Name>): TriggerModule<Name> {
  return module;
}
