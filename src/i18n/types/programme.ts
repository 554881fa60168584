import type { Trigger } from "../../templates/trigger.js";
import type { AnnouncementTexts, DeadAirTexts } from "./programme-announcements.js";
import type { RadioTexts, VoiceTexts } from "./programme-radio.js";

export type { AnnouncementTexts, DeadAirTexts } from "./programme-announcements.js";
export type { RadioProblemKind, RadioTexts, VoicePermission, VoiceTexts } from "./programme-radio.js";

/** One announcement trigger's words. */
export interface TriggerWords {
  /** Its name as a moderator reads it: in `/setup message`'s choices (at most 100 characters), its replies, `/setup show`. */
  readonly label: string;
  /** Its one-line wording when no template is set (a template itself: `{dj}` etc.). */
  readonly line: string;
}

/** `/schedule`: what is on now and next. */
export interface ScheduleTexts {
  /** The embed's title, for a schedule of `days` days (1: today). */
  readonly title: (days: number) => string;
  /** Nothing scheduled in the next `days` days. */
  readonly empty: (days: number) => string;
  readonly nowMark: string;
  readonly requestsClosed: string;
  /** The last line when `count` more items do not fit. */
  readonly more: (count: number) => string;
  readonly footer: string;
}

/** A show as a Discord scheduled event (shown to every member, in the server's language). */
export interface ScheduledEventTexts {
  /** Before the DJ's name: "With: DJ". */
  readonly dj: string;
  /** Before the listen address. */
  readonly listen: string;
  /** The event's name when the show has none. */
  readonly untitled: string;
}

/** `/request`: the public request, the pick list and every refusal. Timestamps come as Discord markup. */
export interface RequestTexts {
  readonly requestedTitle: string;
  readonly requested: (person: string, song: string) => string;
  readonly pickTitle: string;
  readonly pick: (query: string) => string;
  readonly nothingFound: (query: string) => string;
  readonly notRequestable: string;
  readonly unknownTrack: string;
  /** `again`: a relative Discord timestamp of when the person may request again. */
  readonly cooldown: (again: string) => string;
  readonly trackBlocked: string;
  readonly ipBlocked: string;
  readonly refused: string;
  /** Requests closed for now, with no known end. */
  readonly closed: string;
  /** Requests closed during this show: `relative` and `time` are Discord timestamps of when they open again. */
  readonly closedUntil: (relative: string, time: string) => string;
  /** Name and message together over `max` characters by `over`. */
  readonly tooLong: (max: number, over: number) => string;
  readonly expired: string;
  readonly notYours: string;
}

/**
 * What the catalogue says in /schedule, scheduled events, /request, /radio and voice, announcements and dead-air
 * alerts. Announcements, scheduled events and voice channels' texts follow the server's language (`/setup language`),
 * replies the reader's.
 */
export interface ProgrammeTexts {
  readonly schedule: ScheduleTexts;
  readonly scheduledEvent: ScheduledEventTexts;
  readonly request: RequestTexts;
  readonly radio: RadioTexts;
  readonly voice: VoiceTexts;
  readonly announcement: AnnouncementTexts;
  /** Each trigger's words, by its name (a trigger module's key; English has every one). */
  readonly triggers: Readonly<Record<Trigger, TriggerWords>>;
  /** The dead-air lines for a station whose panel gives no name. */
  readonly namelessLines: Readonly<Record<"dead-air" | "sound-back", string>>;
  readonly deadAir: DeadAirTexts;
}
