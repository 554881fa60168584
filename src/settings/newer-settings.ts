import type { GuildSettings } from "./guild-settings.js";

/**
 * Where settings read from the store keep what this version could not read. A symbol: `JSON.stringify` never writes
 * it, and a spread (`{ ...saved, locale }`) carries it on, so every write made from what was read knows it.
 */
const NOT_UNDERSTOOD = Symbol("settings this version does not understand");

/** What a read of a server's settings could not understand (only there when something was). */
interface NotUnderstood {
  /** The settings (fields) whose stored value this version cannot read: kept in the store as they are. */
  readonly fields: readonly string[];
  /** What this version made of each of them when it read them (absent, or the part of a list it understands). */
  readonly read: Readonly<Record<string, unknown>>;
}

type Marked = GuildSettings & { readonly [NOT_UNDERSTOOD]?: NotUnderstood };

function isMarked(settings: GuildSettings | null | undefined): settings is Marked {
  return typeof settings === "object" && settings !== null && NOT_UNDERSTOOD in settings;
}

/**
 * A server's settings whose `fields` hold values this version does not understand (a newer version's), each read as
 * `settings` shows it (absent, or the part of a list it understands). Returns `settings` itself when none.
 */
export function markNotUnderstood(settings: GuildSettings, fields: readonly string[]): GuildSettings {
  if (fields.length === 0) return settings;
  const view = settings as Readonly<Record<string, unknown>>;
  const read = Object.fromEntries(fields.map((field) => [field, view[field]]));
  return { ...settings, [NOT_UNDERSTOOD]: { fields: [...fields], read } } as Marked;
}

/** The settings (fields) of `settings` that hold values this version does not understand, kept as they are. */
export function notUnderstood(settings: GuildSettings | null | undefined): readonly string[] {
  return isMarked(settings) ? (settings[NOT_UNDERSTOOD]?.fields ?? []) : [];
}

/**
 * The settings `next` changes that this version could not read (a newer version's): a write made from settings as
 * they were read, with such a field changed, would overwrite what the newer version saved. Empty when none.
 */
export function changesNotUnderstood(next: GuildSettings): readonly string[] {
  const kept = (next as Marked)[NOT_UNDERSTOOD];
  if (!kept) return [];
  const view = next as Readonly<Record<string, unknown>>;
  return kept.fields.filter((field) => !sameValue(view[field], kept.read[field]));
}

/**
 * What `/setup show` names as set by a newer version: the settings whose values this version does not understand,
 * then those whose names it does not know (`known`: the names it does), each kept in the store as it is.
 */
export function newerSettingNames(
  saved: GuildSettings | null | undefined,
  known: readonly string[],
): readonly string[] {
  const unknown = Object.keys(saved ?? {}).filter((name) => !known.includes(name));
  return [...notUnderstood(saved), ...unknown];
}

/** Whether two settings' values are the same, as JSON (what the store keeps). */
export function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A write refused because it would change settings this version does not understand: a newer version of the bot
 * saved them (during a rolling upgrade). `fields` names them; never their values.
 */
export class NewerSettingsError extends Error {
  readonly fields: readonly string[];

  constructor(fields: readonly string[]) {
    super(`settings written by a newer version of the bot: ${fields.join(", ")}`);
    this.name = "NewerSettingsError";
    this.fields = fields;
  }
}
