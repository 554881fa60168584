import type { ShowOccurrence } from "../station/show-occurrences.js";
import type { Locale } from "../locale.js";
import { catalogueOf } from "../i18n/catalogues.js";
import { plainText, truncate } from "./text.js";

/** The body of a Discord guild scheduled event (external, shown to the server's members). */
export interface ScheduledEventBody {
  readonly name: string;
  readonly description: string;
  readonly privacy_level: 2;
  readonly entity_type: 3;
  readonly scheduled_start_time: string;
  readonly scheduled_end_time: string;
  readonly entity_metadata: { readonly location: string };
}

/**
 * A show occurrence as a Discord external event: its name, start and end, the DJ, and where to listen (the web
 * player or the stream) as the location. Event names and descriptions show no markdown; mentions are broken.
 */
export function renderScheduledEvent(
  occurrence: ShowOccurrence,
  location: string,
  locale: Locale,
): ScheduledEventBody {
  const words = catalogueOf(locale).programme.scheduledEvent;
  const lines = [
    occurrence.djName ? `🎧 ${words.dj}: ${plainText(occurrence.djName, 100)}` : null,
    `📻 ${words.listen}: ${location}`,
  ].filter((line): line is string => line !== null);
  return {
    name: plainText(occurrence.name, 100) || words.untitled,
    description: truncate(lines.join("\n"), 1000),
    privacy_level: 2,
    entity_type: 3,
    scheduled_start_time: new Date(occurrence.start).toISOString(),
    scheduled_end_time: new Date(occurrence.end).toISOString(),
    entity_metadata: { location: truncate(location, 100) },
  };
}
