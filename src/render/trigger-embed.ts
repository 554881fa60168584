import type { APIEmbed } from "discord.js";
import type { AnnouncerEvent } from "../station/changes.js";
import type { Locale } from "../locale.js";
import { announcementEmbed, type StandardEvent } from "./announcement-embed.js";
import { LIMITS } from "./limits.js";
import { COLORS } from "./message.js";
import { expandTemplate } from "./template-expansion.js";
import type { PlaceholderValues } from "./template-values.js";

/** Whether a change has a standard embed of its own: a DJ change, a track, the station on or off air. */
export function hasOwnEmbed(event: AnnouncerEvent): event is StandardEvent {
  return event.kind === "dj" || event.kind === "track" || event.kind === "station";
}

/** A trigger's one line as an embed's text (for a trigger whose change has no embed of its own). Pure. */
export function lineEmbed(line: string, values: PlaceholderValues): APIEmbed {
  return { description: expandTemplate(line, values, LIMITS.embedDescription), color: COLORS.info };
}

/**
 * The standard embed of an announcement: its own for the changes that have one (`announcementEmbed`), else its
 * trigger's one line, so a new kind of change needs no embed to be announced. Pure.
 */
export function triggerEmbed(
  event: AnnouncerEvent,
  locale: Locale,
  timestamp: boolean,
  line: { readonly text: string; readonly values: PlaceholderValues },
): APIEmbed {
  return hasOwnEmbed(event) ? announcementEmbed(event, locale, timestamp) : lineEmbed(line.text, line.values);
}
