/**
 * The announcements a moderator may word (`/setup message`), and the placeholders a template may use. Low in the
 * house, beside the domain: settings store templates by trigger, render expands them, commands list them.
 */
import { TRIGGER_MODULES } from "./triggers/index.js";
import type { StationChange, TriggerModule } from "./triggers/trigger-module.js";

export { PLACEHOLDERS, type Placeholder } from "./placeholders.js";

/** Each announcement the bot posts, as a moderator names it: one per module of `triggers/index.ts`. */
export type Trigger = (typeof TRIGGER_MODULES)[number]["name"];

/** The names of `modules`, in order, as a tuple (what `z.enum` and the command's choices take). */
function namesOf<const Modules extends readonly TriggerModule[]>(
  modules: Modules,
): { readonly [K in keyof Modules]: Modules[K]["name"] } {
  // `map` forgets that a tuple stays a tuple; the names are exactly the modules' own, in order.
  return modules.map((module) => module.name) as { readonly [K in keyof Modules]: Modules[K]["name"] };
}

/** Each announcement the bot posts, as a moderator names it, in the order moderators see them. */
export const TRIGGERS = namesOf(TRIGGER_MODULES);

/** The longest template a moderator may save, in characters (UTF-16 units, as Discord counts). */
export const TEMPLATE_MAX_LENGTH = 1_000;

/** A moderator's wording for one trigger, as saved. */
export interface MessageTemplate {
  readonly trigger: Trigger;
  readonly text: string;
  /** The station (a key) it is for; absent: every station the server follows. */
  readonly station?: string;
}

/** The module of a trigger. */
export function triggerModule(name: Trigger): TriggerModule<Trigger> {
  const found = TRIGGER_MODULES.find((module) => module.name === name);
  if (!found) throw new Error(`no module for the trigger ${name}`);
  return found;
}

/** The trigger that words a change: the one module that detects it. Pure. */
export function triggerModuleOf(change: StationChange): TriggerModule<Trigger> {
  const found = TRIGGER_MODULES.find((module) => module.detects(change));
  if (!found) throw new Error(`no trigger words a ${change.kind} change`);
  return found;
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
