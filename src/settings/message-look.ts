import { type AnnouncementLook, DEFAULT_STYLE, type MessageStyle } from "../templates/style.js";
import { type MessageTemplate, type Trigger, templateFor, TRIGGERS } from "../templates/trigger.js";

/** What a server saved about how its announcements read and look (a part of its settings, or of a target). */
export interface MessageSettings {
  readonly templates?: readonly MessageTemplate[];
  readonly style?: MessageStyle;
}

/**
 * The look of one station's announcements in a server: its style, and for each trigger the template in force for
 * that station (its own, else the one for every station; a trigger with neither keeps the default wording). Pure.
 */
export function lookFor(saved: MessageSettings | null | undefined, station: string | null): AnnouncementLook {
  const templates: Partial<Record<Trigger, string>> = {};
  for (const trigger of TRIGGERS) {
    const text = templateFor(saved?.templates, trigger, station);
    if (text !== null) templates[trigger] = text;
  }
  return { style: saved?.style ?? DEFAULT_STYLE, templates };
}
