import type { AnnouncementLook, MessageStyle } from "./style.js";
import { type MessageTemplate, templateFor, type Trigger, TRIGGERS } from "./trigger.js";

/**
 * The look of one station's announcements in a server: its style, and for each trigger the template in force for
 * that station (`templateFor`: the station's own, else the one for every station; none keeps the default). Pure.
 */
export function lookFor(
  style: MessageStyle,
  templates: readonly MessageTemplate[] | undefined,
  station: string | null,
): AnnouncementLook {
  const inForce: Partial<Record<Trigger, string>> = {};
  for (const trigger of TRIGGERS) {
    const text = templateFor(templates, trigger, station);
    if (text !== null) inForce[trigger] = text;
  }
  return { style, templates: inForce };
}
