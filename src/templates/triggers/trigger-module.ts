import type { SampleTexts } from "../../i18n/types/setup-message.js";
import type { AnnouncerEvent, DjSnapshot, TrackSnapshot } from "../../station/changes.js";
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

/** What a change tells its placeholders, besides the station's name and audience (the run's extras). */
export interface ChangeFacts {
  readonly dj: string | null;
  readonly previousDj: string | null;
  /** The track on air (never a jingle). */
  readonly track: TrackSnapshot | null;
  readonly listenUrl: string | null;
  /** When the change happened, in ms; null when unknown. */
  readonly at: number | null;
}

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
