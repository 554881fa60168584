import { lookFor } from "../templates/look.js";
import { type AnnouncementLook, DEFAULT_STYLE, type MessageStyle } from "../templates/style.js";
import type { MessageTemplate } from "../templates/trigger.js";

/** What a server saved about how its announcements read and look (a part of its settings, or of a target). */
export interface MessageSettings {
  readonly templates?: readonly MessageTemplate[];
  readonly style?: MessageStyle;
}

/**
 * The look of one station's announcements in a server, from what it saved (its settings, or an announce target):
 * its style (else today's) and the templates in force for that station (see `lookFor`). Pure.
 */
export function lookOf(saved: MessageSettings | null | undefined, station: string | null): AnnouncementLook {
  return lookFor(saved?.style ?? DEFAULT_STYLE, saved?.templates, station);
}
