import { ActivityType } from "discord.js";
import type { Observation } from "../station/changes.js";
import type { Locale } from "../locale.js";
import { catalogueOf } from "../i18n/catalogues.js";
import { plainText } from "./text.js";

/** What the bot's status shows: `track` (the song on air), `listeners` (the audience), or nothing. */
export type PresenceMode = "track" | "listeners" | "off";

/** The bot's presence as Discord takes it. */
export interface PresenceData {
  readonly status: "online" | "idle";
  readonly activity: { readonly type: ActivityType; readonly name: string; readonly state?: string };
}

/** "Off air", as the bot's status (and the voice channels' status) says it. */
export function offAirStatus(locale: Locale): string {
  return catalogueOf(locale).listener.presence.offAir;
}

/** Discord shows at most 128 characters of an activity. */
const ACTIVITY_MAX = 128;

const custom = (text: string): PresenceData["activity"] => ({
  type: ActivityType.Custom,
  name: text,
  state: text,
});

/**
 * The presence for what the panel shows. Pure. Nobody on air means off air (an idle status saying so). In
 * `track` mode the status is "Listening to Artist — Title"; a jingle keeps the previous song. In `listeners`
 * mode it is the station's audience now (`listeners`, null when unknown: the previous presence stays).
 */
export function presenceFor(
  mode: Exclude<PresenceMode, "off">,
  observation: Pick<Observation, "dj" | "track">,
  listeners: number | null,
  previous: PresenceData | null,
  locale: Locale,
): PresenceData | null {
  const words = catalogueOf(locale).listener.presence;
  if (!observation.dj) return { status: "idle", activity: custom(words.offAir) };
  if (mode === "listeners") {
    return listeners === null
      ? previous
      : { status: "online", activity: custom(words.listening({ listeners })) };
  }
  const track = observation.track;
  if (!track || track.isJingle) return previous?.status === "online" ? previous : null;
  const song = track.artist ? `${track.artist} — ${track.title}` : track.title;
  return {
    status: "online",
    activity: { type: ActivityType.Listening, name: plainText(song, ACTIVITY_MAX) || "…" },
  };
}

/** Whether two presences would look the same. */
export function samePresence(a: PresenceData | null, b: PresenceData | null): boolean {
  return (
    a?.status === b?.status &&
    a?.activity.type === b?.activity.type &&
    a?.activity.name === b?.activity.name &&
    a?.activity.state === b?.activity.state
  );
}
