/**
 * The announcements a moderator may word (`/setup message`), and the placeholders a template may use. Low in the
 * house, beside the domain: settings store templates by trigger, render expands them, commands list them.
 */

/** Each announcement the bot posts, as a moderator names it. */
export const TRIGGERS = [
  "live",
  "handover",
  "automatic",
  "nobody",
  "track",
  "off-air",
  "on-air",
  "dead-air",
  "sound-back",
] as const;

/** One kind of announcement. */
export type Trigger = (typeof TRIGGERS)[number];

/** The placeholders a template may use, without braces. */
export const PLACEHOLDERS = [
  "dj",
  "previous_dj",
  "artist",
  "title",
  "album",
  "track",
  "station",
  "listeners",
  "listen",
  "time",
] as const;

/** One placeholder's name. */
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** The longest template a moderator may save, in characters (UTF-16 units, as Discord counts). */
export const TEMPLATE_MAX_LENGTH = 1_000;

/** A moderator's wording for one trigger, as saved. */
export interface MessageTemplate {
  readonly trigger: Trigger;
  readonly text: string;
  /** The station (a key) it is for; absent: every station the server follows. */
  readonly station?: string;
}

/** Whether a string is one of the triggers. */
export function isTrigger(value: string): value is Trigger {
  return (TRIGGERS as readonly string[]).includes(value);
}

/**
 * The template in force for a trigger and station: the station's own, else the one for every station, else null
 * (the bot's default wording). Pure.
 */
export function templateFor(
  templates: readonly MessageTemplate[] | undefined,
  trigger: Trigger,
  station: string | null,
): string | null {
  const forTrigger = (templates ?? []).filter((template) => template.trigger === trigger);
  const own = station === null ? undefined : forTrigger.find((template) => template.station === station);
  return (own ?? forTrigger.find((template) => template.station === undefined))?.text ?? null;
}
